/**
 * GET /api/financial-report on the demo data: a day (both daylight-saving days), a month and
 * a range across both changes, each figure compared with sums made here in integer cents from
 * the raw upstream rows cut by literal UTC instants; the report's invariants
 * (docs/financial-report.md); an order at 00:30 local on the 1st; no float artefacts in any
 * answer.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  financialReportSchema,
  type FinancialReport,
} from '../../../shared/api/financial-report.js';
import { startTestService, type TestService } from '../harness.js';
import {
  amsterdamDay,
  cents,
  expectedReport,
  instantOf,
  rawRange,
  rawUpstream,
  within,
  type ExpectedReport,
  type RawRange,
} from './raw-report.js';

/** Local days and their UTC bounds, written out by hand (CET +01:00, CEST +02:00). */
const RANGES = {
  springDay: {
    from: '2026-03-29',
    to: '2026-03-29',
    start: '2026-03-28T23:00:00Z',
    end: '2026-03-29T22:00:00Z',
  },
  autumnDay: {
    from: '2026-10-25',
    to: '2026-10-25',
    start: '2026-10-24T22:00:00Z',
    end: '2026-10-25T23:00:00Z',
  },
  lastOfSeptember: {
    from: '2026-09-30',
    to: '2026-09-30',
    start: '2026-09-29T22:00:00Z',
    end: '2026-09-30T22:00:00Z',
  },
  firstOfOctober: {
    from: '2026-10-01',
    to: '2026-10-01',
    start: '2026-09-30T22:00:00Z',
    end: '2026-10-01T22:00:00Z',
  },
  october: {
    from: '2026-10-01',
    to: '2026-10-31',
    start: '2026-09-30T22:00:00Z',
    end: '2026-10-31T23:00:00Z',
  },
  acrossDst: {
    from: '2026-03-28',
    to: '2026-10-26',
    start: '2026-03-27T23:00:00Z',
    end: '2026-10-26T23:00:00Z',
  },
} as const;

type RangeName = keyof typeof RANGES;

let api: TestService;
let token: string;
/** Raw rows for 2026-03-27T23:00Z .. 2026-10-31T23:00Z, covering every range above. */
let data: RawRange;
const reports = new Map<RangeName, { report: FinancialReport; text: string }>();

async function report(name: RangeName): Promise<FinancialReport> {
  const cached = reports.get(name);
  if (cached) return cached.report;
  const { from, to } = RANGES[name];
  const answer = await api.get(`/api/financial-report?from=${from}&to=${to}`, token);
  expect(answer.status, answer.text).toBe(200);
  const parsed = financialReportSchema.parse(answer.json);
  reports.set(name, { report: parsed, text: answer.text });
  return parsed;
}

function expected(name: RangeName): ExpectedReport {
  const { from, to, start, end } = RANGES[name];
  return expectedReport(within(data, start, end), from, to);
}

const c = cents;

/** Every figure the raw rows determine, compared to the cent. */
function expectFigures(actual: FinancialReport, wanted: ExpectedReport) {
  const revenue = actual.revenue;
  expect(c(revenue.total_sales)).toBe(wanted.sales);
  expect(c(revenue.total_sales_wt)).toBe(wanted.salesWt);
  expect(c(revenue.total_returns)).toBe(wanted.returns);
  expect(c(revenue.total_returns_wt)).toBe(wanted.returnsWt);
  expect(c(revenue.total_differences)).toBe(wanted.differences);
  expect(c(revenue.total_turnover)).toBe(wanted.sales - wanted.returns - wanted.differences);
  expect(c(revenue.total_turnover_wt)).toBe(wanted.salesWt - wanted.returnsWt - wanted.differences);
  expect(c(revenue.total_cost_of_goods_sold)).toBe(wanted.cost);
  expect(c(revenue.margin.value)).toBe(wanted.marginValue);
  if (wanted.marginPercentage === null) expect(revenue.margin.percentage).toBeNull();
  else
    expect(
      Math.abs((revenue.margin.percentage ?? NaN) - wanted.marginPercentage),
    ).toBeLessThanOrEqual(0.005);
  expect({
    gift_card: c(revenue.non_revenue.gift_cards),
    tip: c(revenue.non_revenue.tips),
    invoice_payment: c(revenue.non_revenue.invoice_payments),
    prepayment: c(revenue.non_revenue.prepayments),
  }).toEqual(wanted.nonRevenue);
  expect(c(revenue.non_revenue.total)).toBe(wanted.nonRevenueTotal);

  const rows = new Map(revenue.rows.map((row) => [row.product_group_id, row]));
  for (const [groupId, group] of wanted.groups) {
    const row = rows.get(groupId);
    expect(row, `revenue row for group ${groupId}`).toBeDefined();
    expect({
      sales: c(row?.sales ?? NaN),
      salesWt: c(row?.sales_wt ?? NaN),
      returns: c(row?.returns ?? NaN),
      returnsWt: c(row?.returns_wt ?? NaN),
    }).toEqual(group);
    expect(c(row?.turnover ?? NaN)).toBe(group.sales - group.returns);
    expect(row?.name).toMatch(/\S/);
  }
  for (const row of revenue.rows) {
    if (!wanted.groups.has(row.product_group_id)) expect(c(row.turnover)).toBe(0);
  }

  expect(c(actual.direct_paid.total.net)).toBe(wanted.directPaid.net);
  expect(c(actual.direct_paid.total.gross)).toBe(wanted.directPaid.gross);
  expect(c(actual.not_paid_now.total.net)).toBe(wanted.notPaidNow.net);
  expect(c(actual.not_paid_now.total.gross)).toBe(wanted.notPaidNow.gross);
  expect(
    new Map(
      actual.direct_paid.rates.map((rate) => [
        rate.tax_rate_id,
        { net: c(rate.net), gross: c(rate.gross) },
      ]),
    ),
  ).toEqual(wanted.directRates);
  expect(
    new Map(
      actual.direct_paid.payment_methods.map((method) => [method.type_alias, c(method.amount)]),
    ),
  ).toEqual(wanted.methods);

  const shops = new Map(
    actual.turnover_by_group.shop_totals.map((shop) => [
      shop.shop_id,
      { turnover: c(shop.turnover), turnoverWt: c(shop.turnover_wt) },
    ]),
  );
  expect(shops).toEqual(wanted.shops);
  expect(c(actual.turnover_by_group.total.turnover)).toBe(wanted.sales - wanted.returns);
  expect(c(actual.turnover_by_group.total.turnover_wt)).toBe(wanted.salesWt - wanted.returnsWt);
}

