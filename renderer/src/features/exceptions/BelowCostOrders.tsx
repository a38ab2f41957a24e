import { useQuery } from '@tanstack/react-query';
import type { Exception } from '../../../../shared/api/exceptions.js';
import type { ReportOrder } from '../../../../shared/api/financial-report-orders.js';
import { Drawer } from '../../components/layout/Drawer.js';
import { EmptyState } from '../../components/state/EmptyState.js';
import { OrdersTable } from '../../components/table/OrdersTable.js';
import { QueryState } from '../../components/state/QueryState.js';
import { useT } from '../../i18n/index.js';
import { useDateStyle } from '../../app/settings-store.js';
import { dayText } from './exception-text.js';
import { useOrderColumns } from './order-columns.js';
import { exceptionsQueries, type ExceptionsFilter } from './queries.js';

/**
 * The orders behind a product priced below cost: of its orders in the period (the report's
 * drill-down of its turnover), those it was sold on below cost (the exception's `order_ids`),
 * each opening in the back office.
 */
export function BelowCostOrders({
  exception,
  filter,
  productId,
  orderIds,
  onClose,
}: {
  exception: Exception;
  filter: ExceptionsFilter;
  productId: number;
  orderIds: readonly number[];
  onClose: () => void;
}) {
  const t = useT();
  const style = useDateStyle();
  const query = useQuery(exceptionsQueries.productOrders(filter, productId));
  const columns = useOrderColumns((order: ReportOrder) => order.shop_name);
  const wanted = new Set(orderIds);
  return (
    <Drawer
      title={t('exc.orders.productTitle', { product: exception.subject.label })}
      subtitle={`${dayText(filter.from, style)} – ${dayText(filter.to, style)}`}
      onClose={onClose}
    >
      <QueryState query={query}>
        {(answer) => {
          const orders = answer.data.filter((order) => wanted.has(order.id));
          return orders.length === 0 ? (
            <EmptyState title={t('exc.orders.empty')} />
          ) : (
            <OrdersTable orders={orders} columns={columns} />
          );
        }}
      </QueryState>
      <p className="hint">{t('exc.orders.belowCost')}</p>
    </Drawer>
  );
}
