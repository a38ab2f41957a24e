import { useQuery } from '@tanstack/react-query';
import type { Exception } from '../../../../shared/api/exceptions.js';
import type { Order } from '../../../../shared/api/orders.js';
import { Drawer } from '../../components/layout/Drawer.js';
import { EmptyState } from '../../components/state/EmptyState.js';
import { Money } from '../../components/value/Money.js';
import { OrdersTable } from '../../components/table/OrdersTable.js';
import { QueryState } from '../../components/state/QueryState.js';
import { useT } from '../../i18n/index.js';
import { useDateStyle } from '../../app/settings-store.js';
import { dayText, orderIdOf } from './exception-text.js';
import { useOrderColumns } from './order-columns.js';
import { exceptionsQueries } from './queries.js';

type Returns = NonNullable<Exception['returns']>;

/**
 * A day of many returns: the orders behind its amount, each with what it returned that day
 * (at the till, or refunded afterwards: such an order may have been sold on another day), and
 * their total, which is the exception's.
 */
function ReturnedOrders({ returns, total }: { returns: Returns; total: number | null }) {
  const t = useT();
  return (
    <OrdersTable
      orders={returns}
      testId="exc-returns"
      columns={[
        {
          label: t('exc.orders.returned'),
          align: 'end',
          cell: (order) => <Money value={order.amount} />,
        },
      ]}
      foot={{ label: t('report.total'), totals: [{ key: 'returned', value: total }] }}
    />
  );
}

/**
 * The orders behind an exception: a day of many returns its orders with their returns; any
 * other its till's or shop's orders of that day, each opening in the back office; an exception
 * of one order marks that order.
 */
export function ExceptionOrders({
  exception,
  day,
  shopId,
  onClose,
}: {
  exception: Exception;
  day: string;
  shopId: number;
  onClose: () => void;
}) {
  const t = useT();
  const style = useDateStyle();
  const columns = useOrderColumns<Order>();
  const query = useQuery({
    ...exceptionsQueries.dayOrders(day, shopId),
    // A day of many returns names its own orders: the day's purchases are not them.
    enabled: exception.returns === null,
  });
  const own = orderIdOf(exception);
  return (
    <Drawer
      title={t('exc.orders.title', { shop: exception.shop_name ?? `#${shopId}` })}
      subtitle={dayText(day, style)}
      onClose={onClose}
    >
      {exception.returns !== null ? (
        <ReturnedOrders returns={exception.returns} total={exception.amount} />
      ) : (
        <QueryState query={query}>
          {(answer) =>
            answer.data.length === 0 ? (
              <EmptyState title={t('exc.orders.empty')} />
            ) : (
              <OrdersTable
                orders={answer.data}
                marked={{ orderId: own, noteId: 'exc-own-order' }}
                columns={columns}
              />
            )
          }
        </QueryState>
      )}
      {own === null ? null : (
        <p id="exc-own-order" className="hint">
          {t('exc.orders.exception')}
        </p>
      )}
    </Drawer>
  );
}
