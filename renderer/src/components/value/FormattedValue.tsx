import { useDateStyle } from '../../app/settings-store.js';
import { useLocale } from '../../i18n/index.js';
import { formatDateTime, formatMoney, formatNumber, formatPercent } from '../../lib/format.js';
import type { CellFormat } from '../table/column-meta.js';

/** One table value, formatted by its column's format; empty values show a quiet dash. */
export function FormattedValue({
  value,
  format = 'text',
}: {
  value: unknown;
  format?: CellFormat;
}) {
  const locale = useLocale();
  const dateStyle = useDateStyle();
  if (value === null || value === undefined || value === '') {
    return (
      <span className="muted" aria-label="—">
        —
      </span>
    );
  }
  if (format === 'id' && (typeof value === 'number' || typeof value === 'string')) {
    return <>{value}</>;
  }
  if (typeof value === 'number') {
    switch (format) {
      // Amounts are in Dutch notation in either language, and marked so (Money.tsx).
      case 'money':
        return (
          <span className={value < 0 ? 'negative' : undefined} lang="nl">
            {formatMoney(value)}
          </span>
        );
      // In a list a price per unit reads in cents like every amount (€ 72,47, not € 72,4679);
      // its whole precision is in the product's drawer, and here on hover.
      case 'unitPrice':
        return (
          <span
            className={value < 0 ? 'negative' : undefined}
            lang="nl"
            title={formatMoney(value, 'unit')}
          >
            {formatMoney(value)}
          </span>
        );
      case 'percent':
        return <>{formatPercent(value, 'rate')}</>;
      case 'integer':
        return <>{formatNumber(value, locale, 0)}</>;
      default:
        return <>{formatNumber(value, locale)}</>;
    }
  }
  if (typeof value === 'string') {
    if (format === 'dateTime') return <>{formatDateTime(value, dateStyle)}</>;
    if (format === 'code') return <code>{value}</code>;
    return <span title={value}>{value}</span>;
  }
  if (typeof value === 'boolean') return <>{value ? '✓' : ''}</>;
  return <>{JSON.stringify(value)}</>;
}
