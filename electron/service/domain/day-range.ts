/**
 * The day range every dated endpoint takes: `to` defaults to `from`; `from > to` is a 400, and
 * so is a range longer than the configured bound (`maxRangeYears`, default 5): checked here,
 * before any upstream call, because a decade of orders is hours of platform work that no
 * screen asked for on purpose.
 */
import {
  addDays,
  addYears,
  compareDates,
  daysInRange,
  type LocalDate,
} from '../../../shared/dates.js';
import { ApiError, fromAfterTo } from '../core/errors.js';

export const DEFAULT_MAX_RANGE_YEARS = 5;

/**
 * `where`: what the caller sent `from` and `to` as, named so in a refusal (a GET's query, a
 * POST's body).
 */
export function dayRangeOf(
  query: { from: LocalDate; to?: LocalDate | undefined },
  maxRangeYears: number,
  where: 'query parameter' | 'field' = 'query parameter',
): { from: LocalDate; to: LocalDate } {
  const from = query.from;
  const to = query.to ?? from;
  if (compareDates(from, to) > 0) throw fromAfterTo(from, to, where);
  // `from` plus the bound in years is the first day too many (29 February counts to 28 February).
  if (compareDates(to, addDays(addYears(from, maxRangeYears), -1)) > 0) {
    const days = daysInRange(from, to);
    const years = maxRangeYears === 1 ? '1 year' : `${maxRangeYears} years`;
    throw new ApiError(
      400,
      `${where}s 'from' (${from}) and 'to' (${to}) span ${days} days; ` +
        `a range is at most ${years} long`,
      {},
      // Its own code and the bound, so a screen can say in the user's words what to choose.
      {
        code: 'range_too_long',
        fields: { max_range_years: maxRangeYears, params: { max_range_years: maxRangeYears } },
      },
    );
  }
  return { from, to };
}
