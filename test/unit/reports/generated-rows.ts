/**
 * Generated, internally consistent upstream rows for the report's property tests: lines in
 * whole cents, order totals derived from the lines, payments that either settle an order on
 * its purchase day or not, paid later, and refunds recorded on the order afterwards (the
 * first sold line, in part or whole), paid back on a later day or not at all, and lines at
 * another member state's rate (Belgium's 6 %, listed in the registry with its country, so
 * it is OSS). Orders are sold up to four days before the range, so refunds and payments of
 * earlier sales fall in it. The range spans the 25-hour day of 2026-10-25.
 */
import fc from 'fast-check';
import type { OrderPaymentRow } from '../../../electron/service/data/platform/payments.js';
import type {
  DayClosingRow,
  OrderItemRow,
  OrderRow,
  TaxRateRow,
} from '../../../electron/upstream/wire.js';
import { dayRangeToInstants, eachDay, formatUpstreamTimestamp } from '../../../shared/dates.js';
import { day, line, order, payment, TAX_RATES } from './fixtures.js';

export const FROM = day('2026-10-23');
export const TO = day('2026-10-27');
const { start, end } = dayRangeToInstants(FROM, TO);
const HOUR = 3_600_000;
/** Another member state's rate: its VAT belongs on the OSS return of Belgium, not in 1a–1e. */
export const BELGIAN_6: TaxRateRow = {
  id: 31,
  name: 'BE 6%',
  alias: 'reduced',
  value: 0.06,
  country_iso2: 'BE',
};
/** The fixtures' Dutch rates (3, 0 %, unlisted, is taken as Dutch) and Belgium's 6 %. */
const RATE_PERCENT: Record<number, number> = { 1: 21, 2: 9, 3: 0, [BELGIAN_6.id]: 6 };

const euros = (cents: number): number => cents / 100;
export const cents = (value: number): number => Math.round(value * 100);
export const sumCents = (values: number[]): number =>
  values.reduce((total, value) => total + cents(value), 0);

const lineArbitrary: fc.Arbitrary<OrderItemRow> = fc.oneof(
  {
    weight: 4,
    arbitrary: fc
      .record({
        group: fc.constantFrom(null, 301, 302, 303, 777),
        quantity: fc.integer({ min: -3, max: 4 }),
        unitCents: fc.integer({ min: 0, max: 5_000 }),
        taxRateId: fc.constantFrom(1, 2, 3, BELGIAN_6.id),
        costCents: fc.option(fc.integer({ min: 0, max: 4_000 })),
      })
      .map(({ group, quantity, unitCents, taxRateId, costCents }) => {
        const netCents = quantity * unitCents;
        const rate = RATE_PERCENT[taxRateId] ?? 0;
        // VAT per line in whole cents, rounded half up on the magnitude, sign following the line.
        const vatCents = Math.sign(netCents) * Math.round((Math.abs(netCents) * rate) / 100);
        return line({
          product_group_id: group,
          quantity,
          price: euros(netCents),
          price_wt: euros(netCents + vatCents),
          tax: rate / 100,
          tax_rate_id: taxRateId,
          cost_ppu: costCents === null ? null : euros(costCents),
        });
      }),
  },
  {
    weight: 1,
    arbitrary: fc
      .record({
        kind: fc.constantFrom('gift_card', 'tip', 'invoice_payment', 'prepayment', null),
        amountCents: fc.integer({ min: -2_000, max: 5_000 }),
      })
      .map(({ kind, amountCents }) =>
        line({
          price: euros(amountCents),
          price_wt: euros(amountCents),
          tax: 0,
          tax_rate_id: null,
          is_turnover: false,
          non_turnover_kind: kind,
        }),
      ),
  },
);

export interface Generated {
  orders: OrderRow[];
  payments: OrderPaymentRow[];
  dayClosings: DayClosingRow[];
  locationId: number | null;
  taxRates: TaxRateRow[];
}

