/**
 * The month the postings calendar shows, kept in the address (`#/bookkeeping?month=2026-10`):
 * by default the month of yesterday, the last day that can be posted.
 */
import {
  addDays,
  daysInMonth,
  parseLocalDate,
  todayLocal,
  type LocalDate,
} from '../../../../shared/dates.js';
import type { ScreenCodec } from '../../app/screen-state.js';

export interface BookkeepingScreen {
  month: string;
}

/** Yesterday on the Amsterdam calendar: the last whole day, the last a posting covers. */
export const yesterday = (): LocalDate => addDays(todayLocal(), -1);

const MONTH = /^\d{4}-(0[1-9]|1[0-2])$/;

export const monthCodec: ScreenCodec<BookkeepingScreen> = {
  read: (params) => {
    const month = params.get('month') ?? '';
    return { month: MONTH.test(month) ? month : yesterday().slice(0, 7) };
  },
  write: ({ month }) => ({ month: month === yesterday().slice(0, 7) ? undefined : month }),
};

/** The month's first and last day. */
export function monthRange(month: string): { from: LocalDate; to: LocalDate } {
  const [year, number] = [Number(month.slice(0, 4)), Number(month.slice(5, 7))]; // YYYY-MM
  const from = parseLocalDate(`${month}-01`) ?? todayLocal();
  const to =
    parseLocalDate(`${month}-${String(daysInMonth(year, number)).padStart(2, '0')}`) ?? from;
  return { from, to };
}

/** The month before or after. */
export function shiftMonth(month: string, by: -1 | 1): string {
  const { from, to } = monthRange(month);
  return (by === 1 ? addDays(to, 1) : addDays(from, -1)).slice(0, 7);
}