/** The invariants, on the answer alone plus what the in-scope orders were sold for (incl. VAT). */
function expectInvariants(actual: FinancialReport, inScopeSoldWt: number) {
  const { revenue, direct_paid: directPaid, turnover_by_group: byGroup } = actual;
  const sum = (values: number[]) => values.reduce((total, value) => total + c(value), 0);
  const salesMinusReturns = c(revenue.total_sales) - c(revenue.total_returns);
  const salesMinusReturnsWt = c(revenue.total_sales_wt) - c(revenue.total_returns_wt);
  expect(sum(byGroup.rows.map((row) => row.total))).toBe(salesMinusReturns);
  expect(sum(byGroup.shop_totals.map((shop) => shop.turnover))).toBe(salesMinusReturns);
  expect(c(byGroup.total.turnover)).toBe(salesMinusReturns);
  expect(sum(byGroup.rows.map((row) => row.total_wt))).toBe(salesMinusReturnsWt);
  expect(sum(byGroup.shop_totals.map((shop) => shop.turnover_wt))).toBe(salesMinusReturnsWt);
  expect(c(byGroup.total.turnover_wt)).toBe(salesMinusReturnsWt);
  for (const row of byGroup.rows) {
    expect(sum(row.shops.map((shop) => shop.turnover))).toBe(c(row.total));
  }
  expect(sum(revenue.rows.map((row) => row.turnover))).toBe(salesMinusReturns);
  expect(sum(revenue.rows.map((row) => row.turnover_wt))).toBe(salesMinusReturnsWt);
  expect(c(revenue.total_turnover)).toBe(salesMinusReturns - c(revenue.total_differences));

  expect(directPaid.balance_check).toEqual({
    payments_total: directPaid.total.gross,
    expected_total: directPaid.total.gross,
    difference: 0,
    ok: true,
  });
  expect(sum(directPaid.payment_methods.map((method) => method.amount))).toBe(
    c(directPaid.total.gross),
  );
  for (const section of [directPaid, actual.not_paid_now]) {
    expect(sum(section.rates.map((rate) => rate.gross))).toBe(c(section.total.gross));
    expect(sum(section.rates.map((rate) => rate.net))).toBe(c(section.total.net));
    expect(c(section.total.vat)).toBe(c(section.total.gross) - c(section.total.net));
  }
  expect(c(directPaid.total.gross) + c(actual.not_paid_now.total.gross)).toBe(inScopeSoldWt);
}

beforeAll(async () => {
  api = await startTestService();
  token = await api.login('manager');
  const raw = await rawUpstream(api);
  data = await rawRange(raw, RANGES.acrossDst.start, RANGES.october.end);
}, 60_000);

afterAll(async () => {
  await api.close();
});

describe('the report for a day', () => {
  it('2026-03-29 (23 hours) has the figures of the raw orders purchased in it', async () => {
    const actual = await report('springDay');
    const wanted = expected('springDay');
    expect(actual).toMatchObject({
      from: '2026-03-29',
      to: '2026-03-29',
      location_id: null,
      currency: 'EUR',
    });
    // The day's own orders: the regular ones plus the three placed around the change.
    expect(wanted.orders.length).toBeGreaterThan(5);
    expect(wanted.sales).toBeGreaterThan(0);
    expectFigures(actual, wanted);
    expectInvariants(actual, wanted.valueWt);
  });

  it('2026-10-25 (25 hours) includes the orders of its extra hour', async () => {
    const actual = await report('autumnDay');
    const wanted = expected('autumnDay');
    // Orders in the repeated hour (02:00-03:00 happens twice) are on this day.
    const lateUtc = wanted.orders.filter(
      (order) =>
        instantOf(order.date_purchased) >= Date.parse('2026-10-25T00:00:00Z') &&
        instantOf(order.date_purchased) < Date.parse('2026-10-25T02:00:00Z'),
    );
    expect(lateUtc.length).toBeGreaterThan(0);
    expectFigures(actual, wanted);
    expectInvariants(actual, wanted.valueWt);
  });
});

