/**
 * A chain in the demo (`--locations N`, issue 69 item 1): N locations each with a till, from
 * the third on each with a webshop of its own, every id its own, and the orders spread over
 * all of them; the default stays the demo's two shops, warehouse and webshop as they were.
 */
import { describe, expect, it } from 'vitest';
import { DEMO_ACCOUNTS } from '../../../electron/demo-platform/accounts.js';
import { AccountData } from '../../../electron/demo-platform/data/account-data.js';
import { resolveOptions } from '../../../electron/demo-platform/options.js';

const ACCOUNT = DEMO_ACCOUNTS[0];
if (!ACCOUNT) throw new Error('no demo account');

const dataOf = (locations: number | undefined) =>
  new AccountData(
    ACCOUNT,
    resolveOptions({
      endDate: '2026-11-20',
      sizing: { productsPerAccount: 200, ordersPerDay: 300, historyDays: 30, locations },
    }),
  );

describe('the demo platform with --locations', () => {
  it('keeps two shops with a till, the warehouse and one webshop by default', () => {
    const { reference } = dataOf(undefined);
    expect(reference.locations.map((location) => location.name)).toEqual([
      'Amsterdam Centrum',
      'Amsterdam Zuid',
      'Magazijn Zaandam',
    ]);
    expect(reference.tillShops.map((shop) => shop.location_id)).toEqual(
      reference.tillLocations.map((location) => location.id),
    );
    expect(reference.webShops).toEqual([reference.webShop]);
    expect(reference.webShop.location_id).toBeNull();
    expect(dataOf(2).reference).toEqual(reference);
  });

  it('makes a chain of ten: a till each, a webshop each from the third, every id its own', () => {
    const { reference } = dataOf(10);
    expect(reference.tillLocations).toHaveLength(10);
    expect(reference.locations).toHaveLength(11);
    expect(reference.tillShops.map((shop) => shop.location_id)).toEqual(
      reference.tillLocations.map((location) => location.id),
    );
    const chainWebShops = reference.webShops.slice(1).map((shop) => shop.location_id);
    expect(chainWebShops).toEqual(reference.tillLocations.slice(2).map((location) => location.id));
    expect(reference.shops).toHaveLength(1 + 10 + 8);
    const shopIds = reference.shops.map((shop) => shop.id);
    const locationIds = reference.locations.map((location) => location.id);
    expect(new Set(shopIds).size).toBe(shopIds.length);
    expect(new Set(locationIds).size).toBe(locationIds.length);
    expect(new Set(reference.locations.map((location) => location.name)).size).toBe(11);
  });

  it("spreads a week's orders over every location and webshop, each till closing its days", () => {
    const data = dataOf(10);
    const days = [0, 1, 2, 3, 4, 5, 6].map((index) => data.orders.day(10 + index));
    const orders = days.flatMap((day) => day.orders);
    const shopsSold = new Set(orders.map((order) => order.shop_id));
    for (const shop of data.reference.shops) expect(shopsSold, shop.name).toContain(shop.id);
    const closings = days.flatMap((day) => day.closings);
    const tills = new Set(data.reference.tillShops.map((shop) => shop.id));
    for (const closing of closings) expect(tills).toContain(closing.shop_id);
    // Every till-day closes but the last till's now and then (a day the demo forgets).
    expect(closings.length).toBeGreaterThanOrEqual(7 * 10 - 1);
    const closingIds = closings.map((closing) => closing.id);
    expect(new Set(closingIds).size).toBe(closingIds.length);
  });

  it('refuses a number of locations out of its range', () => {
    expect(() => dataOf(0)).toThrow(/locations must be an integer from 1 to/);
    expect(() => dataOf(2.5)).toThrow(/locations/);
  });
});
