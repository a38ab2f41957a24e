/**
 * The drill-down's pure parts: the query naming a figure (each kind takes exactly its keys),
 * and reportOrders on hand-built orders, where amounts with half cents show why the
 * contributions stay exact: rounded per order they would add up to a cent more than the
 * report's figure.
 */
import { describe, expect, it } from 'vitest';
import { computeFinancialReport } from '../../../electron/service/domain/financial-report/financial-report.js';
import { reportOrders } from '../../../electron/service/domain/financial-report/report-orders.js';
import {
  reportOrdersQuerySchema,
  reportOrdersResponseSchema,
  type ReportFigure,
} from '../../../shared/api/financial-report-orders.js';
import { line, order, payment, reportInput } from './fixtures.js';

const CONTEXT = { account: 'demo', backofficeUrlTemplate: 'https://bo.example/{account}/{id}' };

// Two orders of shop 11 each sell half a cent of group 301 at rate 1, paid the same day; one
// of shop 13 sells 3 pieces of group 302 for 10.00/12.10 and 1 came back (3.33/4.03).
const halfCentA = order({
  id: 1,
  date_purchased: '2026-03-10 11:00:00+01:00',
  value_wt: 0.01,
  order_items: [line({ product_group_id: 301, price: 0.005, price_wt: 0.005 })],
});
const halfCentB = order({
  id: 2,
  date_purchased: '2026-03-10 09:00:00+01:00',
  value_wt: 0.01,
  order_items: [line({ product_group_id: 301, price: 0.005, price_wt: 0.005 })],
});
const refunded = order({
  id: 3,
  shop_id: 13,
  location_id: 502,
  date_purchased: '2026-03-10 10:00:00+01:00',
  value_wt: 12.1,
  order_items: [
    line({ product_group_id: 302, quantity: 3, refunded_quantity: 1, price: 10, price_wt: 12.1 }),
  ],
});
const input = reportInput({
  orders: [halfCentA, halfCentB, refunded],
  payments: [
    payment(halfCentA, 0.01, 'Cash'),
    payment(halfCentB, 0.01, 'Cash'),
    payment(refunded, 12.1, 'Pin'),
  ],
});
const report = computeFinancialReport(input);
const drill = (figure: ReportFigure) =>
  reportOrdersResponseSchema.parse(reportOrders(input, figure, CONTEXT));

describe('reportOrders', () => {
  it('keeps contributions exact, so their sum rounds to the report figure', () => {
    const answer = drill({ kind: 'turnover_cell', product_group_id: 301, shop_id: 11 });
    expect(answer.data.map((row) => row.contribution)).toEqual([
      { turnover: 0.005, turnover_wt: 0.005 },
      { turnover: 0.005, turnover_wt: 0.005 },
    ]);
    const cell = report.turnover_by_group.rows[0]?.shops[0];
    expect(cell).toEqual({ shop_id: 11, turnover: 0.01, turnover_wt: 0.01 });
    expect(answer.totals).toEqual({ turnover: 0.01, turnover_wt: 0.01 });
  });

  it('sorts by purchase time and carries the order fields with the shop name and link', () => {
    const answer = drill({ kind: 'direct_paid_total' });
    expect(answer.data.map((row) => row.id)).toEqual([2, 3, 1]);
    expect(answer.data[0]).toMatchObject({
      order_number: 'B2',
      shop_name: 'Winkel Centrum',
      backoffice_url: 'https://bo.example/demo/2',
    });
    expect(answer.totals).toEqual(report.direct_paid.total);
    expect(answer.measures).toEqual(['net', 'vat', 'gross']);
  });

  it('gives a revenue row its sales and returns, a refunded share included', () => {
    const answer = drill({ kind: 'revenue_group', product_group_id: 302 });
    expect(answer.data).toHaveLength(1);
    expect(answer.data[0]?.contribution).toEqual({
      sales: 10,
      sales_wt: 12.1,
      returns: 3.33,
      returns_wt: 4.03,
      turnover: 6.67,
      turnover_wt: 8.07,
    });
    const {
      name: _name,
      product_group_code: _code,
      product_group_id: _id,
      ...row
    } = report.revenue.rows.find((candidate) => candidate.product_group_id === 302) ?? {};
    expect(answer.totals).toEqual(row);
  });

  it('gives a payment method the amounts paid with it', () => {
    const cash = drill({ kind: 'payment_method', type_alias: 'Cash' });
    expect(cash.data.map((row) => row.contribution)).toEqual([{ amount: 0.01 }, { amount: 0.01 }]);
    expect(cash.totals).toEqual({ amount: 0.02 });
    expect(drill({ kind: 'payments_total' }).totals).toEqual({
      amount: report.direct_paid.balance_check.payments_total,
    });
  });

  it('answers an empty list with zero totals for a key that matches nothing', () => {
    const answer = drill({ kind: 'not_paid_now_rate', tax_rate_id: null });
    expect(answer).toMatchObject({ count: 0, data: [], totals: { net: 0, vat: 0, gross: 0 } });
  });
});

describe('reportOrdersQuerySchema', () => {
  const parse = (query: Record<string, string>) =>
    reportOrdersQuerySchema.safeParse({ from: '2026-03-10', ...query });
  const messages = (query: Record<string, string>) =>
    parse(query).error?.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`);

  it('reads a figure with its keys; none is the null row', () => {
    expect(
      parse({ figure: 'turnover_cell', product_group_id: 'none', shop_id: '11' }).data,
    ).toEqual({
      from: '2026-03-10',
      to: undefined,
      location_id: undefined,
      figure: { kind: 'turnover_cell', product_group_id: null, shop_id: 11 },
    });
    expect(parse({ figure: 'payment_method', type_alias: 'type:4' }).data?.figure).toEqual({
      kind: 'payment_method',
      type_alias: 'type:4',
    });
  });

  it('names a missing key, a key the kind does not take, and an unknown kind', () => {
    expect(messages({ figure: 'turnover_group' })).toEqual([
      'product_group_id: is required for figure turnover_group',
    ]);
    expect(messages({ figure: 'payments_total', tax_rate_id: '1' })).toEqual([
      'tax_rate_id: is not a key of figure payments_total (it takes no key)',
    ]);
    expect(messages({ figure: 'cash_differences' })?.[0]).toMatch(/^figure: must be one of/);
  });
});
