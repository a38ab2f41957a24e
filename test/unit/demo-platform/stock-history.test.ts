/**
 * The demo's stock history (electron/demo-platform/data/stock-history.ts): today's stock is the catalog's as served,
 * and each day back adds the units that day's orders took out and removes its deliveries.
 */
import { describe, expect, it } from 'vitest';
import { DEMO_ACCOUNTS, idOf } from '../../../electron/demo-platform/accounts.js';
import { dayNumberOf } from '../../../electron/demo-platform/data/calendar.js';
import { AccountData } from '../../../electron/demo-platform/data/account-data.js';
import { deliveryOf, unitsOut } from '../../../electron/demo-platform/data/stock-history.js';
import { resolveOptions } from '../../../electron/demo-platform/options.js';
import { addDays, parseLocalDate, type LocalDate } from '../../../shared/dates.js';

const ACCOUNT = DEMO_ACCOUNTS[0];
if (!ACCOUNT) throw new Error('no demo account');
const END = '2026-11-20';
const data = new AccountData(
  ACCOUNT,
  resolveOptions({
    seed: 5,
    endDate: END,
    sizing: { productsPerAccount: 120, ordersPerDay: 10, historyDays: 60 },
  }),
);
const day = (text: string): LocalDate => {
  const date = parseLocalDate(text);
  if (!date) throw new Error(`not a date: ${text}`);
  return date;
};
const asMap = (date: string) =>
  new Map(data.stockOn(day(date)).map((level) => [level.product_id, level.stock]));

describe('demo stock history', () => {
  it('today (and later) is the stock the catalog serves, unlimited and parents left out', () => {
    const today = asMap(END);
    const limited = data.catalog.shopProducts.filter(
      (product) =>
        !product.flat_product.product.product_stock.unlimited &&
        product.flat_product.product.type !== 'configurable',
    );
    expect(limited.length).toBeLessThan(data.catalog.shopProducts.length - 12);
    expect(today.size).toBe(limited.length);
    for (const product of limited) {
      const served =
        product.orderable_stock_value ?? product.flat_product.product.product_stock.value;
      expect(today.get(product.product_id)).toBe(served);
    }
    expect(asMap('2027-01-05')).toEqual(today);
  });

  it('the day before adds back what the last day sold and takes off its deliveries', () => {
    const dates = data.orders.dates;
    const last = dates.length - 1;
    const out = unitsOut(data.orders.day(last).orders);
    expect([...out.values()].some((units) => units > 0)).toBe(true);
    const today = asMap(END);
    const before = asMap(addDays(day(END), -1));
    const first = idOf(ACCOUNT, 'product', 0);
    let delivered = 0;
    for (const [productId, stock] of today) {
      const delivery = deliveryOf(productId - first);
      const arrived = dayNumberOf(day(END)) % delivery.every === delivery.phase;
      if (arrived) delivered++;
      expect(before.get(productId)).toBe(
        stock + (out.get(productId) ?? 0) - (arrived ? delivery.units : 0),
      );
    }
    // Over the 60 days some delivery arrives somewhere (a product every 60 to 119 days).
    expect(delivered + countDeliveries(dates)).toBeGreaterThan(0);
  });

  it('a day before the history is the stock at its start; the same seed, the same history', () => {
    const start = addDays(data.orders.dates[0] ?? day(END), -1);
    expect(asMap(addDays(start, -30))).toEqual(asMap(start));
    const again = new AccountData(
      ACCOUNT,
      resolveOptions({
        seed: 5,
        endDate: END,
        sizing: { productsPerAccount: 120, ordersPerDay: 10, historyDays: 60 },
      }),
    );
    expect(again.stockOn(day('2026-10-01'))).toEqual(data.stockOn(day('2026-10-01')));
  });
});

function countDeliveries(dates: readonly LocalDate[]): number {
  let count = 0;
  for (const date of dates) {
    for (let n = 1; n <= 120; n++) {
      const delivery = deliveryOf(n);
      if (dayNumberOf(date) % delivery.every === delivery.phase) count++;
    }
  }
  return count;
}
