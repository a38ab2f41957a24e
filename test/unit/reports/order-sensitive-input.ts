/**
 * Generated report input made order-sensitive where the report names things by their first
 * row: lines of one tax rate carry different fractions (a rate the registry lacks is named by
 * its first line), and payments name their methods in ways that group several methods under
 * one name (generated-rows.ts makes the rows). The report must give the same answer however
 * its rows are cut or ordered (report-totals.property.test.ts, day-sums.property.test.ts).
 */
import fc from 'fast-check';
import type { FinancialReportInput } from '../../../electron/service/domain/financial-report/financial-report.js';
import type { OrderPaymentRow } from '../../../electron/service/data/platform/payments.js';
import type { TaxRateRow } from '../../../electron/upstream/wire.js';
import { reportInput, TAX_RATES } from './fixtures.js';
import { dataArbitrary, FROM, TO } from './generated-rows.js';

const FRACTIONS = [0, 0.055, 0.09, 0.21];

type ProviderMethod = OrderPaymentRow['provider_method'];
const method = (
  id: number,
  title: string,
  typeId: number | null,
  alias: string | null,
): ProviderMethod => ({
  id,
  title,
  provider_method_type_id: typeId,
  provider_method_type: alias === null ? null : { alias },
});

/**
 * How payments name their method: by their own alias, through the account's list (method 2
 * is PIN there), by a type id several methods share (named by the lowest id, and for that id
 * by the first title seen), on their own, and by an alias the account has no title for
 * (named by the first payment's title).
 */
const METHODS: ProviderMethod[] = [
  method(900, 'Pin (provider)', null, 'Pin'),
  method(2, 'PIN terminal', 5, null),
  method(951, 'Bon B', 77, null),
  method(950, 'Bon A', 77, null),
  method(950, 'Bon A (oud)', 77, null),
  method(960, 'Cadeaukaart', null, null),
  method(961, 'Eigen', null, 'Mystery'),
  method(962, 'Eigen 2', null, 'Mystery'),
];

/** Picks cycled over the rows they are for; shrinking makes them all the first. */
const picks = (count: number) =>
  fc.array(fc.nat({ max: count - 1 }), { minLength: 1, maxLength: 4 });
const cycle = <T>(list: readonly T[], chosen: readonly number[], index: number): T =>
  list[chosen[index % chosen.length] ?? 0] as T;

export const inputArbitrary: fc.Arbitrary<FinancialReportInput> = fc
  .record({
    // Up to three generated sets as one, for more orders and payments to be out of order with.
    data: fc.array(dataArbitrary, { minLength: 1, maxLength: 3 }).map((sets) => ({
      orders: sets.flatMap((set) => set.orders),
      payments: sets.flatMap((set) => set.payments),
      dayClosings: sets.flatMap((set) => set.dayClosings),
      locationId: sets[0]?.locationId ?? null,
    })),
    fractions: picks(FRACTIONS.length),
    methods: picks(METHODS.length),
    // Without a registry, or one that lacks some ids, the rate comes from the lines.
    taxRates: fc.constantFrom<TaxRateRow[]>(TAX_RATES, [], TAX_RATES.slice(0, 1)),
  })
  .map(({ data, fractions, methods, taxRates }) => {
    let lineIndex = 0;
    const orders = data.orders.map((row) => ({
      ...row,
      order_items: row.order_items.map((item) =>
        item.is_turnover ? { ...item, tax: cycle(FRACTIONS, fractions, lineIndex++) } : item,
      ),
    }));
    const payments = data.payments.map((row, index) => ({
      ...row,
      provider_method: cycle(METHODS, methods, index),
    }));
    return reportInput({ ...data, orders, payments, from: FROM, to: TO, taxRates });
  });
