/**
 * The orders behind a correction: per line of the return, each order whose share differs
 * between the filing and today by that difference (a repriced order by the change, a
 * cancelled one by its whole share, a new one by its share), adding up to the correction;
 * none known for a filing kept without its orders; what later filings declared of an order's
 * share is left out of what is still to declare.
 */
import { describe, expect, it } from 'vitest';
import {
  sharesAfterDeclared,
  withOrdersBehind,
} from '../../../electron/service/domain/vat/order-figures.js';
import type { FiledOrder } from '../../../electron/service/data/vat-filings/filed-order.js';
import { correctionsOf } from '../../../electron/service/domain/vat/period-figures.js';

const context = { account: 'demo', backofficeUrlTemplate: 'https://bo.example/{account}/{id}' };
const FILED: FiledOrder[] = [
  { id: 1, number: 'A-1', lines: [{ line: '1a', turnover: 100, vat: 21 }] },
  {
    id: 2,
    number: 'A-2',
    lines: [
      { line: '1a', turnover: 50, vat: 10.5 },
      { line: '1b', turnover: 10, vat: 0.9 },
    ],
  },
];
const TODAY: FiledOrder[] = [
  { id: 1, number: 'A-1', lines: [{ line: '1a', turnover: 80.01, vat: 16.8 }] },
  { id: 3, number: 'A-3', lines: [{ line: 'OSS:BE', turnover: 10, vat: 0.6 }] },
];
const figures = (orders: FiledOrder[]) => {
  const total = (line: string, field: 'turnover' | 'vat') =>
    orders
      .flatMap((order) => order.lines)
      .reduce((sum, row) => (row.line === line ? sum + row[field] : sum), 0);
  const round = (value: number) => Math.round(value * 100) / 100;
  return {
    rubrieken: (['1a', '1b'] as const).map((rubriek) => ({
      rubriek,
      turnover: round(total(rubriek, 'turnover')),
      vat: round(total(rubriek, 'vat')),
    })),
    oss: total('OSS:BE', 'turnover') === 0 ? [] : [{ country_iso2: 'BE', turnover: 10, vat: 0.6 }],
  };
};

describe('the orders behind a correction', () => {
  it('names each order by its share’s difference, per line', () => {
    const corrections = correctionsOf(figures(FILED), figures(TODAY));
    const link = (id: number) => `https://bo.example/demo/${id}`;
    expect(withOrdersBehind(corrections, FILED, TODAY, context)).toEqual([
      {
        rubriek: '1a',
        country_iso2: null,
        turnover: -69.99,
        vat: -14.7,
        orders: [
          { id: 1, order_number: 'A-1', backoffice_url: link(1), turnover: -19.99, vat: -4.2 },
          { id: 2, order_number: 'A-2', backoffice_url: link(2), turnover: -50, vat: -10.5 },
        ],
      },
      {
        rubriek: '1b',
        country_iso2: null,
        turnover: -10,
        vat: -0.9,
        orders: [{ id: 2, order_number: 'A-2', backoffice_url: link(2), turnover: -10, vat: -0.9 }],
      },
      {
        rubriek: null,
        country_iso2: 'BE',
        turnover: 10,
        vat: 0.6,
        orders: [{ id: 3, order_number: 'A-3', backoffice_url: link(3), turnover: 10, vat: 0.6 }],
      },
    ]);
  });

  it('says the orders are not known for a filing kept without them', () => {
    const corrections = correctionsOf(figures(FILED), figures(TODAY));
    const rows = withOrdersBehind(corrections, null, TODAY, context);
    expect(rows.map((row) => row.orders)).toEqual([null, null, null]);
  });

  it('leaves out what a later filing declared: only the rest is named, by order', () => {
    const corrections = correctionsOf(figures(FILED), figures(TODAY));
    const declared = withOrdersBehind(corrections, FILED, TODAY, context);
    // Order 1 repriced once more after the later filing declared the first change.
    const later: FiledOrder[] = [
      { id: 1, number: 'A-1', lines: [{ line: '1a', turnover: 75, vat: 15.75 }] },
      ...TODAY.slice(1),
    ];
    const kept = sharesAfterDeclared(FILED, declared);
    const rest = correctionsOf(figures(TODAY), figures(later));
    expect(withOrdersBehind(rest, kept, later, context)).toEqual([
      {
        rubriek: '1a',
        country_iso2: null,
        turnover: -5.01,
        vat: -1.05,
        orders: [
          {
            id: 1,
            order_number: 'A-1',
            backoffice_url: 'https://bo.example/demo/1',
            turnover: -5.01,
            vat: -1.05,
          },
        ],
      },
    ]);
    // Nothing changed since it was declared: no order is named.
    expect(withOrdersBehind(corrections, kept, TODAY, context).map((row) => row.orders)).toEqual([
      [],
      [],
      [],
    ]);
    // A declared correction without its orders leaves them unknown.
    const unknown = declared.map((row) => ({ ...row, orders: null }));
    expect(sharesAfterDeclared(FILED, unknown)).toBeNull();
  });
});
