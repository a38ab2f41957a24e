import { parseLocalDate, type LocalDate } from '../../shared/dates.js';

/** A local date from its text, for tables of cases; a typo in a case fails loudly. */
export function day(text: string): LocalDate {
  const parsed = parseLocalDate(text);
  if (!parsed) throw new Error(`bad date ${text}`);
  return parsed;
}
