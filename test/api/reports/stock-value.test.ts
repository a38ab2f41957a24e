/**
 * GET /api/stock-value on the demo with a year of daily stock snapshots, taken through the test
 * hook from the demo's own stock history (ServiceOptions.pastStockSnapshots): the value on a
 * day is Σ stock × cost price of that day's history to the cent, per turnover group and in
 * total, the prices read from the platform's own price rows; a day between snapshots names the
 * earlier one; a day before the first is an estimate, the first snapshot's stock plus the
 * units sold less those returned since (GET /api/product-sales), at cost; its files (CSV,
 * .xlsx, PDF) tie to the answer to the cent; and the errors.
 * Before those, the snapshots the service takes by itself (snapshot-timer.ts): yesterday's
 * after the login, and the next day's just after midnight on the service's clock, each
 * before any request asks for it. The model is on whatever the mode (the snapshots live in
 * it): run once (modes.ts).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PRICE_TYPE } from '../../../shared/api/catalog.js';
import { locationsResponseSchema } from '../../../shared/api/reference.js';
import { productSalesResponseSchema } from '../../../shared/api/product-sales.js';
import {
  stockValueSchema,
  type StockValue,
  type StockValueLine,
} from '../../../shared/api/stock-value.js';
import {
  addDays,
  eachDay,
  localMidnight,
  parseLocalDate,
  todayLocal,
  type LocalDate,
} from '../../../shared/dates.js';
import { msUntilNextDay } from '../../../electron/service/domain/stock-value/day-timer.js';
import { where } from '../../../electron/upstream/filters.js';
import {
  add,
  multiply,
  parseAmount,
  toJsonNumber,
  ZERO,
  type Amount,
} from '../../../shared/money.js';
import { formatMoney } from '../../../shared/display-text.js';
import { expectError } from '../expect-error.js';
import { readPdf } from '../pdf-reader.js';
import { sheetRows, getXlsx } from '../xlsx-reader.js';
import { getCsvTables } from '../zip-reader.js';
import { instantOf, loginToDemoPlatform, startTestService, type TestService } from '../harness.js';
import { testClock } from '../test-clock.js';
import { snapshotLog } from './snapshot-log.js';

const day = (text: string): LocalDate => {
  const date = parseLocalDate(text);
  if (!date) throw new Error(`not a date: ${text}`);
  return date;
};
const FIRST = day('2025-11-01');
/** The days the hook leaves out, so that a date among them falls between two snapshots. */
const GAP = eachDay(day('2026-10-10'), day('2026-10-14'));
const PAST = eachDay(FIRST, day('2026-11-25')).filter((date) => !GAP.includes(date));

interface Prices {
  cost: Map<number, Amount>;
  sale: Map<number, Amount>;
  group: Map<number, number | null>;
}

let api: TestService;
let token: string;
let prices: Prices;
const clock = testClock();

/** What the service logs of the snapshots it takes by itself. */
const snapshots = snapshotLog();
/**
 * The login's snapshot comes after a year of past ones the test hook writes (what the first
 * request wrote before): on a busy machine, minutes; a bound that only catches a hang.
 */
const FIRST_TAKE_LIMIT_MS = 150_000;

/** Each product's base row of a price type, the lowest id's (as the service takes it). */
function baseRows(
  rows: {
    id: number;
    product_id: number;
    product_price_type_id: number;
    from_qty: number | null;
    ppu: number;
  }[],
  type: number,
) {
  const kept = new Map<number, { id: number; ppu: number }>();
  for (const row of rows) {
    if (row.product_price_type_id !== type || (row.from_qty ?? 1) > 1) continue;
    const known = kept.get(row.product_id);
    if (!known || row.id < known.id) kept.set(row.product_id, row);
  }
  return new Map([...kept].map(([id, row]) => [id, parseAmount(row.ppu)]));
}

