/**
 * GET /api/financial-report/orders on the demo data: for every figure of the report that sums
 * orders (each cell, row and column total of the turnover matrix, each revenue group row, each
 * VAT rate row and total of direct_paid and not_paid_now, each payment method and their
 * total), over both daylight-saving days, a week, a month and a location: the drill-down's
 * totals equal the report's figure to the cent, the exact sum of the contributions rounds to
 * the totals, and the parts add up per order (the cells of an order make its matrix total, its
 * rates its VAT total, its methods its payments). The orders split into directly paid and not
 * paid now as the raw upstream rows say (raw-report.ts, an independent oracle).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  FIGURE_KINDS,
  reportOrdersResponseSchema,
  type FigureAmounts,
  type Measure,
  type ReportOrdersResponse,
} from '../../../shared/api/financial-report-orders.js';
import {
  financialReportSchema,
  type FinancialReport,
} from '../../../shared/api/financial-report.js';
import { add, parseAmount, round, ZERO, type Amount } from '../../../shared/money.js';
import { expectError } from '../expect-error.js';
import { startTestService, type TestService } from '../harness.js';
import { expectedReport, rawRange, rawUpstream, within, type RawRange } from './raw-report.js';

/** Local days with their UTC bounds, written out by hand (CET +01:00, CEST +02:00). */
const PERIODS = [
  {
    from: '2026-03-29',
    to: '2026-03-29',
    start: '2026-03-28T23:00:00Z',
    end: '2026-03-29T22:00:00Z',
  },
  {
    from: '2026-10-25',
    to: '2026-10-25',
    start: '2026-10-24T22:00:00Z',
    end: '2026-10-25T23:00:00Z',
  },
  {
    from: '2026-10-05',
    to: '2026-10-11',
    start: '2026-10-04T22:00:00Z',
    end: '2026-10-11T22:00:00Z',
  },
  {
    from: '2026-10-01',
    to: '2026-10-31',
    start: '2026-09-30T22:00:00Z',
    end: '2026-10-31T23:00:00Z',
  },
] as const;
const WEEK = PERIODS[2];

let api: TestService;
let token: string;
let staff: string;
let other: string;
let data: RawRange;

/** One figure of the report: how the drill-down names it, and its value in the report. */
interface Figure {
  query: string;
  value: FigureAmounts;
}

const idOrNone = (id: number | null) => (id === null ? 'none' : String(id));

/** Every figure of the report that sums orders, read off the report JSON. */
function figuresOf(report: FinancialReport): Figure[] {
  const figures: Figure[] = [];
  const matrix = report.turnover_by_group;
  for (const row of matrix.rows) {
    const group = `product_group_id=${idOrNone(row.product_group_id)}`;
    for (const cell of row.shops) {
      const { turnover, turnover_wt } = cell;
      figures.push({
        query: `figure=turnover_cell&${group}&shop_id=${cell.shop_id}`,
        value: { turnover, turnover_wt },
      });
    }
    const value = { turnover: row.total, turnover_wt: row.total_wt };
    figures.push({ query: `figure=turnover_group&${group}`, value });
  }
  for (const shop of matrix.shop_totals) {
    const { turnover, turnover_wt } = shop;
    figures.push({
      query: `figure=turnover_shop&shop_id=${shop.shop_id}`,
      value: { turnover, turnover_wt },
    });
  }
  figures.push({ query: 'figure=turnover_total', value: matrix.total });
  figures.push({
    query: 'figure=turnover_without_cost',
    value: {
      turnover: report.revenue.turnover_without_cost_price,
      turnover_wt: report.revenue.turnover_without_cost_price_wt,
    },
  });
  for (const row of report.revenue.rows) {
    const { sales, sales_wt, returns, returns_wt, turnover, turnover_wt } = row;
    figures.push({
      query: `figure=revenue_group&product_group_id=${idOrNone(row.product_group_id)}`,
      value: { sales, sales_wt, returns, returns_wt, turnover, turnover_wt },
    });
  }
  for (const [section, part] of [
    ['direct_paid', report.direct_paid],
    ['not_paid_now', report.not_paid_now],
    ['refunds', report.refunds],
  ] as const) {
    for (const { tax_rate_id, net, vat, gross } of part.rates) {
      figures.push({
        query: `figure=${section}_rate&tax_rate_id=${idOrNone(tax_rate_id)}`,
        value: { net, vat, gross },
      });
    }
    figures.push({ query: `figure=${section}_total`, value: part.total });
  }
  for (const method of report.settlements.payment_methods) {
    figures.push({
      query: `figure=settlement_method&type_alias=${encodeURIComponent(method.type_alias)}`,
      value: { amount: method.amount },
    });
  }
  figures.push({ query: 'figure=settlements_total', value: { amount: report.settlements.total } });
  for (const method of report.direct_paid.payment_methods) {
    figures.push({
      query: `figure=payment_method&type_alias=${encodeURIComponent(method.type_alias)}`,
      value: { amount: method.amount },
    });
  }
  figures.push({
    query: 'figure=payments_total',
    value: { amount: report.direct_paid.balance_check.payments_total },
  });
  return figures;
}

