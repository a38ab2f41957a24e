/**
 * What GET /api/price-list costs the platform, and what it answers when the catalog changes
 * under it. The floor for a list of N products is ceil(N / 1000) product pages (the platform's
 * largest page) plus ceil(prices / 1000) price pages; the list reads the prices embedded in
 * each product, so its floor has no price pages at all
 * (docs/decisions/0025-price-list-from-product-pages.md). Counted with the demo platform's call
 * counter. With the read model on, the catalog is read so on the first ask only; later asks are
 * answered from the model.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { priceListResponseSchema } from '../../../shared/api/catalog.js';
import { startDemoPlatform, type DemoPlatform } from '../../../electron/demo-platform/server.js';
import { callLabel, UPSTREAM_LIST_LIMIT } from '../../../electron/upstream/calls.js';
import {
  DEMO_END_DATE,
  READ_MODEL_ON,
  STRICT_PUBLIC,
  startTestService,
  type TestService,
} from '../harness.js';
import { startShiftingCatalog, type ShiftingCatalog } from './shifting-catalog.js';
import { stockValueSchema, type StockValueLine } from '../../../shared/api/stock-value.js';
import { COST_SOURCE_WORDS } from '../../../shared/cost-source-words.js';
import { addDays, todayLocal } from '../../../shared/dates.js';
import { multiply, parseOptionalAmount, sum, toJsonNumber, ZERO } from '../../../shared/money.js';
import { expectError, expectUpstreamFailure } from '../expect-error.js';
import { parseCsv } from './raw-upstream.js';

const PRODUCTS = 2_600;
const SEARCH = callLabel('searchProducts');
const PRICES = callLabel('listProductPrices');
const REFERENCE = [callLabel('listTaxRates'), callLabel('listProductGroups')];
/**
 * The cost sources the demo's products have: none on the strict-public platform, which has
 * neither the price call (cost and purchase rows) nor the order list (the latest sold line).
 */
const COST_SOURCES = STRICT_PUBLIC ? [null] : ['cost_price', 'purchase_price', 'last_sale', null];
type CostKey = 'cost_price' | 'cost_source';

const priceListOf = async (test: TestService, token: string, query = '') => {
  const answer = await test.get(`/api/price-list${query}`, token);
  expect(answer.status, answer.text).toBe(200);
  return priceListResponseSchema.parse(answer.json);
};

