/**
 * The upstream floors the first asks are compared with (docs/decisions/0050-benchmark-method.md):
 * the least set of upstream calls that answers the question, at the platform's page sizes
 * (1,000 rows; 100 for orders) and our concurrency, timed directly against the same demo
 * platform with the same injected latency. Our concurrency is the most upstream calls our
 * first ask had in flight at once (sampled at the platform), at least the upstream client's
 * default of 4 per list: so a floor differs from ours in which calls it makes, not in how
 * many it is allowed to make at once.
 */
import { DEFAULT_MAX_CONCURRENCY } from '../../electron/upstream/client-options.js';
import { inList, where } from '../../electron/upstream/filters.js';
import { LIST_LANGUAGE, NO_QUERY } from '../../electron/upstream/list-args.js';
import { catalogTypeFilter } from '../../electron/service/data/platform/product-rows.js';
import { bitGroups } from '../../electron/service/data/platform/payments.js';
import {
  ORDERS_BY_PURCHASE,
  orderRangeFilters,
} from '../../electron/service/data/platform/fetch-orders.js';
import { IN_SCOPE_STATUSES } from '../../electron/service/domain/sales-figures/scope.js';
import type { LocalDate } from '../../shared/dates.js';
import type { RawPlatform } from '../api/raw-platform.js';
import { CallSlots, readList } from './upstream-reads.js';

/** The floor's calls in flight: our first ask's peak, at least the client's default. */
export const floorConcurrency = (ourPeak: number): number =>
  Math.max(DEFAULT_MAX_CONCURRENCY, ourPeak);

const byId = [{ name: 'id', dir: 'asc' as const }];

export interface FloorFigures {
  ms: number;
  calls: number;
  rows: number;
  concurrency: number;
}

async function timedFloor(
  concurrency: number,
  work: (slots: CallSlots) => Promise<number>,
): Promise<FloorFigures> {
  const slots = new CallSlots(concurrency);
  const started = performance.now();
  const rows = await work(slots);
  return { ms: performance.now() - started, calls: slots.calls, rows, concurrency };
}

/** The price list: every catalog product (prices are embedded), NL tax rates, groups. */
export const priceListFloor = (raw: RawPlatform, concurrency: number): Promise<FloorFigures> =>
  timedFloor(concurrency, async (slots) => {
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
 * the page arrives (and a few groups of orders where the platform's payments name no order),
 * the range's day closings, and the reference lists the report names.
 */
export const reportFloor = (
  raw: RawPlatform,
  range: { from: LocalDate; to: LocalDate },
  concurrency: number,
): Promise<FloorFigures> =>
  timedFloor(concurrency, async (slots) => {
    const paymentsOf = (ids: number[]) =>
      readList(raw, slots, 'listPayments', { order: byId, filters: [inList('order_id', ids)] });
    const payments = async (ids: number[]) => {
      if (ids.length === 0) return;
      const rows = (await paymentsOf(ids)) as { order_id?: number | null }[];
      const named = new Set(rows.map((row) => row.order_id ?? null));
      if (!named.has(null)) return;
      // A payment that names no order pays one of the orders no other payment names: as for
      // the service (data/platform/payments.ts), asking those again in groups, order i in group
      // j when bit j of i is set, tells which (⌈log2 n⌉ calls; decision 0131).
      await Promise.all(bitGroups(ids.filter((id) => !named.has(id))).map(paymentsOf));
    };
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
