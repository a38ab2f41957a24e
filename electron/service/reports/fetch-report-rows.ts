/**
 * Gathers the upstream rows the financial report is computed from: orders purchased in the
 * Amsterdam day range (in scope statuses, limited to the caller's shops), their payments, and
 * the day closings of those shops. Orders are read in batches of 100 (the upstream's cap)
 * with bounded concurrency; payments by order id, 100 ids per call.
 */
import {
  dayRangeToInstants,
  formatUpstreamTimestamp,
  type LocalDate,
} from '../../../shared/dates.js';
import { mapWithConcurrency } from '../../upstream/concurrency.js';
import { inList, where } from '../../upstream/filters.js';
import type { DayClosingRow, OrderRow, PaymentRow } from '../../upstream/wire.js';
import type { AuthContext } from '../context.js';
import type { ServiceRuntime } from '../runtime.js';

export const REPORT_STATUSES = ['processing', 'complete', 'refunded'] as const;
const ID_BATCH = 100;
const PARALLEL_BATCHES = 4;

export interface ReportRows {
  orders: OrderRow[];
  payments: PaymentRow[];
  dayClosings: DayClosingRow[];
}

async function paymentsOf(
  runtime: ServiceRuntime,
  auth: AuthContext,
  orderIds: number[],
  signal: AbortSignal | undefined,
): Promise<PaymentRow[]> {
  const batches: number[][] = [];
  for (let index = 0; index < orderIds.length; index += ID_BATCH) {
    batches.push(orderIds.slice(index, index + ID_BATCH));
  }
  const results = await mapWithConcurrency(
    batches,
    PARALLEL_BATCHES,
    (batch) =>
      runtime.upstream.drain('listPayments', auth.upstream, {
        filters: [inList('order_id', batch)],
        order: [{ name: 'id', dir: 'asc' }],
        signal,
      }),
    signal,
  );
  return results.flat();
}

export async function fetchReportRows(
  runtime: ServiceRuntime,
  auth: AuthContext,
  range: { from: LocalDate; to: LocalDate },
  shopIds: number[] | null,
  signal?: AbortSignal,
): Promise<ReportRows> {
  // A locked location without shops has no data; an empty id list must not mean "all".
  if (shopIds !== null && shopIds.length === 0)
    return { orders: [], payments: [], dayClosings: [] };
  const { start, end } = dayRangeToInstants(range.from, range.to);
  const shopFilter = shopIds === null ? [] : [inList('shop_id', shopIds)];
  const [orders, dayClosings] = await Promise.all([
    runtime.upstream.drain('listOrders', auth.upstream, {
      filters: [
        where('date_purchased', '>=', formatUpstreamTimestamp(start)),
        where('date_purchased', '<', formatUpstreamTimestamp(end)),
        inList('status', [...REPORT_STATUSES]),
        ...shopFilter,
      ],
      order: [
        { name: 'date_purchased', dir: 'asc' },
        { name: 'id', dir: 'asc' },
      ],
      signal,
    }),
    runtime.upstream.drain('listDayClosings', auth.upstream, {
      filters: [where('date', '>=', range.from), where('date', '<=', range.to), ...shopFilter],
      order: [{ name: 'id', dir: 'asc' }],
      signal,
    }),
  ]);
  const payments = await paymentsOf(
    runtime,
    auth,
    orders.map((order) => order.id),
    signal,
  );
  return { orders, payments, dayClosings };
}
