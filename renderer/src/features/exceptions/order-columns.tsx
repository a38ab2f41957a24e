import type { ReactNode } from 'react';
import { useDateStyle } from '../../app/settings-store.js';
import type { OrderColumn } from '../../components/table/OrdersTable.js';
import { Money } from '../../components/value/Money.js';
import { useT } from '../../i18n/index.js';
import { formatDateTime } from '../../lib/format.js';

/** What an exception's order shows of itself, whichever read it came from. */
interface PricedOrder {
  date_purchased: string;
  value_wt: number;
  discount_value_wt: number;
}

/**
 * The columns of an exception's orders: when, where (`shopOf`, when the orders are of more than
 * one till), the amount and the discount.
 */
export function useOrderColumns<Order extends PricedOrder>(
  shopOf?: (order: Order) => ReactNode,
): OrderColumn<Order>[] {
  const t = useT();
  const style = useDateStyle();
  return [
    { label: t('drill.col.date'), cell: (order) => formatDateTime(order.date_purchased, style) },
    ...(shopOf ? [{ label: t('exc.orders.shop'), cell: shopOf }] : []),
    { label: t('exc.col.amount'), align: 'end', cell: (order) => <Money value={order.value_wt} /> },
    {
      label: t('exc.orders.discount'),
      align: 'end',
      cell: (order) => <Money value={order.discount_value_wt} />,
    },
  ];
}
