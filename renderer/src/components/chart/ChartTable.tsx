/**
 * A chart's figures as a table, for screen readers: the drawing itself is hidden from them
 * (a picture of bars says less than the amounts), and this table, hidden from the eye, says
 * each item with its amount (and share). Amounts are read as Dutch amounts (Money.tsx).
 */
import { useT } from '../../i18n/index.js';
import { formatMoney, formatPercent } from '../../lib/format.js';
import { PlainTableHead } from '../table/PlainTableHead.js';

interface ChartRow {
  key: string;
  label: string;
  value: number;
  /** Percent of the whole, where the chart shows shares. */
  share?: number | undefined;
}

export function ChartTable({ title, rows }: { title: string; rows: readonly ChartRow[] }) {
  const t = useT();
  const withShares = rows.some((row) => row.share !== undefined);
  return (
    <table className="visually-hidden">
      <caption>{t('chart.asTable', { title })}</caption>
      <PlainTableHead
        columns={[
          { label: t('chart.item') },
          { label: t('chart.amount') },
          ...(withShares ? [{ label: t('chart.share') }] : []),
        ]}
      />
      <tbody>
        {rows.map((row) => (
          <tr key={row.key}>
            <th scope="row">{row.label}</th>
            <td lang="nl">{formatMoney(row.value)}</td>
            {withShares ? (
              <td lang="nl">{row.share === undefined ? '' : formatPercent(row.share, 'share')}</td>
            ) : null}
          </tr>
        ))}
      </tbody>
    </table>
  );
}
