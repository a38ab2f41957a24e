/** The names the screens give saved files: the period's name or dd-mm-jjjj, never ISO dates. */
import { describe, expect, it } from 'vitest';
import {
  dayFileName,
  listFileName,
  periodFileNameIn,
  periodWords,
  slowMoversFileNameIn,
} from '../../../shared/api/user-file-names.js';

describe('periodWords', () => {
  it.each([
    ['a month', '2026-10-01', '2026-10-31', 'oktober-2026', 'october-2026'],
    ['February of a leap year', '2028-02-01', '2028-02-29', 'februari-2028', 'february-2028'],
    ['a quarter', '2026-07-01', '2026-09-30', 'K3-2026', 'Q3-2026'],
    ['the first quarter', '2026-01-01', '2026-03-31', 'K1-2026', 'Q1-2026'],
    ['a year', '2026-01-01', '2026-12-31', '2026', '2026'],
    ['a single day', '2026-10-15', '2026-10-15', '15-10-2026', '15-10-2026'],
    [
      'a custom range',
      '2026-10-01',
      '2026-10-15',
      '01-10-2026-tot-15-10-2026',
      '01-10-2026-to-15-10-2026',
    ],
    // Three whole months that are not a quarter, and a month not ending on its last day.
    [
      'two months',
      '2026-08-01',
      '2026-10-31',
      '01-08-2026-tot-31-10-2026',
      '01-08-2026-to-31-10-2026',
    ],
    [
      'a month to date',
      '2026-11-01',
      '2026-11-28',
      '01-11-2026-tot-28-11-2026',
      '01-11-2026-to-28-11-2026',
    ],
    [
      'across a year end',
      '2025-12-01',
      '2026-01-31',
      '01-12-2025-tot-31-01-2026',
      '01-12-2025-to-31-01-2026',
    ],
  ])('names %s', (_, from, to, nl, en) => {
    expect(periodWords(from, to, 'nl')).toBe(nl);
    expect(periodWords(from, to, 'en')).toBe(en);
  });
});

describe('file names', () => {
  it('names the report and the VAT return by their period', () => {
    const october = { from: '2026-10-01', to: '2026-10-31' };
    expect(periodFileNameIn('financial-report', october, 'nl')).toBe(
      'financieel-rapport-oktober-2026',
    );
    expect(periodFileNameIn('financial-report', october, 'en')).toBe(
      'financial-report-october-2026',
    );
    const q3 = { from: '2026-07-01', to: '2026-09-30', location_id: null };
    expect(periodFileNameIn('vat-return', q3, 'nl')).toBe('btw-aangifte-K3-2026');
    expect(periodFileNameIn('vat-return', q3, 'en')).toBe('vat-return-Q3-2026');
  });

  it('says which location, shop or turnover group a file is narrowed to', () => {
    const day = { from: '2026-10-15', to: '2026-10-15', location_id: 2, shop_id: 7 };
    expect(periodFileNameIn('day-closings', day, 'nl')).toBe(
      'kassa-afsluitingen-15-10-2026-vestiging-2-winkel-7',
    );
    expect(periodFileNameIn('day-closings', day, 'en')).toBe(
      'till-closings-15-10-2026-location-2-shop-7',
    );
    expect(
      periodFileNameIn(
        'product-sales',
        { from: '2026-01-01', to: '2026-12-31', product_group_id: 301 },
        'nl',
      ),
    ).toBe('verkoop-per-product-2026-omzetgroep-301');
  });

  it('names a day, a window and a list without ISO dates', () => {
    expect(dayFileName('price-list', '2026-11-28', 'nl')).toBe('prijslijst-28-11-2026');
    expect(slowMoversFileNameIn({ days: 90, to: '2026-11-28', location_id: 1 }, 'nl')).toBe(
      'winkeldochters-90-dagen-tot-28-11-2026-vestiging-1',
    );
    expect(slowMoversFileNameIn({ days: 90, to: '2026-11-28' }, 'en')).toBe(
      'slow-movers-90-days-to-28-11-2026',
    );
    expect(periodFileNameIn('journal', null, 'nl')).toBe('memoriaal');
    expect(listFileName('payment-methods', 'nl')).toBe('betaalmethoden');
    expect(listFileName('tax-rates', 'en')).toBe('tax-rates');
  });
});
