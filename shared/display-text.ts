/**
 * Figures and moments as a person reads them, on screen and on paper: the renderer shows them
 * so, and the service's PDF of the financial report prints them so, from this one module, so
 * the two cannot write a figure differently. Euro amounts and percentages always use nl-NL
 * notation (€ 1.234,56, 64,17%) whatever the language, so a figure and its share never mix
 * two notations. Formatters are cached: building an Intl formatter per table cell would
 * dominate a table's time.
 */
import { TIME_ZONE, type LocalDate } from './dates.js';
import type { DateStyle } from './preferences.js';

const cache = new Map<string, Intl.NumberFormat | Intl.DateTimeFormat>();

export function cachedFormat<F extends Intl.NumberFormat | Intl.DateTimeFormat>(
  key: string,
  make: () => F,
): F {
  let formatter = cache.get(key);
  if (!formatter) {
    formatter = make();
    cache.set(key, formatter);
  }
  return formatter as F;
}

/**
 * Cents for totals; up to 4 decimals for prices per unit (the wire keeps 4); whole euros for
 * the VAT return's form, whose amounts are already whole.
 */
export type MoneyPrecision = 'cents' | 'unit' | 'whole';

export function formatMoney(value: number, precision: MoneyPrecision = 'cents'): string {
  return cachedFormat(
    `money:${precision}`,
    () =>
      new Intl.NumberFormat('nl-NL', {
        style: 'currency',
        currency: 'EUR',
        minimumFractionDigits: precision === 'whole' ? 0 : 2,
        maximumFractionDigits: precision === 'unit' ? 4 : precision === 'whole' ? 0 : 2,
      }),
  ).format(value);
}

/**
 * A percentage given as a number of percent (21 means 21 %). `rate`: a VAT rate as the
 * platform sets it (21%, 9%, 5,5%); `share`: a part of a whole or a margin, always with two
 * decimals (0,10%, 46,99%), so a column of shares lines up.
 */
export type PercentStyle = 'rate' | 'share';

export function formatPercent(value: number, style: PercentStyle): string {
  const minimumFractionDigits = style === 'share' ? 2 : 0;
  return `${cachedFormat(
    `percent:${style}`,
    () => new Intl.NumberFormat('nl-NL', { minimumFractionDigits, maximumFractionDigits: 2 }),
  ).format(value)}%`;
}

/**
 * A VAT rate as a table names it: the percentage, and another member state's code after it
 * ("6% BE"), so a foreign rate is never read as a Dutch one.
 */
export function formatRate(rate: number, country: string | null): string {
  const percent = formatPercent(rate, 'rate');
  return country === null || country === 'NL' ? percent : `${percent} ${country}`;
}

/** A day from its parts (four-digit year, two-digit month and day) in a date style. */
export const writeDay = (year: string, month: string, day: string, style: DateStyle): string =>
  style === 'iso' ? `${year}-${month}-${day}` : `${day}-${month}-${year}`;

/** `2026-10-01` → `01-10-2026`, or as it is in the `iso` style. */
export const formatDay = (date: LocalDate, style: DateStyle): string =>
  writeDay(date.slice(0, 4), date.slice(5, 7), date.slice(8, 10), style);

/**
 * A moment as Amsterdam wall-clock time in the user's date style, `20-11-2026 15:59` or
 * `2026-11-20 15:59`, in either language: the same as the date fields, never a US month first.
 */
export function formatDateTime(iso: string, style: DateStyle): string {
  const instant = Date.parse(iso);
  if (Number.isNaN(instant)) return iso;
  const parts = cachedFormat(
    'datetime',
    () =>
      new Intl.DateTimeFormat('en-GB', {
        timeZone: TIME_ZONE,
        day: '2-digit',
        month: '2-digit',
        year: 'numeric',
        hour: '2-digit',
        minute: '2-digit',
        hourCycle: 'h23',
      }),
  ).formatToParts(instant);
  const part = (type: Intl.DateTimeFormatPartTypes): string =>
    parts.find((entry) => entry.type === type)?.value ?? '';
  const date = writeDay(part('year'), part('month'), part('day'), style);
  return `${date} ${part('hour')}:${part('minute')}`;
}
