/**
 * CSV layouts of the order lists: one line per order, the same figures as the JSON rows
 * (money as exact amounts so the Dutch dialect gets decimal commas), the shop by name and
 * the purchase time as Amsterdam wall-clock time, which spreadsheets read as a date.
 */
import type { DiscountOrder, Order } from '../../../shared/api/orders.js';
import type { CsvCell } from '../../../shared/csv.js';
import { parseAmount } from '../../../shared/money.js';
import type { ShopRow } from '../../upstream/wire.js';
import type { CsvColumn } from '../csv-reply.js';

export const DISCOUNT_ORDER_CSV_COLUMNS: readonly CsvColumn[] = [
  { header: 'Order number' },
  { header: 'Date' },
  { header: 'Status' },
  { header: 'Shop' },
  { header: 'Customer' },
  { header: 'E-mail' },
  { header: 'Value incl. VAT' },
  { header: 'Value excl. VAT' },
  { header: 'Discount incl. VAT' },
  { header: 'Discount excl. VAT' },
  { header: 'Link' },
];

export const ORDER_CSV_COLUMNS: readonly CsvColumn[] = [
  ...DISCOUNT_ORDER_CSV_COLUMNS.slice(0, 6),
  { header: 'Paid' },
  ...DISCOUNT_ORDER_CSV_COLUMNS.slice(6),
];

/** `2026-03-01T00:30:00+01:00` → `2026-03-01 00:30:00` (the local time the row already carries). */
export const csvDateTime = (apiTimestamp: string): string =>
  apiTimestamp.slice(0, 19).replace('T', ' ');

const shopNamer = (shops: readonly ShopRow[]) => {
  const names = new Map(shops.map((shop) => [shop.id, shop.name]));
  return (shopId: number): string => names.get(shopId) ?? String(shopId);
};

function* orderCells<Row extends DiscountOrder>(
  rows: readonly Row[],
  shops: readonly ShopRow[],
  paid: (row: Row) => CsvCell[],
): Generator<CsvCell[]> {
  const shopName = shopNamer(shops);
  for (const row of rows) {
    yield [
      row.order_number,
      csvDateTime(row.date_purchased),
      row.status,
      shopName(row.shop_id),
      row.customer_name,
      row.customer_email,
      ...paid(row),
      parseAmount(row.value_wt),
      parseAmount(row.value_ex_wt),
      parseAmount(row.discount_value_wt),
      parseAmount(row.discount_value_ex_wt),
      row.backoffice_url,
    ];
  }
}

export const discountOrderCsvRows = (
  rows: readonly DiscountOrder[],
  shops: readonly ShopRow[],
): Iterable<CsvCell[]> => orderCells(rows, shops, () => []);

export const orderCsvRows = (
  rows: readonly Order[],
  shops: readonly ShopRow[],
): Iterable<CsvCell[]> => orderCells(rows, shops, (row) => [row.is_paid ? 'yes' : 'no']);
