/**
 * Gathers the upstream rows the financial report is computed from: orders purchased in the
 * Amsterdam day range (in scope statuses, limited to the caller's shops), their payments, and
 * the day closings of those shops. Orders are read in batches of 100 (the upstream's cap)
 * with bounded concurrency; payments by order id, 100 ids per call.
 */
import type { LocalDate } from '../../../shared/dates.js';
import { mapWithConcurrency } from '../../upstream/concurrency.js';
import { inList, where } from '../../upstream/filters.js';
import type { DayClosingRow, OrderRow, PaymentRow } from '../../upstream/wire.js';
import type { AuthContext } from '../caller.js';
import type { ServiceDeps } from '../deps.js';
import { drainOrders } from '../orders/fetch-orders.js';
import { IN_SCOPE_STATUSES } from './scope.js';

const ID_BATCH = 100;
const PARALLEL_BATCHES = 4;

export interface ReportRows {
  orders: OrderRow[];
  payments: PaymentRow[];
  dayClosings: DayClosingRow[];
}

async function paymentsOf(
  deps: ServiceDeps,
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
      deps.upstream.drain('listPayments', auth.upstream, {
        filters: [inList('order_id', batch)],
        order: [{ name: 'id', dir: 'asc' }],
        signal,
      }),
    signal,
  );
  return results.flat();
}

export async function fetchReportRows(
  deps: ServiceDeps,
  auth: AuthContext,
  range: { from: LocalDate; to: LocalDate },
  shopIds: number[] | null,
  signal?: AbortSignal,
): Promise<ReportRows> {
  // A locked location without shops has no data; an empty id list must not mean "all".
  if (shopIds !== null && shopIds.length === 0) {
    return { orders: [], payments: [], dayClosings: [] };
  }
  const shopFilter = shopIds === null ? [] : [inList('shop_id', shopIds)];
  const query = { ...range, shopIds, statuses: IN_SCOPE_STATUSES };
  const [orders, dayClosings] = await Promise.all([
    drainOrders(deps, auth, query, signal),
    deps.upstream.drain('listDayClosings', auth.upstream, {
      filters: [where('date', '>=', range.from), where('date', '<=', range.to), ...shopFilter],
      order: [{ name: 'id', dir: 'asc' }],
      signal,
    }),
  ]);
  const payments = await paymentsOf(
    deps,
    auth,
    orders.map((order) => order.id),
    signal,
  );
  return { orders, payments, dayClosings };
}
