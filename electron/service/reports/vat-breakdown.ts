/**
 * The per-rate breakdown shared by direct_paid and not_paid_now, built from order lines:
 * net = Σ line price, gross = Σ line price_wt, vat = gross − net, grouped by the line's
 * tax_rate_id. Non-turnover lines (gift cards, tips, ...) are not taxed turnover and go under
 * tax_rate_id null, as do turnover lines that carry no tax rate.
 */
import type {
  FinancialReportRateRow,
  FinancialReportVatTotal,
} from '../../../shared/api/financial-report.js';
import {
  add,
  parseAmount,
  percentFromFraction,
  subtract,
  toWireNumber,
  ZERO,
  type Amount,
} from '../../../shared/money.js';
import type { OrderItemRow, OrderRow, TaxRateRow } from '../../upstream/wire.js';

export interface NetGross {
  net: Amount;
  gross: Amount;
}

export interface RateBucket extends NetGross {
  taxRateId: number | null;
  /** The line's own tax fraction (first line seen), used when the registry lacks the rate. */
  lineFraction: number | null;
}

export interface VatBreakdown {
  rates: RateBucket[];
  total: NetGross;
}

const bucketKey = (line: OrderItemRow): number | null =>
  line.is_turnover ? line.tax_rate_id : null;

export function computeVatBreakdown(orders: readonly OrderRow[]): VatBreakdown {
  const buckets = new Map<number | null, RateBucket>();
  let total: NetGross = { net: ZERO, gross: ZERO };
  for (const line of orders.flatMap((order) => order.order_items)) {
    const taxRateId = bucketKey(line);
    let bucket = buckets.get(taxRateId);
    if (!bucket) {
      bucket = {
        taxRateId,
        lineFraction: taxRateId === null ? null : line.tax,
        net: ZERO,
        gross: ZERO,
      };
      buckets.set(taxRateId, bucket);
    }
    const net = parseAmount(line.price);
    const gross = parseAmount(line.price_wt);
    bucket.net = add(bucket.net, net);
    bucket.gross = add(bucket.gross, gross);
    total = { net: add(total.net, net), gross: add(total.gross, gross) };
  }
  return { rates: [...buckets.values()], total };
}

/** The rate as the registry states it; the line's own fraction when the registry lacks the id. */
function ratePercentage(bucket: RateBucket, registry: ReadonlyMap<number, number>): number | null {
  if (bucket.taxRateId === null) return null;
  const fraction = registry.get(bucket.taxRateId) ?? bucket.lineFraction;
  return fraction === null ? null : percentFromFraction(fraction);
}

const wire = (amount: Amount): number => toWireNumber(amount);

/** A rate row's figures, exact: the report rounds them, the drill-down sums them per order. */
export const netVatGross = (totals: NetGross) => ({
  net: totals.net,
  vat: subtract(totals.gross, totals.net),
  gross: totals.gross,
});

export const netGrossToWire = (totals: NetGross): FinancialReportVatTotal => {
  const figures = netVatGross(totals);
  return { net: wire(figures.net), vat: wire(figures.vat), gross: wire(figures.gross) };
};

/** Rows by rate, highest first, then tax_rate_id; the tax_rate_id null row last. */
export function ratesToWire(
  rates: readonly RateBucket[],
  taxRates: readonly TaxRateRow[],
): FinancialReportRateRow[] {
  const registry = new Map(taxRates.map((taxRate) => [taxRate.id, taxRate.value]));
  return rates
    .map((bucket) => ({
      tax_rate_id: bucket.taxRateId,
      rate: ratePercentage(bucket, registry),
      ...netGrossToWire(bucket),
    }))
    .sort((a, b) => {
      if (a.tax_rate_id === null || b.tax_rate_id === null) {
        return (a.tax_rate_id === null ? 1 : 0) - (b.tax_rate_id === null ? 1 : 0);
      }
      return (b.rate ?? -1) - (a.rate ?? -1) || a.tax_rate_id - b.tax_rate_id;
    });
}
