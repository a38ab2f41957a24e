import type { ReactNode } from 'react';
import { useT } from '../../i18n/index.js';
import { OrderLink } from '../value/OrderLink.js';
import { PlainTableHead } from './PlainTableHead.js';
import { MoneyCell } from './MoneyCell.js';

/** What every order of such a table has: its number, opening in the back office. */
interface LinkedOrder {
  id: number;
  order_number: string;
  backoffice_url: string;
}

/** One column after the order's number, which is always the first (the row's head). */
export interface OrderColumn<Order> {
  /** What the head says; also the column's React key. */
  label: string;
  /** `end` for amounts: the head and the cells align right. */
  align?: 'end';
  /** A class of its cells, besides `numeric` for an amount. */
  className?: string;
  cell: (order: Order) => ReactNode;
}

/** A total of the foot row, under one of the last columns. */
export interface OrdersTotal {
  key: string;
  value: number | null | undefined;
  /** The figure's measure it is the total of (the report's drill-down names its columns so). */
  measure?: string;
}

/**
 * The orders behind a figure or an exception, in a drawer: one row an order, its number first as
 * a link into the back office, then the caller's columns; the foot row, if any, holds the
 * totals of the last columns under a label that spans the others. One order may be marked,
 * described by a note outside the table (an exception's own order).
 */
export function OrdersTable<Order extends LinkedOrder>({
  orders,
  columns,
  foot,
  marked,
  testId,
}: {
  orders: readonly Order[];
  columns: readonly OrderColumn<Order>[];
  foot?: { label: string; totals: readonly OrdersTotal[] };
  marked?: { orderId: number | null; noteId: string };
  testId?: string;
}) {
  const t = useT();
  const labelSpan = foot === undefined ? 1 : 1 + columns.length - foot.totals.length;
  const cellClass = (column: OrderColumn<Order>) =>
    [column.align === 'end' ? 'numeric' : undefined, column.className]
      .filter((name) => name !== undefined)
      .join(' ') || undefined;
  return (
    <table className="plain-table drill__table" data-testid={testId}>
      <PlainTableHead columns={[{ label: t('drill.col.order') }, ...columns]} />
      <tbody>
        {orders.map((order) => {
          const isMarked = marked !== undefined && order.id === marked.orderId;
          return (
            <tr key={order.id} className={isMarked ? 'drill__marked' : undefined}>
              <th scope="row">
                <OrderLink order={order} describedBy={isMarked ? marked.noteId : undefined} />
              </th>
              {columns.map((column) => (
                <td key={column.label} className={cellClass(column)}>
                  {column.cell(order)}
                </td>
              ))}
            </tr>
          );
        })}
      </tbody>
      {foot === undefined ? null : (
        <tfoot>
          <tr>
            <th scope="row" colSpan={labelSpan > 1 ? labelSpan : undefined}>
              {foot.label}
            </th>
            {foot.totals.map((total) => (
              <MoneyCell key={total.key} value={total.value} data-measure={total.measure} />
            ))}
          </tr>
        </tfoot>
      )}
    </table>
  );
}
