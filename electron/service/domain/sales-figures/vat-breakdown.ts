/**
 * The per-rate breakdown shared by direct_paid and not_paid_now, built from order lines:
 * net = Σ line price, gross = Σ line price_wt, vat = gross − net, grouped by the line's
 * tax_rate_id. Non-turnover lines (gift cards, tips, ...) are not taxed turnover and go under
 * tax_rate_id null, as do turnover lines that carry no tax rate.
 */
import type {
  FinancialReportRateRow,
  FinancialReportVatTotal,
} from '../../../../shared/api/financial-report.js';
import {
  add,
  parseAmount,
  percentFromFraction,
  subtract,
  toJsonNumber,
  ZERO,
  type Amount,
} from '../../../../shared/money.js';
import type { TaxRateRecord } from '../../core/model/reference.js';
import type { OrderLineRecord, OrderRecord } from '../../core/model/sales.js';

export interface NetGross {
  net: Amount;
  gross: Amount;
}

interface RateBucket extends NetGross {
  taxRateId: number | null;
  /**
   * The tax fraction of the rate's first line, by order id then line id (whatever order the
   * lines were added in), used when the registry lacks the rate.
   */
  lineFraction: number | null;
  /** That line: its order's id and its own. */
  firstLine: readonly [number, number];
}

/** Whether line `a` comes before line `b`: by order id, then line id. */
const before = (a: readonly [number, number], b: readonly [number, number]): boolean =>
  a[0] < b[0] || (a[0] === b[0] && a[1] < b[1]);

export interface VatBreakdown {
  rates: RateBucket[];
  total: NetGross;
}

/** The running sums a breakdown is read from; kept between pages by ReportTotals. */
export interface VatTally {
  buckets: Map<number | null, RateBucket>;
  total: NetGross;
}

const bucketKey = (line: OrderLineRecord): number | null =>
  line.is_turnover ? line.tax_rate_id : null;

export const emptyVatTally = (): VatTally => ({
  buckets: new Map(),
  total: { net: ZERO, gross: ZERO },
});

/**
 * Adds the orders' lines in place. A bucket keeps the fraction of its first line by order id
 * and line id, so orders added in any pages, in any order, name each rate as orders added at
 * once do.
 */
export function addToVatTally(tally: VatTally, orders: readonly OrderRecord[]): void {
  for (const order of orders) for (const line of order.order_items) addLine(tally, order.id, line);
}

function addLine(tally: VatTally, orderId: number, line: OrderLineRecord): void {
  const taxRateId = bucketKey(line);
  const at = [orderId, line.id] as const;
  const fraction = taxRateId === null ? null : line.tax;
  let bucket = tally.buckets.get(taxRateId);
  if (!bucket) {
    bucket = { taxRateId, lineFraction: fraction, firstLine: at, net: ZERO, gross: ZERO };
    tally.buckets.set(taxRateId, bucket);
  } else if (before(at, bucket.firstLine)) {
    bucket.firstLine = at;
    bucket.lineFraction = fraction;
  }
  const net = parseAmount(line.price);
  const gross = parseAmount(line.price_wt);
  bucket.net = add(bucket.net, net);
  bucket.gross = add(bucket.gross, gross);
  tally.total = { net: add(tally.total.net, net), gross: add(tally.total.gross, gross) };
}

/** Adds `from` (the tally of another part of the range) into `into`, as its lines would. */
export function mergeVatTally(into: VatTally, from: VatTally): void {
  for (const [key, bucket] of from.buckets) {
    const held = into.buckets.get(key);
    if (!held) into.buckets.set(key, { ...bucket });
    else {
      held.net = add(held.net, bucket.net);
      held.gross = add(held.gross, bucket.gross);
      if (before(bucket.firstLine, held.firstLine)) {
        held.firstLine = bucket.firstLine;
        held.lineFraction = bucket.lineFraction;
      }
    }
  }
  into.total = {
    net: add(into.total.net, from.total.net),
    gross: add(into.total.gross, from.total.gross),
  };
}

/** The buckets in the order they were first seen (ratesToJson sorts them). */
export const vatBreakdownOf = (tally: VatTally): VatBreakdown => ({
  rates: [...tally.buckets.values()],
  total: tally.total,
});

export function computeVatBreakdown(orders: readonly OrderRecord[]): VatBreakdown {
  const tally = emptyVatTally();
  addToVatTally(tally, orders);
  return vatBreakdownOf(tally);
}

/** The rate as the registry states it; the line's own fraction when the registry lacks the id. */
function ratePercentage(bucket: RateBucket, registry: ReadonlyMap<number, number>): number | null {
  if (bucket.taxRateId === null) return null;
  const fraction = registry.get(bucket.taxRateId) ?? bucket.lineFraction;
  return fraction === null ? null : percentFromFraction(fraction);
}

const wire = (amount: Amount): number => toJsonNumber(amount);

/** A rate row's figures, exact: the report rounds them, the drill-down sums them per order. */
export const netVatGross = (totals: NetGross) => ({
  net: totals.net,
  vat: subtract(totals.gross, totals.net),
  gross: totals.gross,
});

export const netGrossToJson = (totals: NetGross): FinancialReportVatTotal => {
  const figures = netVatGross(totals);
  return { net: wire(figures.net), vat: wire(figures.vat), gross: wire(figures.gross) };
};

/** Rows by rate, highest first, then tax_rate_id; the tax_rate_id null row last. */
export function ratesToJson(
  rates: readonly RateBucket[],
  taxRates: readonly TaxRateRecord[],
): FinancialReportRateRow[] {
  const registry = new Map(taxRates.map((taxRate) => [taxRate.id, taxRate.value]));
  const countries = new Map(
    taxRates.map((taxRate) => [taxRate.id, taxRate.country_iso2.trim().toUpperCase() || null]),
  );
  return rates
    .map((bucket) => ({
      tax_rate_id: bucket.taxRateId,
      rate: ratePercentage(bucket, registry),
      country_iso2: bucket.taxRateId === null ? null : (countries.get(bucket.taxRateId) ?? null),
      ...netGrossToJson(bucket),
    }))
    .sort((a, b) => {
      if (a.tax_rate_id === null || b.tax_rate_id === null) {
        return (a.tax_rate_id === null ? 1 : 0) - (b.tax_rate_id === null ? 1 : 0);
      }
      return (b.rate ?? -1) - (a.rate ?? -1) || a.tax_rate_id - b.tax_rate_id;
    });
}
