import { useQuery } from '@tanstack/react-query';
import {
  measuresOf,
  type Measure,
  type ReportFigure,
  type ReportOrder,
} from '../../../../shared/api/financial-report-orders.js';
import { Drawer } from '../../components/layout/Drawer.js';
import { EmptyState } from '../../components/state/EmptyState.js';
import { Money } from '../../components/value/Money.js';
import { OrdersTable } from '../../components/table/OrdersTable.js';
import { QueryState } from '../../components/state/QueryState.js';
import { countKey, useT, type MessageKey } from '../../i18n/index.js';
import type { ResolvedRange } from '../../lib/date-presets.js';
import { formatDay } from '../../lib/day-text.js';
import { formatDateTime } from '../../lib/format.js';
import { useDateStyle } from '../../app/settings-store.js';
import { financialReportQueries, type ReportFilter } from './queries.js';

const measureLabel = (measure: Measure): MessageKey => `drill.measure.${measure}`;

/**
 * Whether the report's total turnover counts cash differences of day closings the figure
 * leaves out (they are no orders): a turnover figure of the report's table, not the lines
 * without a cost price nor one product's turnover.
 */
const leavesOutCashDifferences = (kind: ReportFigure['kind']): boolean =>
  kind.startsWith('turnover_') && kind !== 'turnover_without_cost' && kind !== 'turnover_product';

/**
 * The orders behind one figure, in a drawer: each with what it adds to the figure, and the
 * service's total, which is the figure to the cent (GET /api/financial-report/orders). The
 * report opens it on a figure of its own, the product sales on a product's turnover
 * (`turnover_product`).
 */
export function FigureOrders({
  title,
  filter,
  period,
  figure,
  onClose,
}: {
  title: string;
  filter: ReportFilter;
  /** The period the filter covers (the report's main one when a comparison is on). */
  period: ResolvedRange;
  figure: ReportFigure;
  onClose: () => void;
}) {
  const t = useT();
  const style = useDateStyle();
  const query = useQuery(financialReportQueries.figureOrders(filter, figure));
  const dates = t('report.periodDates', {
    from: formatDay(period.from, style),
    to: formatDay(period.to, style),
  });
  return (
    <Drawer title={title} subtitle={dates} onClose={onClose}>
      <p className="hint">{t('drill.contributionNote')}</p>
      {leavesOutCashDifferences(figure.kind) ? (
        <p className="hint">{t('drill.differencesNote')}</p>
      ) : null}
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

/** The orders and their contributions, with the total. */
function FigureOrdersTable({
  orders,
  measures,
  totals,
}: {
  orders: readonly ReportOrder[];
  measures: readonly Measure[];
  totals: Partial<Record<Measure, number>>;
}) {
  const t = useT();
  const dateStyle = useDateStyle();
  return (
    <>
      <p className="drill__count">
        {t(countKey('drill.count', orders.length), { count: orders.length })}
      </p>
      <OrdersTable
        orders={orders}
        columns={[
          {
            label: t('drill.col.date'),
            cell: (order) => formatDateTime(order.date_purchased, dateStyle),
          },
          {
            label: t('drill.col.shop'),
            className: 'drill__shop',
            cell: (order) => order.shop_name,
          },
          ...measures.map((measure) => ({
            label: t(measureLabel(measure)),
            align: 'end' as const,
            cell: (order: ReportOrder) => <Money value={order.contribution[measure]} />,
          })),
        ]}
        foot={{
          label: t('drill.total'),
          totals: measures.map((measure) => ({ key: measure, value: totals[measure], measure })),
        }}
      />
    </>
  );
}