async function drill(query: string, as = token): Promise<ReportOrdersResponse> {
  const answer = await api.get(`/api/financial-report/orders?${query}`, as);
  expect(answer.status, `${query}: ${answer.text}`).toBe(200);
  return reportOrdersResponseSchema.parse(answer.json);
}

async function reportOf(query: string, as = token): Promise<FinancialReport> {
  const answer = await api.get(`/api/financial-report?${query}`, as);
  expect(answer.status, answer.text).toBe(200);
  return financialReportSchema.parse(answer.json);
}

const exact = (value: number | undefined): Amount => parseAmount(value ?? 0);

/** The totals equal the figure, and the contributions' exact sum rounds to the totals. */
function expectEqualToFigure(answer: ReportOrdersResponse, figure: Figure) {
  expect(answer.totals, figure.query).toEqual(figure.value);
  expect(Object.keys(answer.totals).sort()).toEqual([...answer.measures].sort());
  for (const measure of answer.measures) {
    let sum = ZERO;
    for (const order of answer.data) sum = add(sum, exact(order.contribution[measure]));
    expect(round(sum), `${figure.query} ${measure}`).toBe(exact(answer.totals[measure]));
  }
  const times = answer.data.map((order) => Date.parse(order.date_purchased));
  expect(times).toEqual([...times].sort((a, b) => a - b));
  expect(answer.count).toBe(answer.data.length);
}

/** Per order id, the exact sum of one measure over several drill-downs. */
function perOrder(answers: readonly ReportOrdersResponse[], measure: Measure): Map<number, Amount> {
  const sums = new Map<number, Amount>();
  for (const answer of answers) {
    for (const order of answer.data) {
      sums.set(order.id, add(sums.get(order.id) ?? ZERO, exact(order.contribution[measure])));
    }
  }
  return sums;
}

/** The parts' per-order sums equal the whole's per-order contributions (zeros left out). */
function expectPartsMakeWhole(
  parts: readonly ReportOrdersResponse[],
  whole: ReportOrdersResponse,
  measures: readonly Measure[],
) {
  for (const measure of measures) {
    const nonZero = (sums: Map<number, Amount>) =>
      new Map([...sums].filter(([, amount]) => amount !== ZERO));
    expect(nonZero(perOrder(parts, measure)), `${whole.figure.kind} ${measure}`).toEqual(
      nonZero(perOrder([whole], measure)),
    );
  }
}

beforeAll(async () => {
  // 4 orders a day, not the harness's 12: every figure of a period is drilled down, each
  // drill-down reads the period's orders again, and the oracle is the raw rows, so a third of
  // the orders is a third of the work; the first test checks every kind of figure is there.
  api = await startTestService({ demo: { ordersPerDay: 4 } });
  [token, staff, other] = await Promise.all([
    api.login('manager'),
    api.login('staff'),
    api.login('otherAccount'),
  ]);
  // The raw rows of the spring day and of October, each read on its own: the months between
  // them hold no period, and their orders' payments (one call per order) were most of the
  // set-up. Each read holds the refunded orders up to the refund lag before it, as one read of
  // the whole span did for each period.
  const raw = await rawUpstream(api);
  const [spring, october] = [PERIODS[0], PERIODS[3]];
  const [springRows, octoberRows] = await Promise.all([
    rawRange(raw, spring.start, spring.end),
    rawRange(raw, october.start, october.end),
  ]);
  data = {
    ...octoberRows,
    orders: [...springRows.orders, ...octoberRows.orders],
    payments: [...springRows.payments, ...octoberRows.payments],
  };
}, 60_000);

afterAll(async () => {
  await api.close();
});

