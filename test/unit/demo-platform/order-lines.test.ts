import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { priceOrder, type LineDraft } from '../../../electron/demo-platform/data/order-lines.js';
import type { SellableProduct } from '../../../electron/demo-platform/data/catalog.js';
import {
  add,
  fromCents,
  multiply,
  parseAmount,
  round,
  subtract,
  sum,
  toJsonNumber,
  ZERO,
} from '../../../shared/money.js';

const product = (cents: number, tax: string, tiered: boolean): SellableProduct => {
  const ppuWt = fromCents(cents);
  const ppu = round(multiply(ppuWt, (1 / (1 + Number(tax))).toFixed(8)), 4);
  return {
    id: 1,
    sku: 'SKU-1',
    title: 'Product',
    groupId: null,
    taxRateId: tax === '0.21' ? 1 : tax === '0.09' ? 2 : 3,
    tax,
    taxFactor: parseAmount(tax),
    ppu,
    ppuWt,
    tiers: tiered ? [{ fromQty: 6, ppu: round(multiply(ppu, '0.9'), 4) }] : [],
    costPpu: null,
  };
};

const lineArbitrary: fc.Arbitrary<LineDraft> = fc.oneof(
  fc
    .record({
      cents: fc.integer({ min: 1, max: 50_000 }),
      tax: fc.constantFrom('0.21', '0.09', '0'),
      quantity: fc.integer({ min: -5, max: 15 }).filter((value) => value !== 0),
      tiered: fc.boolean(),
    })
    .map(({ cents, tax, quantity, tiered }) => ({
      kind: 'product' as const,
      product: product(cents, tax, tiered),
      quantity,
    })),
  fc.integer({ min: 50, max: 50_000 }).map((cents) => ({
    kind: 'non_turnover' as const,
    nonTurnoverKind: 'tip' as const,
    name: 'Fooi',
    amount: fromCents(cents),
  })),
);

describe('demo order money', () => {
  it('keeps lines, order totals and order taxes consistent to the cent', () => {
    fc.assert(
      fc.property(
        fc.array(lineArbitrary, { minLength: 1, maxLength: 6 }),
        fc.constantFrom('1', '0.9', '0', '1.05'),
        (drafts, discount) => {
          const money = priceOrder(drafts, discount);
          const items = money.lines.map((line) => line.item);
          const wire = (values: string[]) => sum(values.map((value) => parseAmount(value)));
          const exact = (value: string) => toJsonNumber(parseAmount(value));
          expect(toJsonNumber(money.valueWt)).toBe(
            toJsonNumber(wire(items.map((i) => i.price_wt))),
          );
          expect(toJsonNumber(money.value)).toBe(toJsonNumber(wire(items.map((i) => i.price))));
          for (const item of items) {
            const vat = round(multiply(parseAmount(item.price), item.tax), 2);
            expect(exact(item.price_wt)).toBe(toJsonNumber(add(parseAmount(item.price), vat)));
            expect(Math.sign(exact(item.price_wt)) * Math.sign(item.quantity)).not.toBe(-1);
            // Recorded payloads write money with 4 decimals.
            expect(item.price_wt).toMatch(/^-?\d+\.\d{4}$/);
          }
          const turnover = items.filter((item) => item.is_turnover);
          const taxesWt = wire(money.taxes.map((tax) => tax.row_total_wt));
          expect(toJsonNumber(taxesWt)).toBe(toJsonNumber(wire(turnover.map((i) => i.price_wt))));
          for (const tax of money.taxes) {
            const difference = subtract(parseAmount(tax.row_total_wt), parseAmount(tax.row_total));
            expect(exact(tax.value)).toBe(toJsonNumber(difference));
          }
          if (discount === '0') expect(toJsonNumber(wire(turnover.map((i) => i.price_wt)))).toBe(0);
          if (discount === '1') expect(money.discountValueWt).toBe(ZERO);
        },
      ),
    );
  });
});