describe('GET /api/price-list reads the platform at the floor', () => {
  let test: TestService;
  let demo: DemoPlatform;

  beforeAll(async () => {
    test = await startTestService({
      demo: { productsPerAccount: PRODUCTS, historyDays: 10 },
      // With the read model on, no catch-up within the test: the calls counted are the reads'.
      readModel: { syncIntervalMs: 60_000 },
    });
    const platform = test.service.demoPlatform;
    if (!platform) throw new Error('the test service runs without its demo platform');
    demo = platform;
  });
  afterAll(() => test.close());

  /** Calls per function made by one request. */
  async function callsOf(request: () => Promise<unknown>): Promise<Record<string, number>> {
    const before = demo.calls().calls;
    await request();
    const after = demo.calls().calls;
    const made: Record<string, number> = {};
    for (const [name, count] of Object.entries(after)) made[name] = count - (before[name] ?? 0);
    return made;
  }

  it('costs its product pages and nothing else once reference data is cached', async () => {
    const token = await test.login('manager');
    let rows = 0;
    const first = await callsOf(async () => {
      rows = (await priceListOf(test, token)).total;
    });
    const floor = Math.ceil(rows / UPSTREAM_LIST_LIMIT);
    expect(rows).toBeGreaterThan(2 * UPSTREAM_LIST_LIMIT);
    // Pages overlap by one row (the drain's consistency check): at most one page over the floor.
    expect(first[SEARCH]).toBeGreaterThanOrEqual(floor);
    expect(first[SEARCH]).toBeLessThanOrEqual(floor + 1);
    expect(first[PRICES] ?? 0).toBe(0);
    // The account's first list also reads the tax rates and turnover groups: each read once,
    // the assumed group call after a one-row probe of whether the platform offers it.
    for (const call of REFERENCE) expect(first[call] ?? 0).toBeLessThanOrEqual(2);

    const again = await callsOf(() => priceListOf(test, token));
    // Without the model every list reads the catalog again; with it, the held list is answered.
    expect(again[SEARCH] ?? 0).toBe(READ_MODEL_ON ? 0 : first[SEARCH]);
    const others = Object.entries(again).filter(([name, count]) => name !== SEARCH && count > 0);
    expect(others).toEqual([]);
  });

  it('for a user locked to a location, no other calls: the catalog is not kept by shop', async () => {
    // Rights of its own (a partition of its own, with the read model): the catalog read anew.
    const token = await test.login('staff');
    const made = await callsOf(() => priceListOf(test, token));
    expect(made[SEARCH]).toBeGreaterThan(0);
    const others = Object.entries(made).filter(
      ([name, count]) => name !== SEARCH && !REFERENCE.includes(name) && count > 0,
    );
    expect(others).toEqual([]);
  });

  it('with a search, only the matching products’ pages', async () => {
    const token = await test.login('manager');
    await priceListOf(test, token);
    let rows = 0;
    const made = await callsOf(async () => {
      rows = (await priceListOf(test, token, '?q=zwart')).total;
    });
    expect(rows).toBeGreaterThan(0);
    expect(made[SEARCH]).toBe(Math.ceil(rows / UPSTREAM_LIST_LIMIT));
    expect(made[PRICES] ?? 0).toBe(0);
  });

  it('shows the latest stock snapshot’s cost prices, the stock value’s, at no call', async () => {
    const token = await test.login('manager');
    const before = await priceListOf(test, token);
    expect(before.cost_snapshot).toBeNull();
    expect(before.data.filter((row) => row.cost_price ?? row.cost_source)).toEqual([]);
    const yesterday = addDays(todayLocal(), -1);
    const asked = await test.get(`/api/stock-value?date=${yesterday}&lines=all`, token);
    if (!READ_MODEL_ON) {
      // No read model, no snapshots: the stock value says so, the list is answered as before.
      expect(expectError(asked, 503).code).toBe('stock_snapshots_unavailable');
      expect((await priceListOf(test, token)).cost_snapshot).toBeNull();
      return;
    }
    const value = stockValueSchema.parse(asked.json);
    let list = before;
    const made = await callsOf(async () => {
      list = await priceListOf(test, token);
    });
    expect(Object.entries(made).filter(([, count]) => count > 0)).toEqual([]);
    expect(list.cost_snapshot).toEqual({ date: yesterday, taken_at: value.snapshot?.taken_at });
    const lines = new Map((value.lines ?? []).map((line) => [line.product_id, line]));
    const costsOf = (id: number, cost: Pick<StockValueLine, CostKey> | undefined) => ({
      id,
      cost_price: cost?.cost_price ?? null,
      cost_source: cost?.cost_source ?? null,
    });
    expect(list.data.map((row) => costsOf(row.product_id, row))).toEqual(
      list.data.map((row) => costsOf(row.product_id, lines.get(row.product_id))),
    );
    const sources = new Set(list.data.map((row) => row.cost_source));
    expect(sources).toEqual(new Set(COST_SOURCES));
    // Stock × cost price of the list's products in stock is the stock value at cost, to the cent.
    const inStock = list.data.filter((row) => !row.stock_unlimited && (row.stock ?? 0) > 0);
    const atCost = inStock.map((row) =>
      multiply(parseOptionalAmount(row.cost_price) ?? ZERO, row.stock ?? 0),
    );
    expect(toJsonNumber(sum(atCost))).toBe(value.value_at_cost);

    // Its file (Excel NL) says the same, with the snapshot's day.
    const csv = await test.get('/api/price-list?format=csv&lang=nl', token);
    const [header, ...rows] = parseCsv(csv.text.replace(/^\uFEFF/, ''), ';');
    expect(header?.slice(-3)).toEqual(['Kostprijs', 'Kostprijs uit', 'Kostprijs van momentopname']);
    const day = yesterday.split('-').reverse().join('-');
    // A cost per unit to its 4 decimals, 2 at least, with a decimal comma.
    const costCell = (cost: number) =>
      cost
        .toFixed(4)
        .replace(/0{1,2}$/, '')
        .replace('.', ',');
    expect(rows.map((cells) => cells.slice(-3))).toEqual(
      list.data.map((row) =>
        row.cost_price === null || row.cost_source === null
          ? ['', '', '']
          : [costCell(row.cost_price), COST_SOURCE_WORDS[row.cost_source].nl, day],
      ),
    );
  });

  it('as CSV, the same calls as JSON', async () => {
    const token = await test.login('manager');
    await priceListOf(test, token);
    const json = await callsOf(() => priceListOf(test, token));
    const csv = await callsOf(async () => {
      const answer = await test.get('/api/price-list?format=csv', token);
      expect(answer.status).toBe(200);
    });
    expect(csv).toEqual(json);
  });
});