describe('the report for a month and a range', () => {
  it('2026-10-01..2026-10-31 adds up the month to the cent', async () => {
    const actual = await report('october');
    const wanted = expected('october');
    expect(actual).toMatchObject({ from: '2026-10-01', to: '2026-10-31' });
    expect(wanted.orders.length).toBeGreaterThan(300);
    // The month has cash differences, returns, every non-revenue kind and orders on account.
    expect(wanted.differences).not.toBe(0);
    expect(wanted.returns).toBeGreaterThan(0);
    expect(Object.values(wanted.nonRevenue).every((value) => value !== 0)).toBe(true);
    expect(wanted.notPaidNow.gross).not.toBe(0);
    expectFigures(actual, wanted);
    expectInvariants(actual, wanted.valueWt);
  });

  it('2026-03-28..2026-10-26 spans both daylight-saving changes', async () => {
    const actual = await report('acrossDst');
    const wanted = expected('acrossDst');
    expect(wanted.orders.length).toBeGreaterThan(2000);
    // Both ends are cut where the local days end, not at UTC midnight.
    const first = wanted.orders[0];
    expect(first && amsterdamDay(instantOf(first.date_purchased))).toBe('2026-03-28');
    expectFigures(actual, wanted);
    expectInvariants(actual, wanted.valueWt);
  });

  it('the range equals the sum of its parts at the October boundary', async () => {
    const [september, october] = await Promise.all([
      report('lastOfSeptember'),
      report('firstOfOctober'),
    ]);
    const both = await api.get('/api/financial-report?from=2026-09-30&to=2026-10-01', token);
    const whole = financialReportSchema.parse(both.json);
    for (const key of [
      'total_sales',
      'total_returns',
      'total_differences',
      'total_turnover',
    ] as const) {
      expect(c(whole.revenue[key])).toBe(c(september.revenue[key]) + c(october.revenue[key]));
    }
    expect(c(whole.direct_paid.total.gross)).toBe(
      c(september.direct_paid.total.gross) + c(october.direct_paid.total.gross),
    );
  });
});

describe('an order at 00:30 local time on the 1st', () => {
  it('counts on the 1st, not on the day before', async () => {
    // 2026-10-01 00:30 CEST is 2026-09-30T22:30:00Z.
    const atHalfPastMidnight = data.orders.filter(
      (order) => instantOf(order.date_purchased) === Date.parse('2026-09-30T22:30:00Z'),
    );
    expect(atHalfPastMidnight).toHaveLength(1);
    const order = atHalfPastMidnight[0];
    if (!order) return;
    expect(order.date_purchased.startsWith('2026-10-01 00:30')).toBe(true);
    expect(['processing', 'complete']).toContain(order.status);
    expect(c(order.value_wt)).toBeGreaterThan(0);

    const first = expected('firstOfOctober');
    const before = expected('lastOfSeptember');
    expect(first.orders.map((o) => o.id)).toContain(order.id);
    expect(before.orders.map((o) => o.id)).not.toContain(order.id);
    // It is paid by iDEAL straight away, so it is in the 1st's directly paid total and Web
    // payments, and nowhere in the 30th's.
    expect(first.directPaid.orderIds.has(order.id)).toBe(true);

    const [firstReport, beforeReport] = await Promise.all([
      report('firstOfOctober'),
      report('lastOfSeptember'),
    ]);
    expectFigures(firstReport, first);
    expectFigures(beforeReport, before);
    const withoutIt = expectedReport(
      {
        ...within(data, RANGES.firstOfOctober.start, RANGES.firstOfOctober.end),
        orders: first.orders.filter((o) => o.id !== order.id),
      },
      '2026-10-01',
      '2026-10-01',
    );
    expect(c(firstReport.direct_paid.total.gross)).toBe(
      withoutIt.directPaid.gross + c(order.value_wt),
    );
    expect(c(firstReport.direct_paid.total.gross)).not.toBe(withoutIt.directPaid.gross);
  });
});

describe('no float artefacts', () => {
  it('no number in any report answer has more than 2 decimals or an exponent', async () => {
    for (const name of Object.keys(RANGES) as RangeName[]) await report(name);
    expect(reports.size).toBe(Object.keys(RANGES).length);
    for (const [name, { text }] of reports) {
      // Numbers stand after a colon, a bracket or a comma in JSON; strings are skipped.
      const numbers = text.match(/(?<=[:[,])-?\d+(?:\.\d+)?(?:[eE][+-]?\d+)?/g) ?? [];
      expect(numbers.length, name).toBeGreaterThan(20);
      const bad = numbers.filter((n) => /\.\d{3,}|[eE]/.test(n));
      expect(bad, name).toEqual([]);
    }
  });
});
