import { useQuery } from '@tanstack/react-query';
import type { Exception } from '../../../../shared/api/exceptions.js';
import { Drawer } from '../../components/layout/Drawer.js';
import { EmptyState } from '../../components/state/EmptyState.js';
import { Money } from '../../components/value/Money.js';
import { OrdersTable } from '../../components/table/OrdersTable.js';
import { QueryState } from '../../components/state/QueryState.js';
import { useT } from '../../i18n/index.js';
import { formatDateTime } from '../../lib/format.js';
import { useDateStyle } from '../../app/settings-store.js';
import { dayText } from './exception-text.js';
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
            <OrdersTable
              orders={orders}
              columns={[
                {
                  label: t('drill.col.date'),
                  cell: (order) => formatDateTime(order.date_purchased, style),
                },
                { label: t('exc.orders.shop'), cell: (order) => order.shop_name },
                {
                  label: t('exc.col.amount'),
                  align: 'end',
                  cell: (order) => <Money value={order.value_wt} />,
                },
                {
                  label: t('exc.orders.discount'),
                  align: 'end',
                  cell: (order) => <Money value={order.discount_value_wt} />,
                },
              ]}
            />
          );
        }}
      </QueryState>
      <p className="hint">{t('exc.orders.belowCost')}</p>
    </Drawer>
  );
}
