/**
 * The orders behind one product's turnover in the period, in a drawer: the financial report's
 * drill-down (GET /api/financial-report/orders, figure `turnover_product`), so each order
 * carries what it adds to the product's turnover and the total is the row's to the cent.
 */
import { useQuery } from '@tanstack/react-query';
import { measuresOf, type ReportFigure } from '../../../../shared/api/financial-report-orders.js';
import { Drawer } from '../../components/Drawer.js';
import { EmptyState } from '../../components/EmptyState.js';
import { QueryState } from '../../components/QueryState.js';
import { useT } from '../../i18n/index.js';
import type { ResolvedRange } from '../../lib/date-presets.js';
import { formatDay } from '../../lib/day-text.js';
import { FigureOrdersTable } from '../financial-report/FigureOrders.js';
import { financialReportQueries } from '../financial-report/queries.js';
import { useDateStyle } from '../settings/store.js';
import type { SalesFilter } from './queries.js';
import type { DrillProduct } from './store.js';

export function ProductOrders({
  filter,
  period,
  product,
  name,
  onClose,
}: {
  filter: SalesFilter;
  /** The period the filter covers, as the screen resolved it. */
  period: ResolvedRange;
  product: DrillProduct;
  /** The product as its row names it. */
  name: string;
  onClose: () => void;
}) {
  const t = useT();
  const style = useDateStyle();
  const figure: ReportFigure = {
    kind: 'turnover_product',
    product_id: product === 'none' ? null : product,
  };
  const query = useQuery(
    financialReportQueries.figureOrders(
      { from: filter.from, to: filter.to, locationId: filter.locationId },
      figure,
    ),
  );
  const dates = t('report.periodDates', {
    from: formatDay(period.from, style),
    to: formatDay(period.to, style),
  });
  return (
    <Drawer title={t('sales.ordersTitle', { product: name })} subtitle={dates} onClose={onClose}>
      <p className="hint">{t('drill.contributionNote')}</p>
      <QueryState query={query}>
        {(answer) =>
          answer.data.length === 0 ? (
            <EmptyState title={t('drill.empty')} hint={t('drill.emptyHint')} />
          ) : (
            <FigureOrdersTable
              orders={answer.data}
              measures={measuresOf(figure.kind)}
              totals={answer.totals}
            />
          )
        }
      </QueryState>
    </Drawer>
  );
}
