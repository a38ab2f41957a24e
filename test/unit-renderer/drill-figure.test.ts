/**
 * The drill-down's figure in the report's address: every kind written and read back as the
 * same figure, null rows as `none`, and a hand-edited address that names no figure (an
 * unknown kind, a missing or extra key, a bad id) opens nothing.
 */
import { describe, expect, it } from 'vitest';
import type { ReportFigure } from '../../shared/api/financial-report-orders.js';
import { toQuery } from '../../renderer/src/lib/address-fields.js';
import {
  figureQuery,
  readFigure,
  writeFigure,
} from '../../renderer/src/features/financial-report/drill-figure.js';

const FIGURES: ReportFigure[] = [
  { kind: 'turnover_cell', product_group_id: 301, shop_id: 11 },
  { kind: 'turnover_cell', product_group_id: null, shop_id: 11 },
  { kind: 'turnover_group', product_group_id: null },
  { kind: 'turnover_shop', shop_id: 12 },
  { kind: 'turnover_total' },
  { kind: 'revenue_group', product_group_id: 302 },
  { kind: 'direct_paid_rate', tax_rate_id: null },
  { kind: 'direct_paid_total' },
  { kind: 'not_paid_now_rate', tax_rate_id: 4 },
  { kind: 'not_paid_now_total' },
  { kind: 'payment_method', type_alias: 'type:7' },
  { kind: 'payments_total' },
];

const read = (query: string) => readFigure(new URLSearchParams(query));

describe('the figure in the address', () => {
  it.each(FIGURES)('$kind survives writing and reading', (figure) => {
    expect(read(toQuery(writeFigure(figure)))).toEqual(figure);
  });

  it('is short and readable, with none for a null row', () => {
    expect(toQuery(writeFigure(FIGURES[1] ?? null))).toBe(
      'drill=turnover_cell&drill_group=none&drill_shop=11',
    );
    expect(writeFigure(null)).toEqual({});
  });

  it.each([
    ['', 'no figure'],
    ['drill=margin', 'an unknown kind'],
    ['drill=turnover_cell&drill_group=301', 'a missing key'],
    ['drill=turnover_shop&drill_shop=none', 'a shop cannot be none'],
    ['drill=direct_paid_rate&drill_rate=9%25', 'a bad id'],
  ])('%s opens nothing (%s)', (query) => {
    expect(read(query)).toBeNull();
  });
});

describe('the figure as the endpoint takes it', () => {
  it('names the kind and the keys, none for a null row', () => {
    expect(figureQuery({ kind: 'turnover_cell', product_group_id: null, shop_id: 11 })).toEqual({
      figure: 'turnover_cell',
      product_group_id: 'none',
      shop_id: '11',
    });
    expect(figureQuery({ kind: 'payments_total' })).toEqual({ figure: 'payments_total' });
  });
});
