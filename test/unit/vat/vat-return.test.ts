/**
 * The VAT return from a report: rates into rubrieken, whole euros rounded down (also below
 * zero), the non-turnover row kept out of the rubrieken, a turnover line without a rate
 * named apart, another member state's rates out of 1a–1e and in OSS per country, and
 * floorToWholeEuros itself.
 */
import { describe, expect, it } from 'vitest';
import {
  computeFinancialReport,
  type FinancialReport,
} from '../../../electron/service/domain/financial-report/financial-report.js';
import {
  foreignCountryResolver,
  rubriekOfRate,
  vatReturnOf,
} from '../../../electron/service/domain/vat/vat-return.js';
import type { TaxRateRow } from '../../../electron/upstream/wire.js';
import { floorToWholeEuros, parseAmount, sum, toJsonNumber } from '../../../shared/money.js';
import {
  line,
  nonTurnoverLine,
  order,
  payment,
  reportInput,
  TAX_RATES,
} from '../reports/fixtures.js';

const floor = (value: string): number => toJsonNumber(floorToWholeEuros(parseAmount(value)), 0);

describe('floorToWholeEuros', () => {
  it('drops the cents downwards, also below zero', () => {
    expect([floor('12.99'), floor('12'), floor('0.01'), floor('-0.01'), floor('-3.50')]).toEqual([
      12, 12, 0, -1, -4,
    ]);
  });
});

describe('rubriekOfRate', () => {
  it('puts 21 % in 1a, 9 % in 1b, other rates above 0 in 1c, 0 % in 1e', () => {
    expect([21, 9, 6, 5.5, 0, null].map(rubriekOfRate)).toEqual([
      '1a',
      '1b',
      '1c',
      '1c',
      '1e',
      null,
    ]);
  });
});

/** The registry the return reads countries from: rate 7 is no one's (not listed). */
const REGISTRY: TaxRateRow[] = [
  ...TAX_RATES,
  { id: 8, name: 'NL zero', alias: 'zero', value: 0, country_iso2: 'NL' },
  { id: 31, name: 'BE reduced 6%', alias: 'reduced', value: 0.06, country_iso2: 'BE' },
  { id: 32, name: 'BE standard 21%', alias: 'standard', value: 0.21, country_iso2: 'BE' },
  { id: 41, name: 'DE standard 19%', alias: 'standard', value: 0.19, country_iso2: 'de' },
];

describe('vatReturnOf', () => {
  const paid = order({
    value_wt: 228.01,
    order_items: [
      line({ price: 100, price_wt: 121, tax_rate_id: 1 }),
      line({ price: 10.55, price_wt: 11.5, tax: 0.09, tax_rate_id: 2 }),
      line({ price: 10, price_wt: 10.6, tax: 0.06, tax_rate_id: 7 }),
      line({ price: 2.39, price_wt: 2.39, tax: 0, tax_rate_id: 8 }),
      line({ price: 5, price_wt: 5, tax: 0, tax_rate_id: null }),
      nonTurnoverLine('gift_card', 25),
      // Another member state's rates: the Belgian 21 % is the Dutch percentage, and still OSS.
      line({ price: 33.33, price_wt: 35.33, tax: 0.06, tax_rate_id: 31 }),
      line({ price: 10, price_wt: 12.1, tax: 0.21, tax_rate_id: 32 }),
      line({ price: 25.21, price_wt: 30, tax: 0.19, tax_rate_id: 41 }),
      line({ price: -4.2, price_wt: -5, tax: 0.19, tax_rate_id: 41 }),
    ],
  });
  const open = order({ value_wt: -24.2, order_items: [line({ price: -20, price_wt: -24.2 })] });
  const report: FinancialReport = computeFinancialReport(
    reportInput({
      orders: [paid, open],
      payments: [payment(paid, 150.49, 'Pin')],
      taxRates: TAX_RATES,
    }),
  );
  const overview = vatReturnOf(report, foreignCountryResolver(REGISTRY));
  const rubriek = (name: string) => overview.rubrieken.find((row) => row.rubriek === name);

  it('adds both sections per rate and rounds each rubriek down to whole euros', () => {
    expect(rubriek('1a')).toMatchObject({
      turnover: 80,
      vat: 16.8,
      turnover_whole_euros: 80,
      vat_whole_euros: 16,
    });
    expect(rubriek('1b')).toMatchObject({ turnover: 10.55, vat: 0.95, vat_whole_euros: 0 });
    expect(rubriek('1c')?.rates).toEqual([{ tax_rate_id: 7, rate: 6, turnover: 10, vat: 0.6 }]);
    expect(rubriek('1e')).toMatchObject({ turnover: 2.39, vat: 0, turnover_whole_euros: 2 });
    expect(overview.vat_on_sales).toEqual({ vat: 18.35, vat_whole_euros: 16 });
  });

  it('puts another member state’s rates in OSS per country, never in 1a–1e', () => {
    const inRubrieken = overview.rubrieken.flatMap((row) => row.rates.map((r) => r.tax_rate_id));
    expect(inRubrieken.filter((id) => [31, 32, 41].includes(id))).toEqual([]);
    // A rate the registry does not list has no country: it stays Dutch (1c by percentage).
    expect(inRubrieken).toContain(7);
    expect(overview.oss).toEqual([
      {
        country_iso2: 'BE',
        turnover: 43.33,
        vat: 4.1,
        rates: [
          { tax_rate_id: 32, rate: 21, turnover: 10, vat: 2.1 },
          { tax_rate_id: 31, rate: 6, turnover: 33.33, vat: 2 },
        ],
      },
      {
        country_iso2: 'DE',
        turnover: 21.01,
        vat: 3.99,
        rates: [{ tax_rate_id: 41, rate: 19, turnover: 21.01, vat: 3.99 }],
      },
    ]);
    expect(overview.oss_total).toEqual({ turnover: 64.34, vat: 8.09 });
  });

  it('ties every rate row of the report to the cent: the rubrieken and OSS hold each once', () => {
    const reportRows = [...report.direct_paid.rates, ...report.not_paid_now.rates].filter(
      (row) => row.tax_rate_id !== null,
    );
    const returnRows = [
      ...overview.rubrieken.flatMap((row) => row.rates),
      ...overview.oss.flatMap((row) => row.rates),
    ];
    const total = (rows: readonly { vat: number }[]) =>
      sum(rows.map((row) => parseAmount(row.vat)));
    const turnover = (rows: readonly { turnover?: number; net?: number }[]) =>
      sum(rows.map((row) => parseAmount(row.turnover ?? row.net ?? 0)));
    expect(total(returnRows)).toBe(total(reportRows));
    expect(turnover(returnRows)).toBe(turnover(reportRows));
    expect(new Set(returnRows.map((row) => row.tax_rate_id)).size).toBe(returnRows.length);
  });

  it('keeps non-turnover lines and turnover without a rate out of the rubrieken', () => {
    expect(overview.non_revenue.find((row) => row.kind === 'gift_cards')?.amount).toBe(25);
    expect(overview.non_revenue_total).toBe(25);
    expect(overview.turnover_without_rate).toBe(5);
    expect(overview.not_from_sales_data[0]).toEqual({
      rubriek: '1d',
      source: 'not_from_sales_data',
    });
  });
});
