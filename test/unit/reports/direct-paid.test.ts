/** Rates, payment method names and the balance check of the direct_paid section. */
import { describe, expect, it } from 'vitest';
import { computeFinancialReport } from '../../../electron/service/domain/financial-report/financial-report.js';
import {
  balanceCheck,
  totalsByMethod,
} from '../../../electron/service/domain/sales-figures/payment-methods.js';
import { percentFromFraction } from '../../../shared/money.js';
import { fromCents } from '../../../shared/money.js';
import { line, nonTurnoverLine, order, payment, PAYMENT_METHODS, reportInput } from './fixtures.js';

describe('balanceCheck', () => {
  it('is ok when payments equal the expected total to the cent', () => {
    expect(balanceCheck(fromCents(3025), fromCents(3025))).toEqual({
      payments_total: 30.25,
      expected_total: 30.25,
      difference: 0,
      ok: true,
    });
  });

  it('reports a missing payment with the difference (paid − expected)', () => {
    // Cash 20.00 arrived, the pin payment of 10.25 did not.
    expect(balanceCheck(fromCents(2000), fromCents(3025))).toEqual({
      payments_total: 20,
      expected_total: 30.25,
      difference: -10.25,
      ok: false,
    });
  });

  it('is not ok in the report when the paid orders’ lines exceed their payments', () => {
    // value_wt 24.20 was paid, but the order also carries a 2.00 tip nobody paid for.
    const paidShort = order({
      value_wt: 24.2,
      order_items: [line({ price: 20, price_wt: 24.2 }), nonTurnoverLine('tip', 2)],
    });
    const report = computeFinancialReport(
      reportInput({ orders: [paidShort], payments: [payment(paidShort, 24.2, 'Cash')] }),
    );
    expect(report.direct_paid.balance_check).toEqual({
      payments_total: 24.2,
      expected_total: 26.2,
      difference: -2,
      ok: false,
    });
  });
});

describe('rates', () => {
  it('turns fractions into exact percentages', () => {
    expect(
      [0.21, 0.09, 0.07, 0.055, 0.0825, 0].map((fraction) => percentFromFraction(fraction)),
    ).toEqual([21, 9, 7, 5.5, 8.25, 0]);
  });

  it('takes the rate from the registry, else from the lines, and sorts highest first', () => {
    const sale = order({
      value_wt: 33.96,
      order_items: [
        line({ tax: 0, tax_rate_id: 3, price: 1, price_wt: 1 }),
        line({ tax: 0.07, tax_rate_id: 4, price: 10, price_wt: 10.7 }),
        line({ tax: 0.21, tax_rate_id: 1, price: 10, price_wt: 12.1 }),
        line({ tax: 0.21, tax_rate_id: null, price: 5, price_wt: 6.05 }), // no rate id
        nonTurnoverLine('gift_card', 4.11),
      ],
    });
    const report = computeFinancialReport(
      reportInput({ orders: [sale], payments: [payment(sale, 33.96, 'Pin')] }),
    );
    expect(report.direct_paid.rates).toEqual([
      { tax_rate_id: 1, rate: 21, country_iso2: 'NL', net: 10, vat: 2.1, gross: 12.1 },
      // Rates the registry does not list: their percentage from the lines, no country.
      { tax_rate_id: 4, rate: 7, country_iso2: null, net: 10, vat: 0.7, gross: 10.7 },
      { tax_rate_id: 3, rate: 0, country_iso2: null, net: 1, vat: 0, gross: 1 },
      { tax_rate_id: null, rate: null, country_iso2: null, net: 9.11, vat: 1.05, gross: 10.16 }, // 5 + 4.11
    ]);
    expect(report.direct_paid.total).toEqual({ net: 30.11, vat: 3.85, gross: 33.96 });
  });

  it('works without a tax-rate registry', () => {
    const sale = order({
      value_wt: 10.9,
      order_items: [line({ tax: 0.09, tax_rate_id: 2, price: 10, price_wt: 10.9 })],
    });
    const { taxRates: _omitted, ...withoutRegistry } = reportInput({
      orders: [sale],
      payments: [payment(sale, 10.9, 'Pin')],
    });
    expect(computeFinancialReport(withoutRegistry).direct_paid.rates).toEqual([
      { tax_rate_id: 2, rate: 9, country_iso2: null, net: 10, vat: 0.9, gross: 10.9 },
    ]);
  });
});

describe('totalsByMethod', () => {
  const sale = order({ value_wt: 100 });

  it('names a method by the account’s published title, else the provider’s own', () => {
    const methods = totalsByMethod(
      [
        payment(sale, 10, 'Pin'),
        payment(sale, 5, 'Pin'),
        payment(sale, 15, 'Cash'),
        payment(sale, 70, 'Web', {
          provider_method: {
            id: 7,
            title: 'iDEAL',
            provider_method_type_id: 1,
            provider_method_type: { alias: 'Web' },
          },
        }),
      ],
      PAYMENT_METHODS,
    );
    expect(methods.map((method) => [method.typeAlias, method.name, method.amount])).toEqual([
      ['Web', 'iDEAL', fromCents(7000)],
      ['Cash', 'Contant', fromCents(1500)], // equal amounts: by name, "Contant" before "PIN"
      ['Pin', 'PIN', fromCents(1500)], // the published "PIN", not the unpublished "Oude PIN"
    ]);
  });

  it('prefers the default method of a provider type', () => {
    const methods = totalsByMethod(
      [payment(sale, 1, 'Pin')],
      PAYMENT_METHODS.map((method) => ({ ...method, is_default: method.title === 'Oude PIN' })),
    );
    expect(methods[0]?.name).toBe('Oude PIN');
  });
});
