import { formatMoney, type MoneyPrecision } from '../lib/format.js';

/** A euro amount in nl-NL notation; negative amounts are marked, missing ones are a dash. */
export function Money({
  value,
  precision = 'cents',
}: {
  value: number | null | undefined;
  precision?: MoneyPrecision;
}) {
  if (value === null || value === undefined) return <span className="muted">—</span>;
  return (
    <span className={`money${value < 0 ? ' negative' : ''}`}>{formatMoney(value, precision)}</span>
  );
}
