/**
 * GET /api/product-sales and GET /api/slow-movers on the demo data. Product sales add up to
 * the financial report of the same period and location to the cent (turnover excl. and incl.
 * VAT, cost of goods, lines without a cost price), a group's to the report's group row; one
 * product's turnover is its drill-down's (figure turnover_product); a margin is given only
 * where every line had a cost price. Slow movers are the catalog's products with stock on
 * hand that the platform's own orders show no sale of in the window, valued at the cost rows
 * the platform serves. Not run on the strict platform (test/api/reports is left out there):
 * test/api/capabilities checks that both answer 501 without the order list.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PRICE_TYPE, productsResponseSchema, type Product } from '../../../shared/api/catalog.js';
import { financialReportSchema } from '../../../shared/api/financial-report.js';
import { reportOrdersResponseSchema } from '../../../shared/api/financial-report-orders.js';
import {
  productSalesResponseSchema,
  slowMoversResponseSchema,
  type ProductSalesResponse,
  type SlowMoversResponse,
} from '../../../shared/api/product-sales.js';
import { inList, where } from '../../../electron/upstream/filters.js';
import { parseCsv } from '../csv-reader.js';
import { expectError } from '../expect-error.js';
import { READ_MODEL_ON, startTestService, type TestService } from '../harness.js';
import { amsterdamDay, instantOf, rawUpstream, type RawUpstream } from './raw-report.js';

const MONTH = 'from=2026-10-01&to=2026-10-31';

let api: TestService;
let token: string;
let staff: string;
let raw: RawUpstream;

const cents = (value: number): number => Math.round(value * 100);

async function productSales(query: string, as = token): Promise<ProductSalesResponse> {
  const answer = await api.get(`/api/product-sales?${query}`, as);
  expect(answer.status, answer.text).toBe(200);
  if (READ_MODEL_ON) expect(answer.headers.get('x-data-as-of')).toMatch(/^\d{4}-\d\d-\d\dT/);
  return productSalesResponseSchema.parse(answer.json);
}

async function report(query: string, as = token) {
  const answer = await api.get(`/api/financial-report?${query}`, as);
  expect(answer.status, answer.text).toBe(200);
  return financialReportSchema.parse(answer.json);
}

async function slowMovers(query: string): Promise<SlowMoversResponse> {
  const answer = await api.get(`/api/slow-movers?${query}`, token);
  expect(answer.status, answer.text).toBe(200);
  return slowMoversResponseSchema.parse(answer.json);
}

beforeAll(async () => {
  // 6 orders a day, not the harness's 12: the sums are tied to the report and the raw rows,
  // and a month still sells more than 50 products, with returns and uncosted lines.
  api = await startTestService({ demo: { ordersPerDay: 6 } });
  [token, staff] = await Promise.all([api.login('manager'), api.login('staff')]);
  raw = await rawUpstream(api);
});

afterAll(async () => {
  await api.close();
});

describe('GET /api/product-sales', () => {
  it("adds up to the report's turnover and cost of goods, every product in one list", async () => {
    const [sales, month] = await Promise.all([productSales(`${MONTH}&limit=1000`), report(MONTH)]);
    expect(sales.total).toBeGreaterThan(50);
    expect(sales.count).toBe(sales.total);
    expect(sales.totals).toMatchObject({
      turnover: month.turnover_by_group.total.turnover,
      turnover_wt: month.turnover_by_group.total.turnover_wt,
      cost_of_goods: month.revenue.total_cost_of_goods_sold,
      lines_without_cost_price: month.revenue.lines_without_cost_price,
    });
    // The demo has refunds and products without a cost price in a month.
    expect(sales.totals.quantity_returned).toBeGreaterThan(0);
    expect(sales.totals.lines_without_cost_price).toBeGreaterThan(0);
    expect(sales.totals).toMatchObject({
      margin: null,
      margin_unknown: 'lines_without_cost_price',
    });
    // Best sellers first, and the rows' rounded turnover is the total's within their rounding.
    const turnovers = sales.data.map((row) => row.turnover);
    expect(turnovers).toEqual([...turnovers].sort((a, b) => b - a));
    const rowsCents = sales.data.reduce((sum, row) => sum + cents(row.turnover), 0);
    expect(Math.abs(rowsCents - cents(sales.totals.turnover))).toBeLessThanOrEqual(sales.total);
  });

  it('gives a margin only where every line had a cost price', async () => {
    const sales = await productSales(`${MONTH}&limit=1000`);
    const known = sales.data.filter((row) => row.lines_without_cost_price === 0);
    const unknown = sales.data.filter((row) => row.lines_without_cost_price > 0);
    expect(known.length).toBeGreaterThan(10);
    expect(unknown.length).toBeGreaterThan(0);
    for (const row of known) {
      expect(row.margin_unknown).toBeNull();
      // Both are rounded from the exact amounts (cost prices have 4 decimals): a cost that
      // ends in half a cent rounds away from zero on its own and towards it in the margin.
      const margin = cents(row.margin ?? NaN);
      expect(Math.abs(margin - (cents(row.turnover) - cents(row.cost_of_goods)))).toBeLessThan(2);
    }
    for (const row of unknown) {
      expect(row).toMatchObject({
        margin: null,
        margin_percentage: null,
        margin_unknown: 'lines_without_cost_price',
      });
    }
  });

  it("a location's and a group's products add up to the report's for them", async () => {
    const month = await report(MONTH);
    const group = month.turnover_by_group.rows.find((row) => row.product_group_id !== null);
    if (!group?.product_group_id) throw new Error('the demo month has grouped turnover');
    const location = (await api.get('/api/locations', token)).json as { data: { id: number }[] };
    const locationId = location.data[0]?.id;
    const [byGroup, atLocation, locationReport] = await Promise.all([
      productSales(`${MONTH}&product_group_id=${group.product_group_id}&limit=1`),
      productSales(`${MONTH}&location_id=${locationId}&limit=1`),
      report(`${MONTH}&location_id=${locationId}`),
    ]);
    expect(byGroup.totals).toMatchObject({ turnover: group.total, turnover_wt: group.total_wt });
    expect(byGroup).toMatchObject({ count: 1, product_group_id: group.product_group_id });
    expect(atLocation.totals).toMatchObject({
      turnover: locationReport.turnover_by_group.total.turnover,
      turnover_wt: locationReport.turnover_by_group.total.turnover_wt,
      cost_of_goods: locationReport.revenue.total_cost_of_goods_sold,
    });
    expect(atLocation.totals.turnover).toBeLessThan(month.turnover_by_group.total.turnover);
  });

  it("a user locked to a location sees its products only; another location's is 403", async () => {
    const [own, ownReport] = await Promise.all([productSales(MONTH, staff), report(MONTH, staff)]);
    expect(own.location_id).toBe(ownReport.location_id);
    expect(own.location_id).not.toBeNull();
    expect(own.totals.turnover).toBe(ownReport.turnover_by_group.total.turnover);
    const locations = (await api.get('/api/locations', token)).json as { data: { id: number }[] };
    const other = locations.data.find((location) => location.id !== own.location_id);
    expectError(
      await api.get(`/api/product-sales?${MONTH}&location_id=${other?.id}`, staff),
      403,
      /location/,
    );
    // Refused before anything is read, as the slow movers of another location are.
    expectError(await api.get(`/api/slow-movers?location_id=${other?.id}`, staff), 403, /location/);
  });

  it("sorts before paging, and one product's turnover is its drill-down's", async () => {
    const byQuantity = await productSales(`${MONTH}&sort=-quantity_sold&limit=1000`);
    const quantities = byQuantity.data.map((row) => row.quantity_sold);
    expect(quantities).toEqual([...quantities].sort((a, b) => b - a));
    const page = await productSales(`${MONTH}&sort=-quantity_sold&start=5&limit=5`);
    expect(page.data).toEqual(byQuantity.data.slice(5, 10));
    expect(page).toMatchObject({ start: 5, limit: 5, count: 5, sort: '-quantity_sold' });
    const byMargin = await productSales(`${MONTH}&sort=-margin_percentage&limit=1000`);
    const firstUnknown = byMargin.data.findIndex((row) => row.margin_percentage === null);
    expect(byMargin.data.slice(firstUnknown).every((row) => row.margin_percentage === null)).toBe(
      true,
    );

    const top = byQuantity.data.find((row) => row.quantity_returned > 0 && row.product_id);
    if (!top?.product_id) throw new Error('the demo month has a returned product');
    const drill = await api.get(
      `/api/financial-report/orders?${MONTH}&figure=turnover_product&product_id=${top.product_id}`,
      token,
    );
    expect(drill.status, drill.text).toBe(200);
    const orders = reportOrdersResponseSchema.parse(drill.json);
    expect(orders.totals).toEqual({ turnover: top.turnover, turnover_wt: top.turnover_wt });
    expect(orders.count).toBeGreaterThan(0);
  });

  it('exports every row as CSV in the asked order, in Dutch', async () => {
    const sales = await productSales(`${MONTH}&sort=-margin&limit=1000`);
    const answer = await api.get(
      `/api/product-sales?${MONTH}&sort=-margin&format=csv&lang=nl`,
      token,
    );
    expect(answer.status, answer.text).toBe(200);
    expect(answer.headers.get('content-disposition')).toContain(
      'product-sales-2026-10-01-2026-10-31.csv',
    );
    const [header, ...rows] = parseCsv(answer.text, ';');
    expect(header?.slice(0, 4)).toEqual(['SKU', 'Product', 'Omzetgroep', 'Aantal verkocht']);
    expect(rows.map((row) => row[0])).toEqual(sales.data.map((row) => row.sku));
  });

  it('refuses a bad query in the one error shape', async () => {
    expectError(await api.get(`/api/product-sales?${MONTH}&sort=best`, token), 400, /sort/);
    expectError(await api.get('/api/product-sales?to=2026-10-01', token), 400, /from/);
    expectError(
      await api.get('/api/product-sales?from=2026-10-02&to=2026-10-01', token),
      400,
      /after/,
    );
    expectError(await api.get(`/api/product-sales?${MONTH}&days=3`, token), 400, /days/);
  });
});

describe('GET /api/slow-movers', () => {
  it('lists the products with stock and no sale in the window, valued at their cost rows', async () => {
    const slow = await slowMovers('days=30&limit=1000');
    expect(slow).toMatchObject({ days: 30, location_id: null, sort: '-stock_value' });
    expect(slow.total).toBeGreaterThan(0);
    expect(slow.count).toBe(slow.total);
    // The platform's own orders: which products sold (a sale line) on which Amsterdam day.
    // A last sale is looked for a year back: 365 days, today included.
    const firstDay = new Date(Date.parse(`${slow.to}T00:00:00Z`) - 364 * 86_400_000)
      .toISOString()
      .slice(0, 10);
    const orders = await raw.drain('listOrders', {
      filters: [
        inList('status', ['processing', 'complete', 'refunded']),
        where('date_purchased', '>=', `${firstDay} 00:00:00+02:00`),
      ],
    });
    const lastSale = new Map<number, string>();
    for (const order of orders) {
      const day = amsterdamDay(instantOf(order.date_purchased));
      if (day < firstDay) continue;
      for (const line of order.order_items) {
        if (line.product_id == null || line.quantity <= 0) continue;
        if (!line.is_turnover) continue;
        if ((lastSale.get(line.product_id) ?? '') < day) lastSale.set(line.product_id, day);
      }
    }
    const ids = slow.data.map((row) => row.product_id);
    const prices = await raw.drain('listProductPrices', {
      filters: [inList('product_id', ids.slice(0, 200))],
    });
    // The stock is the catalog's, as GET /api/products answers it.
    const catalog: Product[] = [];
    for (let start = 0; ; start += 200) {
      const page = productsResponseSchema.parse(
        (await api.get(`/api/products?start=${start}&limit=200`, token)).json,
      );
      catalog.push(...page.data);
      if (catalog.length >= page.total) break;
    }
    const stockOf = new Map(
      catalog.map((product) => [product.id, product.stock_unlimited ? null : product.stock]),
    );
    for (const row of slow.data) {
      expect(row.last_sold_on ?? null, row.sku).toBe(lastSale.get(row.product_id) ?? null);
      if (row.last_sold_on !== null) expect(row.last_sold_on < slow.since).toBe(true);
      expect(row.stock).toBeGreaterThan(0);
      expect(row.stock).toBe(stockOf.get(row.product_id));
    }
    // A product with stock that sold in the window is not listed.
    const soldWithStock = [...lastSale].filter(
      ([id, day]) => day >= slow.since && (stockOf.get(id) ?? 0) > 0,
    );
    for (const [id] of soldWithStock) expect(ids).not.toContain(id);
    for (const row of slow.data.filter((entry) => ids.slice(0, 200).includes(entry.product_id))) {
      const cost = prices.find(
        (price) =>
          price.product_id === row.product_id && price.product_price_type_id === PRICE_TYPE.cost,
      );
      if (cost === undefined) {
        expect(row).toMatchObject({
          cost_price: null,
          stock_value: null,
          cost_unknown: 'no_cost_price',
        });
      } else {
        expect(row.cost_price).toBe(cost.ppu);
        expect(row.cost_unknown).toBeNull();
        expect(cents(row.stock_value ?? NaN)).toBe(Math.round(cost.ppu * row.stock * 100));
      }
    }
    const values = slow.data.flatMap((row) => (row.stock_value === null ? [] : [row.stock_value]));
    expect(values).toEqual([...values].sort((a, b) => b - a));
    expect(slow.totals.without_cost).toBe(
      slow.data.filter((row) => row.stock_value === null).length,
    );
  });

  it('takes days from 1 to 365 and refuses anything else', async () => {
    expectError(await api.get('/api/slow-movers?days=0', token), 400, /days/);
    expectError(await api.get('/api/slow-movers?days=366', token), 400, /days/);
    expectError(await api.get('/api/slow-movers?sort=-turnover', token), 400, /sort/);
  });
});
