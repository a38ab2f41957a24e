import { formatMoney, type MoneyPrecision } from '../../lib/format.js';

/**
 * A euro amount in nl-NL notation; negative amounts are marked, missing ones are a dash. The
 * notation is Dutch in either language, and marked so (`lang="nl"`): a screen reader reads
 * € 1.234,56 as an amount, not as "one point two three four comma fifty-six".
 */
export function Money({
  value,
  precision = 'cents',
}: {
  value: number | null | undefined;
  precision?: MoneyPrecision | undefined;
}) {
  if (value === null || value === undefined) return <span className="muted">—</span>;
  return (
    <span className={`money${value < 0 ? ' negative' : ''}`} lang="nl">
      {formatMoney(value, precision)}
    </span>
  );
}
