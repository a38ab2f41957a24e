import type { FinancialReportTurnoverByGroup } from '../../../../shared/api/financial-report.js';
import { Money } from '../../components/value/Money.js';
import { PlainTableHead } from '../../components/table/PlainTableHead.js';
import { useT } from '../../i18n/index.js';
import { changeOf } from '../../lib/compare-period.js';
import { changeAmountText, changeClass, changePercentText } from './ChangeText.js';
import { FigureButton } from './FigureButton.js';

/**
 * Turnover per group (rows) and shop (columns), with the service's own row, column and grand
 * totals; nothing is added up here. Each of the period's own amounts opens its orders.
 */
export function TurnoverMatrix({
  matrix,
  inclVat,
  base,
}: {
  matrix: FinancialReportTurnoverByGroup;
  inclVat: boolean;
  /** The compared period's table: its group totals and the change are added as columns. */
  base?: { matrix: FinancialReportTurnoverByGroup; title: string; dates: string } | undefined;
}) {
  const t = useT();
  const shops = matrix.shop_totals;
  const total = (figures: Totals) => (inclVat ? figures.total_wt : figures.total);
  // A group missing from one period had no turnover in it.
  const baseTotals = new Map(base?.matrix.rows.map((row) => [row.product_group_id, total(row)]));
  const baseGrandTotal = base
    ? inclVat
      ? base.matrix.total.turnover_wt
      : base.matrix.total.turnover
    : 0;
  return (
    <div
      className="matrix-scroll"
      tabIndex={0}
      role="region"
      // Not the section's own name: two regions of one name cannot be told apart.
      aria-label={t('report.matrixScroll')}
    >
      <table className="plain-table matrix">
        <PlainTableHead
          columns={[
            { label: t('report.group') },
            ...shops.map((shop) => ({
              key: `shop-${shop.shop_id}`,
              label: shop.name,
              align: 'end' as const,
            })),
            { label: t('report.total'), align: 'end' },
            ...(base
              ? [
                  { label: base.title, align: 'end' as const, hint: base.dates },
                  { label: t('report.compare.difference'), align: 'end' as const },
                ]
              : []),
          ]}
        />
        <tbody>
          {matrix.rows.map((row) => (
            <GroupRow
              key={row.product_group_id ?? 'none'}
              row={row}
              shops={shops}
              inclVat={inclVat}
              base={base ? (baseTotals.get(row.product_group_id) ?? 0) : null}
            />
          ))}
        </tbody>
        <tfoot>
          <TotalRow matrix={matrix} inclVat={inclVat} base={base ? baseGrandTotal : null} />
        </tfoot>
      </table>
    </div>
  );
}

type Matrix = FinancialReportTurnoverByGroup;
type Totals = { total: number; total_wt: number };

/**
 * A group's turnover per shop (each opening its orders), its total, and with a comparison
 * (`base`: the compared period's total of the group) that and the change.
 */
function GroupRow({
  row,
  shops,
  inclVat,
  base,
}: {
  row: Matrix['rows'][number];
  shops: Matrix['shop_totals'];
  inclVat: boolean;
  base: number | null;
}) {
  const t = useT();
  const byShop = new Map(row.shops.map((cell) => [cell.shop_id, cell]));
  const total = inclVat ? row.total_wt : row.total;
  return (
    <tr>
      <th scope="row">
        {row.product_group_id === null ? t('report.noGroup') : row.name}
        {row.product_group_code ? <span className="muted"> · {row.product_group_code}</span> : null}
      </th>
      {shops.map((shop) => {
        const cell = byShop.get(shop.shop_id);
        return (
          <td key={shop.shop_id} className="numeric">
            {cell ? (
              <FigureButton
                figure={{
                  kind: 'turnover_cell',
                  product_group_id: row.product_group_id,
                  shop_id: shop.shop_id,
                }}
                value={inclVat ? cell.turnover_wt : cell.turnover}
              />
            ) : (
              <span className="muted">—</span>
            )}
          </td>
        );
      })}
      <td className="numeric strong">
        <FigureButton
          figure={{ kind: 'turnover_group', product_group_id: row.product_group_id }}
          value={total}
        />
      </td>
      {base === null ? null : <CompareCells current={total} base={base} />}
    </tr>
  );
}

/** Each shop's total, the grand total, and with a comparison the compared one and the change. */
function TotalRow({
  matrix,
  inclVat,
  base,
}: {
  matrix: Matrix;
  inclVat: boolean;
  base: number | null;
}) {
  const t = useT();
  const total = inclVat ? matrix.total.turnover_wt : matrix.total.turnover;
  return (
    <tr>
      <th scope="row">{t('report.total')}</th>
      {matrix.shop_totals.map((shop) => (
        <td key={shop.shop_id} className="numeric">
          <FigureButton
            figure={{ kind: 'turnover_shop', shop_id: shop.shop_id }}
            value={inclVat ? shop.turnover_wt : shop.turnover}
          />
        </td>
      ))}
      <td className="numeric">
        <FigureButton figure={{ kind: 'turnover_total' }} value={total} />
      </td>
      {base === null ? null : <CompareCells current={total} base={base} />}
    </tr>
  );
}

/** The compared period's figure and the change (amount, and its percentage below), as two cells. */
function CompareCells({ current, base }: { current: number; base: number }) {
  const change = changeOf(current, base);
  return (
    <>
      <td className="numeric muted">
        <Money value={base} />
      </td>
      <td className="numeric">
        <span className={changeClass(change)}>{changeAmountText(change)}</span>
        <span className="matrix__change-percent">{changePercentText(change)}</span>
      </td>
    </>
  );
}
