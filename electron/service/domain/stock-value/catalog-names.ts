/**
 * The names an answer shows, from today's catalog: each turnover group's, and the sku and
 * title of the products the answer names (without a cost price, below zero). The price list
 * is read without the cost rows that value today's stock, once per state of the catalog, and
 * kept as a pair of texts per product: a read of the whole stock for the names of each answer
 * was most of its time (docs/stock-value.md).
 */
import type { PriceListRow } from '../../../../shared/api/catalog.js';
import type { AuthContext } from '../../core/caller.js';
import type { ReadWork } from '../../data/read-model/data-age.js';
import { readPriceList } from '../catalog/fetch-price-list.js';
import { loadProductGroupsIfOffered } from '../reference/loaders.js';
import type { CatalogNames, CurrentStockDeps } from './current-stock.js';

/** The groups' names, as the price list names them (price-list-join.ts). */
async function groupNames(deps: CurrentStockDeps, auth: AuthContext) {
  const groups = new Map<number, string>();
  for (const group of await loadProductGroupsIfOffered(deps, auth)) {
    groups.set(group.id, group.name);
  }
  return groups;
}

/** Each product's sku and title, as a pair. */
type PackedNames = Map<number, readonly [sku: string, title: string]>;

/**
 * The names of the latest catalog state read, per read source: the catalog's state in the read
 * model names the partition and its products' version (catalog-exceptions.ts keeps its part
 * the same way), so equal states, equal names. One state is kept: some 10 MB at 50,000
 * products (measured: 10.5 MB of heap for 50,000 pairs of a 12- and a 40-character text).
 */
const keptBySource = new WeakMap<object, { state: string; names: PackedNames }>();

async function readNames(deps: CurrentStockDeps, auth: AuthContext, work: ReadWork) {
  const names: PackedNames = new Map();
  const query = { q: undefined, countryIso2: 'NL', neverPriced: false, work };
  await readPriceList(deps, auth, query, {
    page: (rows: PriceListRow[]) => {
      for (const row of rows) names.set(row.product_id, [row.sku, row.title]);
    },
    restart: () => names.clear(),
  });
  return names;
}

/** Today's catalog's names, read once per state of it (none without a read model's state). */
async function namesNow(deps: CurrentStockDeps, auth: AuthContext, work: ReadWork) {
  const model = deps.reads.modelFor(work);
  const state = model ? await model.caughtUpStateFor(auth, ['products'], work) : null;
  const kept = keptBySource.get(deps.reads);
  if (state !== null && kept?.state === state) return kept.names;
  const names = await readNames(deps, auth, work);
  if (state !== null) keptBySource.set(deps.reads, { state, names });
  return names;
}

/** The sku and title of each of `wanted` the price list still has; none read when none. */
async function productNames(
  deps: CurrentStockDeps,
  auth: AuthContext,
  wanted: ReadonlySet<number>,
  work: ReadWork,
): Promise<CatalogNames['products']> {
  const products = new Map<number, { sku: string; title: string }>();
  if (wanted.size === 0) return products;
  const names = await namesNow(deps, auth, work);
  for (const productId of wanted) {
    const name = names.get(productId);
    if (name) products.set(productId, { sku: name[0], title: name[1] });
  }
  return products;
}

export async function catalogNames(
  deps: CurrentStockDeps,
  auth: AuthContext,
  wanted: ReadonlySet<number>,
  work: ReadWork,
): Promise<CatalogNames> {
  const [groups, products] = await Promise.all([
    groupNames(deps, auth),
    productNames(deps, auth, wanted, work),
  ]);
  return { products, groups };
}
