/** The day range every order list takes: `to` defaults to `from`; `from > to` is a 400. */
import { addDays, compareDates, parseLocalDate, type LocalDate } from '../../../../shared/dates.js';
import { badRequest } from '../../errors.js';

export function dayRangeOf(query: { from: LocalDate; to?: LocalDate | undefined }): {
  from: LocalDate;
  to: LocalDate;
} {
  const from = query.from;
  const to = query.to ?? from;
  if (compareDates(from, to) > 0) {
    throw badRequest(`query parameter 'from' (${from}) is after 'to' (${to})`);
  }
  // The range ends at midnight after `to`, which must itself be a date (not in year 10000).
  if (parseLocalDate(addDays(to, 1)) === null) {
    throw badRequest(
      `query parameter 'to' (${to}) is out of range; the last usable day is 9999-12-30`,
    );
  }
  return { from, to };
}
