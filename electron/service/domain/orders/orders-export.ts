/**
 * Export tables of the order lists: one row per order, the same figures as the JSON rows
 * (money as exact amounts, the purchase time as the API timestamp, written as Amsterdam
 * wall-clock time), the shop by name, the status in the file's language, and the link to the
 * order in the back office.
 */
import type { DiscountOrder, Order } from '../../../../shared/api/orders.js';
import { discountOrderExport, orderExport } from '../../../../shared/api/export-columns.js';
import { parseAmount } from '../../../../shared/money.js';
import { DUTCH_ORDER_STATUS } from '../../../../shared/order-status-words.js';
import type { ShopRecord } from '../../core/model/reference.js';
import { words } from '../export/cells.js';
import { exportTable } from '../export/table.js';
import { isKeyOf } from '../../../../shared/guards.js';

/**
 * A Dutch file carries the status in the words the Dutch screen shows (shared/); an English
 * file (and one asked without a language) keeps the platform's status, byte for byte what
 * scripts read (decision 0083); a status the platform adds later is written as it comes.
 */
const statusWords = (status: string) =>
  words(status, isKeyOf(DUTCH_ORDER_STATUS, status) ? DUTCH_ORDER_STATUS[status] : status);

const shopNamer = (shops: readonly ShopRecord[]) => {
  const names = new Map(shops.map((shop) => [shop.id, shop.name]));
  return (shopId: number): string => names.get(shopId) ?? String(shopId);
};

function orderCells(shops: readonly ShopRecord[]) {
  const shopName = shopNamer(shops);
  return {
    number: (row: DiscountOrder) => row.order_number,
    date: (row: DiscountOrder) => row.date_purchased,
    status: (row: DiscountOrder) => statusWords(row.status),
    shop: (row: DiscountOrder) => shopName(row.shop_id),
    customer: (row: DiscountOrder) => row.customer_name,
    email: (row: DiscountOrder) => row.customer_email,
    value_wt: (row: DiscountOrder) => parseAmount(row.value_wt),
    value_ex_wt: (row: DiscountOrder) => parseAmount(row.value_ex_wt),
    discount_value_wt: (row: DiscountOrder) => parseAmount(row.discount_value_wt),
    discount_value_ex_wt: (row: DiscountOrder) => parseAmount(row.discount_value_ex_wt),
    link: (row: DiscountOrder) => row.backoffice_url,
  };
}

export const discountOrderTable = (shops: readonly ShopRecord[]) =>
  exportTable<DiscountOrder, typeof discountOrderExport>(discountOrderExport, orderCells(shops));

export const orderTable = (shops: readonly ShopRecord[]) =>
  exportTable<Order, typeof orderExport>(orderExport, {
    ...orderCells(shops),
    paid: (row: Order) => row.is_paid,
  });