async function readPrices(): Promise<Prices> {
  const raw = await loginToDemoPlatform(api, 'manager');
  const [rows, products] = await Promise.all([
    raw.drain('listProductPrices'),
    raw.drain('searchProducts'),
  ]);
  const cost = baseRows(rows, PRICE_TYPE.cost);
  for (const [id, purchase] of baseRows(rows, PRICE_TYPE.purchase)) {
    if (!cost.has(id)) cost.set(id, purchase);
  }
  return {
    cost,
    sale: baseRows(rows, PRICE_TYPE.regular),
    group: new Map(
      products.map((row) => [row.product_id, row.flat_product.product.product_group_id]),
    ),
  };
}

/** Σ stock × price of the products in stock, exact, per group and in total. */
function expectedValue(levels: ReadonlyMap<number, number>) {
  const groups = new Map<number | null, { cost: Amount; sale: Amount }>();
  const total = { cost: ZERO, sale: ZERO };
  for (const [productId, stock] of levels) {
    const group = prices.group.get(productId) ?? null;
    const sums = groups.get(group) ?? { cost: ZERO, sale: ZERO };
    groups.set(group, sums);
    if (stock <= 0) continue;
    const cost = prices.cost.get(productId);
    const sale = prices.sale.get(productId);
    for (const target of [sums, total]) {
      if (cost) target.cost = add(target.cost, multiply(cost, stock));
      if (sale) target.sale = add(target.sale, multiply(sale, stock));
    }
  }
  return { total, groups };
}

function expectValue(answer: StockValue, levels: ReadonlyMap<number, number>): void {
  const expected = expectedValue(levels);
  expect(answer.value_at_cost).toBe(toJsonNumber(expected.total.cost));
  expect(answer.value_at_sale_price).toBe(toJsonNumber(expected.total.sale));
  expect(answer.products).toBe(levels.size);
  expect(answer.groups.map((group) => group.id).sort()).toEqual([...expected.groups.keys()].sort());
  for (const group of answer.groups) {
    const sums = expected.groups.get(group.id);
    expect(group.value_at_cost, `group ${group.id}`).toBe(toJsonNumber(sums?.cost ?? ZERO));
    expect(group.value_at_sale_price).toBe(toJsonNumber(sums?.sale ?? ZERO));
  }
  const negative = [...levels].filter(([, stock]) => stock < 0).map(([id]) => id);
  expect(answer.negative_stock.map((product) => product.product_id)).toEqual(
    negative.sort((a, b) => a - b),
  );
  const uncosted = [...levels].filter(([id, stock]) => stock > 0 && !prices.cost.has(id));
  expect(answer.without_cost.map((product) => product.product_id)).toEqual(
    uncosted.map(([id]) => id).sort((a, b) => a - b),
  );
}

const history = (date: LocalDate) =>
  new Map(
    (api.service.demoPlatform?.stockOn('demo', date) ?? []).map((level) => [
      level.product_id,
      level.stock,
    ]),
  );

async function stockValue(query: string, as = token): Promise<StockValue> {
  const answer = await api.get(`/api/stock-value?${query}`, as);
  expect(answer.status, answer.text).toBe(200);
  return stockValueSchema.parse(answer.json);
}

/** The lines of an answer asked for them (`lines=all`, `group_id`). */
function linesOf(answer: StockValue): StockValueLine[] {
  if (!answer.lines) throw new Error('the answer has no lines');
  return answer.lines;
}

/**
 * The products without a cost or purchase row that the service valued at their latest sold
 * line's cost (the third source): taken as the answer has them, each checked against the
 * platform's own order lines in 'a product without cost rows is valued at its last sale'.
 */
async function addLastSaleCosts(): Promise<StockValueLine[]> {
  const valued = linesOf(await stockValue('date=2026-10-31&lines=all')).filter(
    (line) => line.cost_source === 'last_sale',
  );
  for (const line of valued) {
    if (line.cost_price !== null) prices.cost.set(line.product_id, parseAmount(line.cost_price));
  }
  return valued;
}

