/**
 * Gathers the rows the financial report is computed from, through the read source (read-source.ts):
 * orders purchased in the Amsterdam day range (in scope statuses, limited to the caller's shops),
 * their payments, and the day closings of those shops. From the platform, orders are read in
 * batches of 100 (the upstream's cap) in monthly windows (data/platform/fetch-orders.ts), payments
 * by order id (data/platform/payments.ts), day closings in yearly windows
 * (data/platform/fetch-day-closings.ts).
 */
import type { DayClosingRecord, OrderPaymentRecord, OrderRecord } from '../../core/model/sales.js';
import type { AuthContext } from '../../core/caller.js';
import type { ServiceDeps } from '../deps.js';
import type { DayRange } from '../../data/platform/range-windows.js';
import type { ReadWork } from '../../data/read-model/data-age.js';
import { ID_BATCH } from '../../data/platform/payments.js';
import { pagesAhead } from './pages-ahead.js';
import { IN_SCOPE_STATUSES } from './scope.js';

interface ReportRows {
  orders: OrderRecord[];
  payments: OrderPaymentRecord[];
  dayClosings: DayClosingRecord[];
}

export async function fetchReportRows(
  deps: Pick<ServiceDeps, 'reads'>,
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
  const { reads } = deps;
  const [earlier, orders, dayClosings] = await Promise.all([
    readEarlierOrders(deps, auth, range, shopIds, work),
    reads.orders(auth, query, work),
    reads.dayClosings(auth, range, shopIds, work),
  ]);
  const orderIds = orders.map((order) => order.id);
  const payments = await reads.payments(auth, orderIds, work);
  // In the platform's order: the earlier orders were purchased before the range's.
  return {
    orders: [...earlier.orders, ...orders],
    payments: [...earlier.payments, ...payments],
    dayClosings,
  };
}

/**
 * The orders sold before the range that changed since its first day, with their payments: their
 * refunds and payments made in the range count in it (sales-figures/refund-and-payment-dating.ts).
 */
const readEarlierOrders = (
  deps: Pick<ServiceDeps, 'reads'>,
  auth: AuthContext,
  range: DayRange,
  shopIds: number[] | null,
  work: ReadWork,
) =>
  deps.reads.earlierOrdersChangedSince(
    auth,
    { before: range.from, to: range.to, shopIds, statuses: IN_SCOPE_STATUSES },
    work,
  );

/** What adds the rows up a page at a time: the report's totals, or the tills' days. */
export interface ReportRowSink {
  addOrders(orders: readonly OrderRecord[], payments: readonly OrderPaymentRecord[]): void;
  addDayClosings(closings: readonly DayClosingRecord[]): void;
}

/**
 * Orders per page as the report reads them back from a store: whole batches of `ID_BATCH`. Two
 * batches: a page's orders are parsed, added and dropped before most of the service's young
 * generation collections (4 MB a semi-space: boot/start-settings.ts), where a page of ten
 * batches (some 2 MB of stored JSON) lived through them and was copied; the collector had 29 %
 * of the thread's samples in a year's report (docs/performance.md).
 */
const REPORT_PAGE = 2 * ID_BATCH;
/** Pages read while the earlier orders come from the platform: as many orders as one page was. */
const PAGES_AHEAD = 5;

/**
 * The report's rows added to `totals`: where the read source holds them, a page at a time
 * (each page's orders with their payments, in the platform's order), so a year of orders
 * never sits in memory at once; from the platform, all read first and added as one page.
 */
export async function addReportRows(
  deps: Pick<ServiceDeps, 'reads'>,
  auth: AuthContext,
  range: DayRange,
  shopIds: number[] | null,
  work: ReadWork,
  totals: ReportRowSink,
): Promise<void> {
  const { reads } = deps;
  const query = { ...range, shopIds, statuses: IN_SCOPE_STATUSES };
  const paging = { size: REPORT_PAGE, withPayments: true };
  const stored = reads.storedOrderPages(auth, query, paging, work);
  if (!stored) {
    const rows = await fetchReportRows(deps, auth, range, shopIds, work);
    totals.addOrders(rows.orders, rows.payments);
    totals.addDayClosings(rows.dayClosings);
    return;
  }
  const platformReads = Promise.all([
    readEarlierOrders(deps, auth, range, shopIds, work),
    reads.dayClosings(auth, range, shopIds, work),
  ]);
  // Awaited below; should the store fail first, their failure is not left unhandled.
  platformReads.catch(() => undefined);
  // The store's first pages are read while the platform answers (pages-ahead.ts).
  const pages = pagesAhead(await stored, platformReads, PAGES_AHEAD);
  const [earlier, dayClosings] = await platformReads;
  totals.addDayClosings(dayClosings);
  // First: they were purchased before every order of the range's pages.
  totals.addOrders(earlier.orders, earlier.payments);
  for await (const page of pages) {
    // A client that has gone away stops the adding up too.
    work.signal?.throwIfAborted();
    totals.addOrders(page.orders, page.payments);
  }
}
