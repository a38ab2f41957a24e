import type { FinancialReportTurnoverByGroup } from '../../../../shared/api/financial-report.js';
import { Money } from '../../components/Money.js';
import { useT } from '../../i18n/index.js';

/**
 * Turnover per group (rows) and shop (columns), with the service's own row, column and grand
 * totals; nothing is added up here.
 */
export function TurnoverMatrix({
  matrix,
  inclVat,
}: {
  matrix: FinancialReportTurnoverByGroup;
  inclVat: boolean;
}) {
  const t = useT();
  const shops = matrix.shop_totals;
  return (
    <div
      className="matrix-scroll"
      tabIndex={0}
      role="region"
      aria-label={t('report.turnoverByGroup')}
    >
      <table className="plain-table matrix">
        <thead>
          <tr>
            <th scope="col">{t('report.group')}</th>
            {shops.map((shop) => (
              <th scope="col" key={shop.shop_id} className="numeric">
                {shop.name}
              </th>
            ))}
            <th scope="col" className="numeric">
              {t('report.total')}
            </th>
          </tr>
        </thead>
        <tbody>
          {matrix.rows.map((row) => {
            const byShop = new Map(row.shops.map((cell) => [cell.shop_id, cell]));
            return (
              <tr key={row.product_group_id ?? 'none'}>
                <th scope="row">
                  {row.name}
                  {row.product_group_code ? (
                    <span className="muted"> · {row.product_group_code}</span>
                  ) : null}
                </th>
                {shops.map((shop) => {
                  const cell = byShop.get(shop.shop_id);
                  return (
                    <td key={shop.shop_id} className="numeric">
                      {cell ? (
                        <Money value={inclVat ? cell.turnover_wt : cell.turnover} />
                      ) : (
                        <span className="muted">—</span>
                      )}
                    </td>
                  );
                })}
                <td className="numeric strong">
                  <Money value={inclVat ? row.total_wt : row.total} />
                </td>
              </tr>
            );
          })}
        </tbody>
        <tfoot>
          <tr>
            <th scope="row">{t('report.total')}</th>
            {shops.map((shop) => (
              <td key={shop.shop_id} className="numeric">
                <Money value={inclVat ? shop.turnover_wt : shop.turnover} />
              </td>
            ))}
            <td className="numeric">
              <Money value={inclVat ? matrix.total.turnover_wt : matrix.total.turnover} />
            </td>
          </tr>
        </tfoot>
      </table>
    </div>
  );
}
