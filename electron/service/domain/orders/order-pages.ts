/**
 * Every order of a range as pages, for an export written as they come: a page at a time where
 * the read source holds them (read-source.ts, `storedOrderPages`); read from the platform, all
 * read first, as one page, so an upstream failure is a clean 502, never a file cut short.
 */
import type { OrderRecord } from '../../core/model/sales.js';
import type { AuthContext } from '../../core/caller.js';
import type { ServiceDeps } from '../deps.js';
import type { ReadWork } from '../../data/read-model/data-age.js';
import type { OrderRangeQuery } from '../../data/platform/fetch-orders.js';

/** Orders an export writes per page as they are read back. */
const EXPORT_PAGE = 1000;

async function* ordersOfPages(pages: AsyncIterable<{ orders: OrderRecord[] }>) {
  for await (const page of pages) yield page.orders;
}

export async function orderPages(
  deps: Pick<ServiceDeps, 'reads'>,
  auth: AuthContext,
  query: OrderRangeQuery,
  work: ReadWork = {},
): Promise<AsyncIterable<readonly OrderRecord[]> | Iterable<readonly OrderRecord[]>> {
  const page = { size: EXPORT_PAGE, withPayments: false };
  const stored = deps.reads.storedOrderPages(auth, query, page, work);
  if (stored) return ordersOfPages(await stored);
  return [await deps.reads.orders(auth, query, work)];
}
