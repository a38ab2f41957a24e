/**
 * Dates as a Dutch clerk types them: `dd-mm-jjjj`, whatever the browser's or the operating
 * system's locale (a native date input follows those, and shows 10/01/2026 in a Dutch app).
 * Reading is forgiving where it cannot be misread: `-`, `/`, `.` or a space between the parts,
 * one-digit days and months, eight digits without separators, and `jjjj-mm-dd` as pasted from
 * a spreadsheet or a link. It never guesses a century: a year has four digits. Both ways are
 * read whichever the user chose to see (preferences' date style): neither can be misread.
 */
import { FIRST_YEAR, LAST_YEAR, parseLocalDate, type LocalDate } from '../../../shared/dates.js';

/** Writing a day in a date style is shared with the service's PDF of the report. */
export { formatDay, writeDay } from '../../../shared/display-text.js';

/**
 * Why a text is not a date yet: still being typed; a date in its form but no day of the
 * calendar (31-02-2026); a day outside the years the service reads (01-01-1900); or no date
 * at all ("abc"). Each is said in its own words (DayField).
 */
export type DayTextProblem = 'incomplete' | 'no_such_day' | 'out_of_range' | 'not_a_date';

type DayTextResult = { date: LocalDate } | { problem: DayTextProblem };

const DAY_FIRST = /^(\d{1,2})[-/. ](\d{1,2})[-/. ](\d{4})$/;
const DIGITS_ONLY = /^(\d{2})(\d{2})(\d{4})$/;
const ISO = /^(\d{4})-(\d{1,2})-(\d{1,2})$/;
/** What a date can look like halfway through typing it. */
const PARTIAL = /^\d{0,2}([-/. ]\d{0,2}([-/. ]\d{0,3})?)?$|^\d{1,7}$|^\d{4}-\d{0,2}(-\d?)?$/;

const pad = (part: string): string => part.padStart(2, '0');

function fromParts(year: string, month: string, day: string): DayTextResult {
  const number = Number(year);
  if (number < FIRST_YEAR || number > LAST_YEAR) return { problem: 'out_of_range' };
  const date = parseLocalDate(`${year}-${pad(month)}-${pad(day)}`);
  return date ? { date } : { problem: 'no_such_day' };
}

export function parseDayText(text: string): DayTextResult {
  const trimmed = text.trim();
  const dayFirst = DAY_FIRST.exec(trimmed) ?? DIGITS_ONLY.exec(trimmed);
  if (dayFirst) return fromParts(dayFirst[3] ?? '', dayFirst[2] ?? '', dayFirst[1] ?? '');
  const iso = ISO.exec(trimmed);
  if (iso) return fromParts(iso[1] ?? '', iso[2] ?? '', iso[3] ?? '');
  return { problem: PARTIAL.test(trimmed) ? 'incomplete' : 'not_a_date' };
}
