/**
 * Display formatting. Euro amounts, percentages and moments come from shared/display-text.ts,
 * which the service's PDF of the financial report prints with too; dates and plain numbers
 * follow the chosen language. Formatters are cached: building an Intl formatter per table
 * cell would dominate scrolling time.
 */
import { cachedFormat } from '../../../shared/display-text.js';

export {
  formatDateTime,
  formatMoney,
  formatPercent,
  formatRate,
  type MoneyPrecision,
  type PercentStyle,
} from '../../../shared/display-text.js';

export function formatNumber(value: number, locale: string, maximumFractionDigits = 4): string {
  return cachedFormat(
    `number:${locale}:${maximumFractionDigits}`,
    () => new Intl.NumberFormat(locale, { maximumFractionDigits }),
  ).format(value);
}

export function formatBytes(bytes: number, locale: string): string {
  if (bytes < 1024) return `${formatNumber(bytes, locale, 0)} B`;
  if (bytes < 1024 * 1024) return `${formatNumber(bytes / 1024, locale, 1)} kB`;
  return `${formatNumber(bytes / (1024 * 1024), locale, 1)} MB`;
}

const collators = new Map<string, Intl.Collator>();

/** Dutch-aware, case-insensitive, numeric ("A2" before "A10") text comparison. */
export function compareText(a: string, b: string, locale = 'nl'): number {
  let collator = collators.get(locale);
  if (!collator) {
    collator = new Intl.Collator(locale, { sensitivity: 'base', numeric: true });
    collators.set(locale, collator);
  }
  return collator.compare(a, b);
}
