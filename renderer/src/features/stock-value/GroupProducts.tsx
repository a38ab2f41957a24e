import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import type { StockValueLine } from '../../../../shared/api/stock-value.js';
import type { LocalDate } from '../../../../shared/dates.js';
import { EmptyState } from '../../components/state/EmptyState.js';
import { QueryState } from '../../components/state/QueryState.js';
import { MoreRows, useParts } from '../../components/table/InParts.js';
import { PlainTable } from '../../components/table/PlainTable.js';
import { useLocale, useT } from '../../i18n/index.js';
import { formatNumber } from '../../lib/format.js';
import { GROUP_PART, sortedByValue } from './group-lines.js';
import { stockValueQueries } from './queries.js';
import { MoneyCell } from '../../components/table/MoneyCell.js';

/**
 * An opened turnover group: its lines asked for when it opens (the day's answer carries none,
 * decision 0127), with the screen's loading, error and retry states (QueryState), then its
 * products (GroupProducts).
 */
export function OpenedGroup({
  id,
  date,
  groupId,
  groupName,
}: {
  /** The element the group's button controls (`aria-controls`). */
  id: string;
  /** The day of the answer the group is of. */
  date: LocalDate;
  groupId: number | null;
  groupName: string;
}) {
  const options = stockValueQueries.groupLines(date, groupId);
  const query = useQuery(options);
  return (
    <div id={id} className="stock-group__products" data-testid="stock-group-products">
      <QueryState query={query} queryKey={options.queryKey}>
        {(answer) => <GroupProducts groupName={groupName} lines={answer.lines ?? []} />}
      </QueryState>
    </div>
  );
}

/**
 * An opened turnover group's products, highest value at cost first (group-lines.ts), a part at
 * a time: each with its sku and title, stock, cost price and where it came from in words, and
 * its value at cost and at sale price excl. VAT, so any group's figure can be checked by hand.
 */
export function GroupProducts({
  groupName,
  lines,
}: {
  groupName: string;
  /** The group's lines, as the service sent them. */
  lines: readonly StockValueLine[];
}) {
  const t = useT();
  const locale = useLocale();
  const sorted = useMemo(() => sortedByValue(lines), [lines]);
  const parts = useParts(sorted, GROUP_PART);
  const label = t('stock.groupProducts', { group: groupName });
  const columns = [
    { label: t('stock.sku') },
    { label: t('stock.product') },
    { label: t('stock.stock'), align: 'end' as const },
    { label: t('stock.costPrice'), align: 'end' as const },
    { label: t('stock.costSource') },
    { label: t('stock.atCost'), align: 'end' as const },
    { label: t('stock.atSalePrice'), align: 'end' as const },
  ];
  if (lines.length === 0) {
    return <EmptyState title={t('stock.groupEmpty')} hint={t('stock.groupEmptyHint')} />;
  }
  return (
    <>
      <div className="wide-table" tabIndex={0} role="region" aria-label={label}>
        <PlainTable caption={label} columns={columns} className="plain-table--compact">
          <tbody>
            {parts.shown.map((line) => (
              <tr key={line.product_id} data-product={line.product_id}>
                <td>{line.sku ?? '—'}</td>
                <td>{line.title ?? t('stock.notInCatalog', { id: line.product_id })}</td>
                <td className="numeric">{formatNumber(line.stock, locale)}</td>
                <MoneyCell value={line.cost_price} precision="unit" />
                <td>{t(`stock.source.${line.cost_source ?? 'none'}`)}</td>
                <MoneyCell value={line.value_at_cost} data-value="at-cost" />
                <MoneyCell value={line.value_at_sale_price} />
              </tr>
            ))}
          </tbody>
        </PlainTable>
      </div>
      <MoreRows parts={parts} shownOf="stock.shownOf" />
      <p className="hint">{t('stock.linesRounded')}</p>
    </>
  );
}
