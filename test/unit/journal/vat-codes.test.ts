/**
 * The journal's rate book (vat-codes.ts): a rate's percentage comes from the platform's tax
 * rate list, else from the order lines' own fraction, and a rate known to neither fails as
 * the platform's fault (502) instead of passing for the zero rate ("nultarief 0 %", 1e).
 */
import { describe, expect, it } from 'vitest';
import { ZERO } from '../../../shared/money.js';
import { ApiError } from '../../../electron/service/core/errors.js';
import { vatRateBook } from '../../../electron/service/domain/journal/vat-codes.js';
import type { VatTally } from '../../../electron/service/domain/sales-figures/vat-breakdown.js';
import { TAX_RATES } from '../reports/fixtures.js';

/** A day whose lines used these rate ids, each with its line fraction. */
function dayWithRates(fractions: Record<number, number>): { vat: VatTally } {
  const buckets: VatTally['buckets'] = new Map();
  for (const [id, lineFraction] of Object.entries(fractions)) {
    const taxRateId = Number(id);
    buckets.set(taxRateId, { taxRateId, lineFraction, firstLine: [1, 1], net: ZERO, gross: ZERO });
  }
  return { vat: { buckets, total: { net: ZERO, gross: ZERO } } };
}

describe('vatRateBook', () => {
  it('takes the registry percentage, and the line fraction of a rate the registry lacks', () => {
    const book = vatRateBook([dayWithRates({ 1: 0.2, 7: 0.06 })], TAX_RATES, 'nl');
    expect(book.rateOf(1)).toBe(21);
    expect(book.rateOf(7)).toBe(6);
    expect(book.codeOf(7)).toBe('NL6');
    expect(book.rateName(7)).toBe('overig tarief 6 %');
    expect(book.vatCodes(new Set([7]), () => null)[0]).toMatchObject({ rate: 6, rubriek: '1c' });
  });

  it('never takes a rate it cannot find for the zero rate: a 502 that names the rate', () => {
    const book = vatRateBook([dayWithRates({ 1: 0.21 })], TAX_RATES, 'nl');
    const unknown = () => book.codeOf(99);
    expect(unknown).toThrow(ApiError);
    expect(unknown).toThrow(/tax rate 99/);
    try {
      unknown();
    } catch (error) {
      expect((error as ApiError).status).toBe(502);
    }
    expect(() => book.rateName(99)).toThrow(ApiError);
    expect(() => book.vatCodes(new Set([99]), () => null)).toThrow(ApiError);
  });
});
