/** The day range every dated endpoint takes: `to` defaults to `from`; `from > to` is a 400. */
import { compareDates, type LocalDate } from '../../shared/dates.js';
import { badRequest } from './errors.js';

export function dayRangeOf(query: { from: LocalDate; to?: LocalDate | undefined }): {
  from: LocalDate;
  to: LocalDate;
} {
  const from = query.from;
  const to = query.to ?? from;
  if (compareDates(from, to) > 0) {
    throw badRequest(`query parameter 'from' (${from}) is after 'to' (${to})`);
  }
  return { from, to };
}
