/**
 * Gathers the upstream rows the financial report is computed from: orders purchased in the
 * Amsterdam day range (in scope statuses, limited to the caller's shops), their payments, and
 * the day closings of those shops. Orders are read in batches of 100 (the upstream's cap)
 * in monthly windows (orders/fetch-orders.ts); payments by order id (orders/payments.ts); day
 * closings, one a shop a day, in yearly windows, so a page of 1000 covers months of them and
 * a long range still never pages deep.
 */
import { inList, where } from '../../upstream/filters.js';
import type { DayClosingRow, OrderRow } from '../../upstream/wire.js';
import type { UpstreamWork } from '../../upstream/work.js';
import type { AuthContext } from '../caller.js';
import type { ServiceDeps } from '../deps.js';
import { calendarWindows, readWindows, type DayRange } from '../range-windows.js';
import type { ReadWork } from '../read-model/data-age.js';
import { drainOrders } from '../orders/fetch-orders.js';
import { ID_BATCH, paymentsOfOrders, type OrderPaymentRow } from '../orders/payments.js';
import type { ReportTotals } from './report-totals.js';
import { IN_SCOPE_STATUSES } from './scope.js';

export interface ReportRows {
  orders: OrderRow[];
  payments: OrderPaymentRow[];
  dayClosings: DayClosingRow[];
}

/** Closings are asked by id, as one drain would answer them; windows are joined by date. */
const CLOSING_WINDOW_MONTHS = 12;

/** Day closings of the range and shops (null = all), by id, read from the platform. */
export function dayClosingsFromPlatform(
  deps: ServiceDeps,
  auth: AuthContext,
  range: DayRange,
  shopIds: readonly number[] | null,
  work: UpstreamWork = {},
): Promise<DayClosingRow[]> {
  const shopFilter = shopIds === null ? [] : [inList('shop_id', shopIds)];
  return readWindows(
    calendarWindows(range, CLOSING_WINDOW_MONTHS),
    deps.upstream.concurrency,
    work,
    (window, windowWork) =>
      deps.upstream.drain('listDayClosings', auth.upstream, {
        filters: [where('date', '>=', window.from), where('date', '<=', window.to), ...shopFilter],
        order: [{ name: 'id', dir: 'asc' }],
        ...windowWork,
      }),
  ).then((closings) => closings.sort((a, b) => a.id - b.id));
}

export async function fetchReportRows(
  deps: ServiceDeps,
  auth: AuthContext,
  range: DayRange,
  shopIds: number[] | null,
  work: ReadWork = {},
): Promise<ReportRows> {
  // A locked location without shops has no data; an empty id list must not mean "all".
  if (shopIds !== null && shopIds.length === 0) {
    return { orders: [], payments: [], dayClosings: [] };
  }
  const query = { ...range, shopIds, statuses: IN_SCOPE_STATUSES };
  const { readModel } = deps;
  const [orders, dayClosings] = await Promise.all([
    drainOrders(deps, auth, query, work),
    readModel
      ? readModel.dayClosings(auth, range, shopIds, work)
      : dayClosingsFromPlatform(deps, auth, range, shopIds, work),
  ]);
  const orderIds = orders.map((order) => order.id);
  const payments = readModel
    ? await readModel.payments(auth, orderIds, work)
    : await paymentsOfOrders(deps, auth, orderIds, work);
  return { orders, payments, dayClosings };
}

/** Orders per page as the report reads them from the model: whole batches of `ID_BATCH`. */
const REPORT_PAGE = 10 * ID_BATCH;

/**
 * The report's rows added to `totals`: from the read model a page at a time (each page's
 * orders with their payments, in the platform's order), so a year of orders never sits in
 * memory at once; from the platform, all read first and added as one page.
 */
export async function addReportRows(
  deps: ServiceDeps,
  auth: AuthContext,
  range: DayRange,
  shopIds: number[] | null,
  work: ReadWork,
  totals: ReportTotals,
): Promise<void> {
  const { readModel } = deps;
  if (!readModel || (shopIds !== null && shopIds.length === 0)) {
    const rows = await fetchReportRows(deps, auth, range, shopIds, work);
    totals.addOrders(rows.orders, rows.payments);
    totals.addDayClosings(rows.dayClosings);
    return;
  }
  const query = { ...range, shopIds, statuses: IN_SCOPE_STATUSES };
  const [pages, dayClosings] = await Promise.all([
    readModel.orderPages(auth, query, { size: REPORT_PAGE, withPayments: true }, work),
    readModel.dayClosings(auth, range, shopIds, work),
  ]);
  totals.addDayClosings(dayClosings);
  for await (const page of pages) {
    // A client that has gone away stops the adding up too.
    work.signal?.throwIfAborted();
    totals.addOrders(page.orders, page.payments);
  }
}
