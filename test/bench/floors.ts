/**
 * The upstream floors the first asks are compared with (docs/decisions.md, "Benchmark"):
 * the least set of upstream calls that answers the question, at the platform's page sizes
 * (1,000 rows; 100 for orders) and our concurrency (the upstream client's, 4 in flight),
 * timed directly against the same demo platform with the same injected latency.
 */
import { DEFAULT_MAX_CONCURRENCY } from '../../electron/upstream/client.js';
import { inList, where } from '../../electron/upstream/filters.js';
import { LIST_LANGUAGE, NO_QUERY } from '../../electron/upstream/list-args.js';
import { catalogTypeFilter } from '../../electron/service/catalog/rows.js';
import { ORDERS_BY_PURCHASE, orderRangeFilters } from '../../electron/service/orders/fetch-orders.js';
import { IN_SCOPE_STATUSES } from '../../electron/service/reports/scope.js';
import type { LocalDate } from '../../shared/dates.js';
import type { RawPlatform } from '../api/raw-platform.js';
import { CallSlots, readList } from './upstream-reads.js';

export interface FloorFigures {
  ms: number;
  calls: number;
  rows: number;
}

const byId = [{ name: 'id', dir: 'asc' as const }];

async function timedFloor(work: (slots: CallSlots) => Promise<number>): Promise<FloorFigures> {
  const slots = new CallSlots(DEFAULT_MAX_CONCURRENCY);
  const started = performance.now();
  const rows = await work(slots);
  return { ms: performance.now() - started, calls: slots.calls, rows };
}

/** The price list: every catalog product (prices are embedded), NL tax rates, groups. */
export const priceListFloor = (raw: RawPlatform): Promise<FloorFigures> =>
  timedFloor(async (slots) => {
    const [products] = await Promise.all([
      readList(raw, slots, 'searchProducts', {
        leading: [NO_QUERY, LIST_LANGUAGE],
        order: byId,
        filters: [catalogTypeFilter],
      }),
      readList(raw, slots, 'listTaxRates', {
        order: byId,
        filters: [where('country_iso2', '=', 'NL')],
      }),
      readList(raw, slots, 'listProductGroups', { order: byId }),
    ]);
    return products.length;
  });

/** Calendar months of a range, the first and last clipped to it. */
export function monthWindows(from: LocalDate, to: LocalDate): { from: LocalDate; to: LocalDate }[] {
  const windows: { from: LocalDate; to: LocalDate }[] = [];
  let start = from;
  while (start <= to) {
    const [year, month] = start.split('-').map(Number) as [number, number];
    const next = new Date(Date.UTC(year, month, 1)).toISOString().slice(0, 10) as LocalDate;
    const last = new Date(Date.UTC(year, month, 0)).toISOString().slice(0, 10) as LocalDate;
    windows.push({ from: start, to: last < to ? last : to });
    start = next;
  }
  return windows;
}

/**
 * The financial report: the range's in-scope orders read month by month (never a deep
 * offset over the whole range), each page's payments asked by its 100 order ids as soon as
 * the page arrives, the range's day closings, and the reference lists the report names.
 */
export const reportFloor = (
  raw: RawPlatform,
  range: { from: LocalDate; to: LocalDate },
): Promise<FloorFigures> =>
  timedFloor(async (slots) => {
    const payments = (ids: number[]) =>
      ids.length === 0
        ? Promise.resolve()
        : readList(raw, slots, 'listPayments', {
            order: byId,
            filters: [inList('order_id', ids)],
          }).then(() => undefined);
    const months = monthWindows(range.from, range.to).map((window) =>
      readList(raw, slots, 'listOrders', {
        order: ORDERS_BY_PURCHASE,
        filters: orderRangeFilters({ ...window, shopIds: null, statuses: IN_SCOPE_STATUSES }),
        onPage: (rows) => payments(rows.map((order) => order.id)),
      }),
    );
    const [orders] = await Promise.all([
      Promise.all(months),
      readList(raw, slots, 'listDayClosings', {
        order: byId,
        filters: [where('date', '>=', range.from), where('date', '<=', range.to)],
      }),
      readList(raw, slots, 'listShops', { leading: [NO_QUERY, LIST_LANGUAGE], order: byId }),
      readList(raw, slots, 'listProductGroups', { order: byId }),
      readList(raw, slots, 'listPaymentMethods', { leading: [LIST_LANGUAGE], order: byId }),
      readList(raw, slots, 'listTaxRates', {
        order: byId,
        filters: [where('country_iso2', '=', 'NL')],
      }),
    ]);
    return orders.flat().length;
  });
