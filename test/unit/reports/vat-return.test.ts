/**
 * The VAT return from a report: rates into rubrieken, whole euros rounded down (also below
 * zero), the non-turnover row kept out of the rubrieken, a turnover line without a rate
 * named apart, and floorToWholeEuros itself.
 */
import { describe, expect, it } from 'vitest';
import {
  computeFinancialReport,
  type FinancialReport,
} from '../../../electron/service/reports/financial-report.js';
import { rubriekOfRate, vatReturnOf } from '../../../electron/service/reports/vat-return.js';
import { floorToWholeEuros, parseAmount, toWireNumber } from '../../../shared/money.js';
import { line, nonTurnoverLine, order, payment, reportInput, TAX_RATES } from './fixtures.js';

const floor = (value: string): number => toWireNumber(floorToWholeEuros(parseAmount(value)), 0);

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

describe('vatReturnOf', () => {
  const paid = order({
    value_wt: 150.49,
    order_items: [
      line({ price: 100, price_wt: 121, tax_rate_id: 1 }),
      line({ price: 10.55, price_wt: 11.5, tax: 0.09, tax_rate_id: 2 }),
      line({ price: 10, price_wt: 10.6, tax: 0.06, tax_rate_id: 7 }),
      line({ price: 2.39, price_wt: 2.39, tax: 0, tax_rate_id: 8 }),
      line({ price: 5, price_wt: 5, tax: 0, tax_rate_id: null }),
      nonTurnoverLine('gift_card', 25),
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
  const overview = vatReturnOf(report);
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