describe('GET /api/price-list while products disappear between page reads', () => {
  let demo: DemoPlatform;
  let catalog: ShiftingCatalog;
  /** Reads the list as the platform has it, without the read model. */
  let reader: TestService;
  const services: TestService[] = [];

  /**
   * A new service on the shifting catalog: its first price list is read from the platform
   * with the read model on too (which would answer a later one from the model), so the read
   * under test is always the drain that meets the shifting pages.
   */
  async function freshService(): Promise<TestService> {
    const service = await startTestService({ upstream: catalog.baseUrlTemplate });
    services.push(service);
    return service;
  }

  beforeAll(async () => {
    demo = await startDemoPlatform({
      port: 0,
      endDate: DEMO_END_DATE,
      strictPublic: STRICT_PUBLIC,
      sizing: { productsPerAccount: PRODUCTS, ordersPerDay: 3, historyDays: 10 },
    });
    catalog = await startShiftingCatalog(demo);
    reader = await startTestService({
      upstream: catalog.baseUrlTemplate,
      readModel: { enabled: false },
    });
  });
  afterAll(async () => {
    for (const service of [reader, ...services]) await service.close();
    await catalog.close();
    await demo.close();
  });

  it('reads the list again and answers it as it is now: nothing skipped, nothing twice', async () => {
    const before = (await priceListOf(reader, await reader.login('manager'))).data;
    expect(before.length).toBeGreaterThan(2 * UPSTREAM_LIST_LIMIT);
    const test = await freshService();
    const token = await test.login('manager');
    // Two products of the first page are deactivated right after that page is read, so the
    // later pages of the same read come back shifted by two rows.
    const gone = [before[10], before[500]].map((row) => row?.product_id);
    catalog.dropAt([10, 500]);
    const readsBefore = catalog.firstPageReads();

    const after = (await priceListOf(test, token)).data;
    expect(catalog.firstPageReads() - readsBefore).toBe(2);
    expect(after).toEqual(before.filter((row) => !gone.includes(row.product_id)));
    const ids = after.map((row) => row.product_id);
    expect(new Set(ids).size).toBe(ids.length);
  });

  it('answers a 502 that says so when every read finds the list changed again', async () => {
    const test = await freshService();
    const token = await test.login('manager');
    const readsBefore = catalog.firstPageReads();
    // Each of the drain's three reads loses a row right after its first page.
    catalog.dropAt([20], [21], [22]);
    const answer = await test.get('/api/price-list', token);
    expectUpstreamFailure(answer, /kept changing while it was being read/);
    expect(catalog.firstPageReads() - readsBefore).toBe(3);
    // Once the list holds still again it is answered whole (read from the platform again with
    // the read model on too: the failed read kept nothing).
    const settled = (await priceListOf(test, token)).data;
    const ids = settled.map((row) => row.product_id);
    expect(new Set(ids).size).toBe(ids.length);
  });
});