describe.each(PERIODS)('every figure of $from .. $to', (period) => {
  const range = `from=${period.from}&to=${period.to}`;

  it('drills down to orders whose total equals the figure to the cent', async () => {
    const report = await reportOf(range);
    const figures = figuresOf(report);
    // Every kind is there (a single day may have no order on account, refund or settlement).
    const kinds = new Set(figures.map((figure) => /figure=(\w+)/.exec(figure.query)?.[1]));
    // A product's turnover is a figure of GET /api/product-sales, not of the report: its own
    // test (product-sales.test.ts) holds it to the product's row.
    const absent = FIGURE_KINDS.filter((kind) => !kinds.has(kind) && kind !== 'turnover_product');
    const perRow = ['not_paid_now_rate', 'refunds_rate', 'settlement_method'];
    expect(absent).toEqual(period.from === period.to ? absent : []);
    expect(absent.filter((kind) => !perRow.includes(kind))).toEqual([]);
    const answers = new Map<string, ReportOrdersResponse>();
    for (const figure of figures) {
      const answer = await drill(`${range}&${figure.query}`);
      expectEqualToFigure(answer, figure);
      answers.set(figure.query, answer);
    }
    const of = (prefix: string) =>
      [...answers].filter(([query]) => query.startsWith(prefix)).map(([, answer]) => answer);
    const one = (query: string) => answers.get(query) ?? expect.fail(`no ${query}`);
    const turnover = ['turnover', 'turnover_wt'] as const;
    const vat = ['net', 'vat', 'gross'] as const;
    const total = one('figure=turnover_total');
    expectPartsMakeWhole(of('figure=turnover_cell&'), total, turnover);
    expectPartsMakeWhole(of('figure=turnover_group&'), total, turnover);
    expectPartsMakeWhole(of('figure=turnover_shop&'), total, turnover);
    expectPartsMakeWhole(of('figure=revenue_group&'), total, turnover);
    expectPartsMakeWhole(of('figure=direct_paid_rate&'), one('figure=direct_paid_total'), vat);
    expectPartsMakeWhole(of('figure=not_paid_now_rate&'), one('figure=not_paid_now_total'), vat);
    expectPartsMakeWhole(of('figure=payment_method&'), one('figure=payments_total'), ['amount']);
    // Directly paid and not paid now split the report's orders as the raw rows say.
    const wanted = expectedReport(within(data, period.start, period.end), period.from, period.to);
    const ids = (answer: ReportOrdersResponse) => answer.data.map((order) => order.id).sort();
    const direct = ids(one('figure=direct_paid_total'));
    expect(direct.length).toBeGreaterThan(0);
    expect(direct).toEqual([...wanted.directPaid.orderIds].sort());
    expect([...direct, ...ids(one('figure=not_paid_now_total'))].sort()).toEqual(
      wanted.orders.map((order) => order.id).sort(),
    );
  }, 180_000);
});

describe('the order rows', () => {
  it("carry the order's own fields, its shop's name and a back-office link", async () => {
    const range = `from=${WEEK.from}&to=${WEEK.to}`;
    const answer = await drill(`${range}&figure=direct_paid_total`);
    const raw = new Map(data.orders.map((order) => [order.id, order]));
    const shops = new Map(data.shops.map((shop) => [shop.id, shop.name]));
    for (const order of answer.data) {
      expect(order.order_number).toBe(raw.get(order.id)?.number);
      expect(order.shop_name).toBe(shops.get(order.shop_id));
      expect(order.backoffice_url).toContain(String(order.id));
      expect(order.date_purchased).toMatch(/^2026-10-(0[5-9]|1[01])T.*\+02:00$/);
    }
    expect(answer.figure).toEqual({ kind: 'direct_paid_total' });
    expect(answer.measures).toEqual(['net', 'vat', 'gross']);
  });
});

describe('a key that matches nothing', () => {
  it.each([
    'figure=turnover_cell&product_group_id=999999&shop_id=999999',
    'figure=turnover_shop&shop_id=999999',
    'figure=revenue_group&product_group_id=999999',
    'figure=direct_paid_rate&tax_rate_id=999999',
    'figure=payment_method&type_alias=NoSuchMethod',
  ])('?%s is an empty list with totals 0', async (query) => {
    const answer = await drill(`from=${WEEK.from}&to=${WEEK.to}&${query}`);
    expect(answer.data).toEqual([]);
    expect(answer.count).toBe(0);
    for (const measure of answer.measures) expect(answer.totals[measure]).toBe(0);
  });

  it('a day without orders is empty for every total', async () => {
    const answer = await drill('from=2031-01-01&figure=turnover_total');
    expect(answer).toMatchObject({ data: [], totals: { turnover: 0, turnover_wt: 0 } });
  });
});

