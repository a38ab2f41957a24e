/**
 * Reads what the price list joins, a page of products at a time: every matching product with
 * the prices the platform embeds in it, and the country's tax rates and the turnover groups
 * (each read once per run, through the cache). The embedded prices hold every price the list
 * shows (regular, discount and deposit price), so no price call is made: the list costs
 * exactly the product pages (docs/decisions/0025-price-list-from-product-pages.md); its cost
 * prices are the latest stock snapshot's, from the read model's database (0125). Each
 * page is joined as it comes, so a catalog of any size is never held whole.
 */
import type { PriceListRow } from '../../../../shared/api/catalog.js';
import { gathered, type PageSink } from '../../../upstream/drain.js';
import type { CatalogProductRecord } from '../../core/model/catalog.js';
import type { AuthContext } from '../../core/caller.js';
import type { ReadWork } from '../../data/read-model/data-age.js';
import { loadProductGroupsIfOffered, loadTaxRates } from '../reference/loaders.js';
import { toTaxRate, toTurnoverGroup } from '../reference/rows.js';
import type { ServiceDeps } from '../deps.js';
import { mapPages, type ExportRows } from '../../core/pages.js';
import type { ProductCosts } from './price-join.js';
import { PriceListJoin } from './price-list-join.js';

/** The read source the catalog comes from; the platform the names are read from. */
type PriceListDeps = Pick<ServiceDeps, 'upstream' | 'reads'>;

export interface PriceListQuery {
  q: string | undefined;
  countryIso2: string;
  /** Only the products without a base sale price. */
  neverPriced: boolean;
  work: ReadWork;
  /**
   * Each product's cost price, read beside the first products (the latest stock snapshot's:
   * stock-value/list-costs.ts); omitted, every row's is null (the stock value's own reads).
   */
  costs?: (() => Promise<ProductCosts>) | undefined;
}

async function joinFor(deps: PriceListDeps, auth: AuthContext, query: PriceListQuery) {
  const [taxRates, groups, costs] = await Promise.all([
    loadTaxRates(deps, auth, query.countryIso2),
    loadProductGroupsIfOffered(deps, auth),
    query.costs?.(),
  ]);
  return new PriceListJoin({
    taxRates: taxRates.map(toTaxRate),
    groups: groups.map(toTurnoverGroup),
    neverPriced: query.neverPriced,
    costs,
  });
}

/**
 * The price list handed to `sink` a page at a time, in the list's order, each page joined as
 * its products arrive (from the read model or the platform: read-source.ts). The tax rates
 * and groups are read beside the first products.
 */
export async function readPriceList(
  deps: PriceListDeps,
  auth: AuthContext,
  query: PriceListQuery,
  sink: PageSink<PriceListRow>,
): Promise<void> {
  const { q, work } = query;
  const join = joinFor(deps, auth, query);
  // Awaited by the first page, and below; until then its failure must not go unhandled.
  join.catch(() => undefined);
  const products: PageSink<CatalogProductRecord> = {
    page: async (rows) => {
      const joined = (await join).rows(rows);
      // A client that has gone away stops the reading too (a page from the store is no call).
      work.signal?.throwIfAborted();
      await sink.page(joined);
    },
    restart: async () => {
      (await join).restart();
      await sink.restart();
    },
  };
  await deps.reads.products(auth, q, work, products);
  await join;
}

/**
 * The same pages for an export, as its writer takes them: where the read source holds the
 * catalog, as they are read back from its store (a first read stores the catalog first); from
 * the platform all read first, so an upstream failure is a clean 502, never a file cut short.
 */
export async function priceListPages(
  deps: PriceListDeps,
  auth: AuthContext,
  query: PriceListQuery,
): Promise<ExportRows<PriceListRow>> {
  const stored = deps.reads.storedProducts(auth, query.q, query.work);
  if (!stored) return gathered((sink) => readPriceList(deps, auth, query, sink));
  const [pages, join] = await Promise.all([stored, joinFor(deps, auth, query)]);
  return mapPages(pages, (page) => {
    query.work.signal?.throwIfAborted();
    return join.rows(page);
  });
}