const orderArbitrary = fc.record({
  // Mostly inside the range, some before it (their refunds and payments may be in it).
  instant: fc.integer({ min: start - 96 * HOUR, max: end + 24 * HOUR - 1 }),
  shopId: fc.constantFrom(11, 12, 13),
  status: fc.constantFrom(
    'processing',
    'complete',
    'refunded',
    'complete',
    'new',
    'cancelled',
    'on_hold',
  ),
  lines: fc.array(lineArbitrary, { minLength: 1, maxLength: 5 }),
  payment: fc.constantFrom('full', 'split', 'none', 'next_day', 'partial', 'day_before'),
  /** Pieces of the first sold line refunded afterwards (0: none). */
  refunded: fc.integer({ min: 0, max: 4 }),
  /** Hours after the purchase the refund is paid back; null: never paid back. */
  refundAfterHours: fc.option(fc.integer({ min: 0, max: 120 })),
});

export const dataArbitrary: fc.Arbitrary<Generated> = fc
  .record({
    orders: fc.array(orderArbitrary, { maxLength: 25 }),
    closings: fc.array(
      fc.record({
        shopId: fc.constantFrom(11, 13),
        date: fc.constantFrom(...eachDay(FROM, TO), '2026-10-22', '2026-10-28'),
        expectedCents: fc.integer({ min: 0, max: 50_000 }),
        countedCents: fc.integer({ min: 0, max: 50_000 }),
      }),
      { maxLength: 8 },
    ),
    locationId: fc.constantFrom(null, 501, 502),
  })
  .map(({ orders: specs, closings, locationId }) => {
    const orders: OrderRow[] = [];
    const payments: OrderPaymentRow[] = [];
    for (const spec of specs) {
      const valueWtCents = sumCents(spec.lines.map((item) => item.price_wt));
      const refundIndex = spec.lines.findIndex((item) => item.is_turnover && item.quantity > 0);
      const refundedLine = spec.lines[refundIndex];
      const refunded = refundedLine ? Math.min(spec.refunded, refundedLine.quantity) : 0;
      // The platform's share: rounded once, to the cent (as the report takes it).
      const refundCents =
        refundedLine && refunded > 0
          ? Math.round((cents(refundedLine.price_wt) * refunded) / refundedLine.quantity)
          : 0;
      const lines = spec.lines.map((item, index) =>
        index === refundIndex ? { ...item, refunded_quantity: refunded } : item,
      );
      const row = order({
        shop_id: spec.shopId,
        status: spec.status,
        date_purchased: formatUpstreamTimestamp(spec.instant),
        value_wt: euros(valueWtCents - refundCents),
        refunded_price_wt: euros(refundCents),
        order_items: lines,
      });
      if (refundCents !== 0 && spec.refundAfterHours !== null) {
        const paidBack = formatUpstreamTimestamp(spec.instant + spec.refundAfterHours * HOUR);
        payments.push(
          payment(row, euros(-refundCents), 'Pin', { status: 'refunded', date_paid: paidBack }),
        );
      }
      orders.push(row);
      const half = Math.trunc(valueWtCents / 2);
      if (spec.payment === 'full') payments.push(payment(row, euros(valueWtCents), 'Pin'));
      if (spec.payment === 'split') {
        payments.push(
          payment(row, euros(half), 'Cash'),
          payment(row, euros(valueWtCents - half), 'Pin'),
        );
      }
      if (spec.payment === 'partial' && half !== valueWtCents)
        payments.push(payment(row, euros(half), 'Cash'));
      if (spec.payment === 'next_day' || spec.payment === 'day_before') {
        const hours = spec.payment === 'next_day' ? 25 : -25;
        const paidAt = formatUpstreamTimestamp(spec.instant + hours * HOUR);
        payments.push(payment(row, euros(valueWtCents), 'Web', { date_paid: paidAt }));
      }
    }
    const dayClosings = closings.map((closing, index): DayClosingRow => ({
      id: index + 1,
      shop_id: closing.shopId,
      location_id: closing.shopId === 13 ? 502 : 501,
      date: closing.date,
      expected_cash: euros(closing.expectedCents),
      counted_cash: euros(closing.countedCents),
    }));
    return { orders, payments, dayClosings, locationId, taxRates: [...TAX_RATES, BELGIAN_6] };
  });