describe('a location, and the rights of the report', () => {
  it('limited to a location, every figure still equals its drill-down', async () => {
    const location = data.shops.find((shop) => shop.location_id !== null)?.location_id;
    const range = `from=${WEEK.from}&to=${WEEK.to}&location_id=${location}`;
    const report = await reportOf(range);
    expect(report.location_id).toBe(location);
    const inLocation = data.shops.filter((shop) => shop.location_id === location);
    for (const figure of figuresOf(report)) {
      const answer = await drill(`${range}&${figure.query}`);
      expectEqualToFigure(answer, figure);
      expect(answer.location_id).toBe(location);
      for (const order of answer.data) {
        expect(inLocation.map((shop) => shop.id)).toContain(order.shop_id);
      }
    }
  }, 120_000);

  it('a locked user drills down into their own location only, as their report', async () => {
    const range = `from=${WEEK.from}&to=${WEEK.to}`;
    const own = await reportOf(range, staff);
    expect(own.location_id).not.toBeNull();
    for (const figure of figuresOf(own).filter((f) => !f.query.includes('_cell&'))) {
      const answer = await drill(`${range}&${figure.query}`, staff);
      expectEqualToFigure(answer, figure);
      expect(answer.location_id).toBe(own.location_id);
    }
    const another = data.shops.find(
      (shop) => shop.location_id !== null && shop.location_id !== own.location_id,
    );
    const forbidden = await api.get(
      `/api/financial-report/orders?${range}&location_id=${another?.location_id}&figure=turnover_total`,
      staff,
    );
    expect(forbidden.status, forbidden.text).toBe(403);
    // Another location's shop (or the webshop) as the figure's shop: 403 as on every other
    // endpoint that takes a shop_id, not an empty list that reads as "no turnover".
    for (const figure of ['turnover_shop', 'turnover_cell&product_group_id=none']) {
      for (const shop of data.shops.filter((s) => s.location_id !== own.location_id)) {
        const answer = await api.get(
          `/api/financial-report/orders?${range}&figure=${figure}&shop_id=${shop.id}`,
          staff,
        );
        expectError(answer, 403, `shop ${shop.id} belongs to another location than yours`);
      }
    }
  }, 120_000);

  it("another account's user sees its own orders, never these", async () => {
    const range = `from=${WEEK.from}&to=${WEEK.to}`;
    const mine = await drill(`${range}&figure=direct_paid_total`);
    const theirs = await drill(`${range}&figure=direct_paid_total`, other);
    const myIds = new Set(mine.data.map((order) => order.id));
    for (const order of theirs.data) expect(myIds.has(order.id)).toBe(false);
  });
});

describe('a bad figure is a 400 naming it', () => {
  const range = `from=${WEEK.from}&to=${WEEK.to}`;
  it.each([
    ['', /query parameter 'figure' is required/],
    ['&figure=margin', /query parameter 'figure' must be one of turnover_cell, /],
    [
      '&figure=turnover_cell&shop_id=2001',
      /'product_group_id' is required for figure turnover_cell/,
    ],
    [
      '&figure=turnover_cell&product_group_id=none',
      /'shop_id' is required for figure turnover_cell/,
    ],
    [
      '&figure=turnover_total&shop_id=2001',
      /'shop_id' is not a key of figure turnover_total \(it takes no key\)/,
    ],
    [
      '&figure=direct_paid_rate&tax_rate_id=1&type_alias=Cash',
      /'type_alias' is not a key of figure direct_paid_rate \(it takes tax_rate_id\)/,
    ],
    ['&figure=direct_paid_rate&tax_rate_id=abc', /query parameter 'tax_rate_id'/],
    ['&figure=turnover_group&product_group_id=-3', /query parameter 'product_group_id'/],
    ['&figure=turnover_group&product_group_id=null', /query parameter 'product_group_id'/],
    ['&figure=payment_method&type_alias=', /query parameter 'type_alias' must not be empty/],
    ['&figure=turnover_total&figure=payments_total', /'figure' was given more than once/],
    ['&figure=turnover_total&format=csv', /unknown query parameter 'format'/],
  ])('?%s', async (query, message) => {
    const answer = await api.get(`/api/financial-report/orders?${range}${query}`, token);
    expectError(answer, 400, message);
  });

  it('a location id as the shop is a 400, as the id spaces of the specification say', async () => {
    const location = data.shops.find((shop) => shop.location_id !== null)?.location_id;
    for (const figure of ['turnover_shop', 'turnover_cell&product_group_id=none']) {
      const answer = await api.get(
        `/api/financial-report/orders?${range}&figure=${figure}&shop_id=${location}`,
        token,
      );
      expectError(answer, 400, `shop_id ${location} is a location id, not a shop id`);
    }
  });

  it("the report's own bad input is a 400 too", async () => {
    const answer = await api.get(
      '/api/financial-report/orders?from=2026-10-05&to=2026-10-04&figure=turnover_total',
      token,
    );
    expectError(answer, 400, /'from' \(2026-10-05\) is after 'to' \(2026-10-04\)/);
  });

  it('without a token it is a 401', async () => {
    const answer = await api.get(
      '/api/financial-report/orders?from=2026-10-05&figure=turnover_total',
    );
    expectError(answer, 401);
  });
});
