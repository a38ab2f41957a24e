/**
 * Columns of the discounted-orders table; the order number is a link to the back office.
 * The minimum widths, scaled as a narrow window scales them (table-layout.ts), add up to what
 * a 1024 px window has beside the sidebar's rail: the discount columns are on screen
 * without scrolling sideways.
 */
import type { ColumnDef } from '@tanstack/react-table';
import type { DiscountOrder } from '../../../../shared/api/orders.js';
import { WrappedName } from '../../components/value/WrappedName.js';
import type { MessageKey, Translate } from '../../i18n/index.js';
import { compareText } from '../../lib/format.js';
import { openExternal } from '../../platform/open-external.js';

type Column = ColumnDef<DiscountOrder>;

const STATUS_LABELS: Record<string, MessageKey> = {
  new: 'orders.status.new',
  processing: 'orders.status.processing',
  on_hold: 'orders.status.on_hold',
  complete: 'orders.status.complete',
  refunded: 'orders.status.refunded',
  cancelled: 'orders.status.cancelled',
};

/** A known status in the user's language; one the platform adds later as it is sent. */
function orderStatusLabel(t: Translate, status: string): string {
  const key = STATUS_LABELS[status];
  return key === undefined ? status : t(key);
}

type MoneyField = 'value_wt' | 'value_ex_wt' | 'discount_value_wt' | 'discount_value_ex_wt';

const money = (id: MoneyField, header: string): Column => ({
  id,
  header,
  accessorFn: (row) => row[id],
  meta: { format: 'money', width: 108, grow: 0 },
});

export function discountOrderColumns(t: Translate, shopName: (id: number) => string): Column[] {
  return [
    {
      id: 'number',
      header: t('orders.col.number'),
      accessorFn: (row) => row.order_number,
      sortingFn: (a, b) => compareText(a.original.order_number, b.original.order_number),
      cell: ({ row }) => (
        <a
          href={row.original.backoffice_url}
          target="_blank"
          rel="noopener noreferrer"
          className="link"
          tabIndex={-1}
          aria-label={t('orders.open', { number: row.original.order_number })}
          onClick={(event) => {
            // The row's own click handler opens it; the link stays for middle-click and copy.
            event.preventDefault();
          }}
        >
          {row.original.order_number}
        </a>
      ),
      meta: { width: 100, grow: 0 },
    },
    {
      id: 'date',
      header: t('orders.col.date'),
      accessorFn: (row) => row.date_purchased,
      sortingFn: (a, b) =>
        Date.parse(a.original.date_purchased) - Date.parse(b.original.date_purchased),
      meta: { format: 'dateTime', width: 148, grow: 0 },
    },
    {
      id: 'shop',
      header: t('orders.col.shop'),
      accessorFn: (row) => shopName(row.shop_id),
      // Grows first; on two lines where it still does not fit ("Amsterdam Centrum" at 1280 px).
      // Never narrower than two lines of a till's name need ("Amsterdam / Centrum kassa"; 140
      // leaves 110 px of text at 200 % zoom, and the columns still fit at 1280 px): zoomed, the
      // table scrolls sideways rather than cut a shop's name on a third line.
      cell: ({ getValue }) => <WrappedName value={String(getValue())} />,
      meta: { width: 140, grow: 2 },
    },
    {
      id: 'customer',
      header: t('orders.col.customer'),
      accessorFn: (row) => row.customer_name || row.customer_email,
      sortingFn: (a, b) =>
        compareText(
          a.original.customer_name || a.original.customer_email,
          b.original.customer_name || b.original.customer_email,
        ),
      meta: { width: 112, grow: 1 },
    },
    {
      id: 'status',
      header: t('orders.col.status'),
      accessorFn: (row) => orderStatusLabel(t, row.status),
      meta: { width: 96, grow: 0 },
    },
    money('value_wt', t('orders.col.valueInclVat')),
    money('value_ex_wt', t('orders.col.valueExclVat')),
    money('discount_value_wt', t('orders.col.discountInclVat')),
    money('discount_value_ex_wt', t('orders.col.discountExclVat')),
  ];
}

export const openOrder = (order: DiscountOrder): void => openExternal(order.backoffice_url);