/** The cost of a product's latest sold line, read back a month at a time from today. */
async function latestSoldLineCost(productId: number): Promise<Amount | null> {
  const raw = await loginToDemoPlatform(api, 'manager');
  const today = todayLocal(Date.now());
  for (let back = 0; back < 12; back++) {
    const from = addDays(today, -30 * (back + 1));
    const to = addDays(today, -30 * back);
    const orders = await raw.drain('listOrders', {
      filters: [
        where('date_purchased', '>=', `${from} 00:00:00+00:00`),
        where('date_purchased', '<', `${to} 23:59:59+00:00`),
      ],
    });
    const sold = orders
      .filter((order) => ['processing', 'complete', 'refunded'].includes(order.status))
      .sort((a, b) => instantOf(b.date_purchased) - instantOf(a.date_purchased) || b.id - a.id)
      .flatMap((order) => [...order.order_items].reverse())
      .find((item) => item.product_id === productId && item.quantity > 0 && item.cost_ppu);
    if (sold?.cost_ppu) return parseAmount(sold.cost_ppu);
  }
  return null;
}

let lastSaleLines: StockValueLine[];

beforeAll(async () => {
  api = await startTestService({
    readModel: { enabled: true },
    // No months read ahead, but the daily snapshot is, as a service with its warm-up on has it.
    warmUp: { enabled: false, stockSnapshots: true },
    pastStockSnapshots: PAST,
    clock,
    // How often the service looks whether a day began (day-timer.ts).
    monthPackTiming: { tickMs: 50 },
    logger: { level: 'info', stream: snapshots.stream },
  });
  token = await api.login('manager');
  prices = await readPrices();
  lastSaleLines = await addLastSaleCosts();
}, 120_000);

afterAll(() => api.close());

/** The snapshot an answer came from, which must have been taken before `asked`. */
function takenBefore(answer: StockValue, asked: number): number {
  const takenAt = Date.parse(answer.snapshot?.taken_at ?? '');
  expect(takenAt).toBeLessThan(asked);
  return takenAt;
}

describe('the daily snapshot, taken without a request', () => {
  it(
    "yesterday's is taken after the login, before anything asks for it",
    {
      timeout: FIRST_TAKE_LIMIT_MS + 10_000,
    },
    async () => {
      const yesterday = addDays(todayLocal(clock.now()), -1);
      await snapshots.taken(yesterday, FIRST_TAKE_LIMIT_MS);
      const asked = clock.now();
      const answer = await stockValue(`date=${yesterday}`);
      expect(answer.snapshot).toMatchObject({ date: yesterday, basis: 'own', days_between: 0 });
      takenBefore(answer, asked);
    },
  );

  it('the next is taken just after midnight, with the stock of the day that ended', async () => {
    const today = todayLocal(clock.now());
    // A second past the next Amsterdam midnight on the service's clock.
    clock.advance(msUntilNextDay(clock.now()) + 1_000);
    await snapshots.taken(today, 20_000);
    // The day's move outlived the token; a login now finds the snapshot taken.
    token = await api.login('manager');
    const asked = clock.now();
    const answer = await stockValue(`date=${today}`);
    expect(answer.snapshot).toMatchObject({ date: today, basis: 'own', days_between: 0 });
    expect(takenBefore(answer, asked)).toBeGreaterThan(localMidnight(addDays(today, 1)));
    expectValue(answer, history(today));
  });
});

describe('GET /api/stock-value', () => {
  it("31-10-2026 is that day's snapshot, Σ stock × cost price to the cent, per group", async () => {
    const answer = await stockValue('date=2026-10-31');
    expect(answer.snapshot).toMatchObject({ date: '2026-10-31', basis: 'own', days_between: 0 });
    expect(answer).toMatchObject({ estimate: false, first_snapshot: FIRST, location_id: null });
    expectValue(answer, history(day('2026-10-31')));
    expect(answer.without_cost.length).toBeGreaterThan(0);
    expect(answer.without_cost[0]?.sku).toMatch(/-\d{6}$/);
    // The lines only when asked (decision 0127).
    expect(answer).not.toHaveProperty('lines');
  });

  it("a group's lines, asked one group at a time, are its products and value to the cent", async () => {
    const date = day('2026-10-31');
    const answer = await stockValue(`date=${date}`);
    const levels = history(date);
    const seen: number[] = [];
    for (const group of answer.groups) {
      const lines = linesOf(await stockValue(`date=${date}&group_id=${group.id ?? 'none'}`));
      expect(lines.length, `group ${group.id}`).toBe(group.products);
      let atCost = ZERO;
      let atSale = ZERO;
      for (const line of lines) {
        expect(line.group_id).toBe(group.id);
        expect(line.stock).toBe(levels.get(line.product_id));
        if (line.stock <= 0) {
          expect([line.value_at_cost, line.value_at_sale_price]).toEqual([0, 0]);
          continue;
        }
        // Each line's exact value, of the price rows the totals' test reads from the platform.
        const cost = prices.cost.get(line.product_id);
        const sale = prices.sale.get(line.product_id);
        const lineCost = cost ? multiply(cost, line.stock) : ZERO;
        const lineSale = sale ? multiply(sale, line.stock) : ZERO;
        expect(line.value_at_cost, `product ${line.product_id}`).toBe(toJsonNumber(lineCost));
        expect(line.value_at_sale_price).toBe(toJsonNumber(lineSale));
        atCost = add(atCost, lineCost);
        atSale = add(atSale, lineSale);
      }
      expect(toJsonNumber(atCost), `group ${group.id}`).toBe(group.value_at_cost);
      expect(toJsonNumber(atSale)).toBe(group.value_at_sale_price);
      seen.push(...lines.map((line) => line.product_id));
    }
    expect(seen.sort((a, b) => a - b)).toEqual([...levels.keys()].sort((a, b) => a - b));
  });

  it('a product without cost rows is valued at its last sale, to the cent', async () => {
    const rows = await readPrices();
    expect(lastSaleLines.filter((line) => rows.cost.has(line.product_id))).toEqual([]);
    const line = lastSaleLines.find((each) => each.stock > 0);
    if (!line || line.cost_price === null) throw new Error('no product valued by its last sale');
    const cost = await latestSoldLineCost(line.product_id);
    expect(cost, line.sku ?? '').not.toBeNull();
    expect(line.cost_price).toBe(toJsonNumber(cost ?? ZERO, 4));
    expect(line.value_at_cost).toBe(toJsonNumber(multiply(cost ?? ZERO, line.stock)));
    const answer = await stockValue('date=2026-10-31');
    expect(answer.without_cost.map((each) => each.product_id)).not.toContain(line.product_id);
  });

  it('a day between snapshots names the earlier one it comes from', async () => {
    const answer = await stockValue('date=2026-10-12');
    expect(answer.snapshot).toMatchObject({
      date: '2026-10-09',
      basis: 'earlier',
      days_between: 3,
    });
    expect(answer.estimate).toBe(false);
    expectValue(answer, history(day('2026-10-09')));
  });

  it('a day before the first snapshot is an estimate: the first plus sold less returned', async () => {
    const date = day('2025-10-20');
    const answer = await stockValue(`date=${date}`);
    expect(answer.snapshot).toMatchObject({
      date: FIRST,
      basis: 'estimate_back',
      days_between: 12,
    });
    expect(answer.estimate).toBe(true);
    const sales = await api.get(
      `/api/product-sales?from=${addDays(date, 1)}&to=${FIRST}&limit=1000`,
      token,
    );
    const moved = productSalesResponseSchema.parse(sales.json).data;
    const levels = history(FIRST);
    let changed = 0;
    for (const row of moved) {
      const level = row.product_id === null ? undefined : levels.get(row.product_id);
      if (row.product_id === null || level === undefined) continue;
      const stock = level + row.quantity_sold - row.quantity_returned;
      if (stock !== level) changed++;
      levels.set(row.product_id, stock);
    }
    expect(changed).toBeGreaterThan(0);
    expectValue(answer, levels);
  });

  it("a location-locked user gets their location; the stock is the account's", async () => {
    const staff = await api.login('staff');
    const locations = locationsResponseSchema.parse(
      (await api.get('/api/locations', token)).json,
    ).data;
    const answer = await stockValue('date=2026-10-31&lines=all', staff);
    expect(answer.location_id).not.toBeNull();
    // The stock and its rows are the account's; a last sale is one of the orders they may see.
    const account = await stockValue('date=2026-10-31&lines=all');
    expect(answer.value_at_sale_price).toBe(account.value_at_sale_price);
    const byRows = (value: StockValue) =>
      linesOf(value).filter(
        (line) => line.cost_source !== 'last_sale' && line.cost_source !== null,
      );
    expect(byRows(answer)).toEqual(byRows(account));
    const other = locations.find((location) => location.id !== answer.location_id);
    if (!other) throw new Error('the demo has one location');
    expectError(
      await api.get(`/api/stock-value?date=2026-10-31&location_id=${other.id}`, staff),
      403,
    );
    // Its partition takes its own year of snapshots on its first ask.
  }, 60_000);

  it('its CSV, Excel NL CSV and .xlsx tie to the answer to the cent, the estimate said', async () => {
    const date = '2025-10-20';
    const answer = await stockValue(`date=${date}&lines=all`);
    const url = `${api.url}/api/stock-value?date=${date}`;
    const english = (await getCsvTables(`${url}&format=csv`, token, ',')).tables;
    expect([...english.keys()]).toEqual([
      '01 Stock value.csv',
      '02 Turnover groups.csv',
      '03 Products.csv',
      '04 Without cost price.csv',
      '05 Negative stock.csv',
    ]);
    const heading = english.get('01 Stock value.csv')?.[1] ?? [];
    expect(heading[3]).toContain('the first snapshot is of 01-11-2025');
    expect(heading.slice(5)).toEqual([
      answer.value_at_cost.toFixed(2),
      answer.value_at_sale_price.toFixed(2),
      String(answer.products),
    ]);
    const products = english.get('03 Products.csv')?.slice(1) ?? [];
    expect(products.map((row) => [Number(row[0]), row[7]])).toEqual(
      linesOf(answer).map((line) => [line.product_id, line.value_at_cost.toFixed(2)]),
    );
    expect(products.some((row) => row[6] === 'Latest sold line')).toBe(true);
    const dutch = (await getCsvTables(`${url}&format=csv&lang=nl`, token, ';')).tables;
    const kop = dutch.get('01 Voorraadwaarde.csv')?.[1] ?? [];
    expect(kop[3]).toContain('de eerste momentopname is van 01-11-2025');
    expect(kop[5]).toBe(answer.value_at_cost.toFixed(2).replace('.', ','));
    const groups = dutch.get('02 Omzetgroepen.csv') ?? [];
    expect(groups.at(-1)?.slice(1, 3)).toEqual([
      'Totaal',
      answer.value_at_cost.toFixed(2).replace('.', ','),
    ]);
    expect(dutch.get('04 Zonder kostprijs.csv')?.length).toBe(answer.without_cost.length + 1);
    const { workbook } = await getXlsx(`${url}&format=xlsx&lang=nl`, token);
    const [first, , lines] = workbook.worksheets;
    if (!first || !lines) throw new Error('sheets missing');
    const row = sheetRows(first).rows[0] ?? [];
    expect(row[3]).toContain('de eerste momentopname is van 01-11-2025');
    expect(row[5]).toBe(answer.value_at_cost);
    expect(sheetRows(lines).rows.map((cells) => cells[7])).toEqual(
      linesOf(answer).map((line) => line.value_at_cost),
    );
  });

  it('its PDF carries the totals and groups to the cent, and marks an estimate as one', async () => {
    const pdfOf = async (query: string) => {
      const response = await fetch(`${api.url}/api/stock-value?${query}&format=pdf`, {
        headers: { Authorization: `Bearer ${token}` },
      });
      const bytes = Buffer.from(await response.arrayBuffer());
      expect(response.status, bytes.toString('utf8').slice(0, 300)).toBe(200);
      expect(response.headers.get('content-type')).toBe('application/pdf');
      return { disposition: response.headers.get('content-disposition'), pdf: readPdf(bytes) };
    };
    const count = (value: number) => value.toLocaleString('nl-NL');
    const answer = await stockValue('date=2026-10-31');
    const own = await pdfOf('date=2026-10-31&lang=nl');
    expect(own.disposition).toBe('attachment; filename="stock-value-2026-10-31.pdf"');
    const rows = own.pdf.pages.flatMap((page) => page.rows);
    expect(rows[0]).toEqual(['Voorraadwaarde']);
    expect(own.pdf.text).toContain('Momentopname van 31-10-2026');
    expect(own.pdf.text).not.toContain('Schatting');
    expect(rows).toContainEqual([
      formatMoney(answer.value_at_cost),
      formatMoney(answer.value_at_sale_price),
      count(answer.products),
    ]);
    for (const group of answer.groups) {
      expect(rows).toContainEqual([
        group.name ?? 'Zonder omzetgroep',
        count(group.products),
        formatMoney(group.value_at_cost),
        formatMoney(group.value_at_sale_price),
      ]);
    }
    expect(rows).toContainEqual([
      'Totaal',
      count(answer.products),
      formatMoney(answer.value_at_cost),
      formatMoney(answer.value_at_sale_price),
    ]);
    // The named products, each with its sku; every product's own line is the files' alone.
    expect(rows).toContainEqual([`Op voorraad zonder kostprijs (${answer.without_cost.length})`]);
    for (const product of answer.without_cost) expect(own.pdf.text).toContain(product.sku ?? '');
    // Before the first snapshot: an estimate, in the title and in the words.
    const estimate = await stockValue('date=2025-10-20');
    const english = (await pdfOf('date=2025-10-20&lang=en')).pdf;
    expect(english.pages[0]?.rows[0]).toEqual(['Stock value (estimate)']);
    expect(english.text).toContain('Estimate: the first snapshot is of 01-11-2025');
    expect(english.text).toContain(formatMoney(estimate.value_at_cost));
    const dutch = (await pdfOf('date=2025-10-20&lang=nl')).pdf;
    expect(dutch.text).toContain('Schatting: de eerste momentopname is van 01-11-2025');
  });

  it('refuses a bad, a future or a missing date, an unknown location and parameter', async () => {
    const ask = (query: string) => api.get(`/api/stock-value?${query}`, token);
    expectError(await ask('date=2026-02-30'), 400, 'date');
    expectError(await ask(''), 400, 'date');
    expectError(await ask('date=2099-01-01'), 400, 'after today');
    expectError(await ask('date=2026-10-31&location_id=999'), 400, 'not a location');
    expectError(await ask('date=2026-10-31&shop=1'), 400);
    expectError(await ask('date=2026-10-31&group_id=shoes'), 400, 'group_id');
    expectError(await ask('date=2026-10-31&group_id=0'), 400, 'group_id');
    expectError(await ask('date=2026-10-31&group_id=999999'), 400, 'not one of the turnover');
    expectError(await ask('date=2026-10-31&lines=some'), 400, 'lines');
    expectError(await ask('date=2026-10-31&lines=all&group_id=none'), 400, 'give one');
    expectError(await ask('date=2026-10-31&lines=all&format=csv'), 400, 'JSON answer');
    expectError(await api.get('/api/stock-value?date=2026-10-31'), 401);
  });
});
