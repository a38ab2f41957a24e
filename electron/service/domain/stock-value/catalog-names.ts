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
import type { CurrentStockDeps } from './current-stock.js';
import type { ProductNames } from './valuing.js';

/** The groups' names, as the price list names them (price-list-join.ts). */
async function groupNames(deps: CurrentStockDeps, auth: AuthContext) {
  const groups = new Map<number, string>();
  for (const group of await loadProductGroupsIfOffered(deps, auth)) {
    groups.set(group.id, group.name);
  }
  return groups;
}

/** What an answer names its groups and products by (current-stock.ts's CatalogNames, read). */
export interface AnswerNames {
  products: ProductNames;
  groups: ReadonlyMap<number, string>;
}

/**
 * The names of the latest catalog state read, per read source: the catalog's state in the read
 * model names the partition and its products' version (catalog-exceptions.ts keeps its part
 * the same way), so equal states, equal names. One state is kept: some 10 MB at 50,000
 * products (measured: 10.5 MB of heap for 50,000 pairs of a 12- and a 40-character text).
 */
const keptBySource = new WeakMap<object, { state: string; names: ProductNames }>();

async function readNames(deps: CurrentStockDeps, auth: AuthContext, work: ReadWork) {
  const names = new Map<number, { sku: string; title: string }>();
  const query = { q: undefined, countryIso2: 'NL', neverPriced: false, work };
  await readPriceList(deps, auth, query, {
    page: (rows: PriceListRow[]) => {
      for (const row of rows) names.set(row.product_id, { sku: row.sku, title: row.title });
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

/**
 * The sku and title of each product the price list still has, when the answer names any
 * (`wanted`): the kept names themselves, not a copy of the 50,000 an answer names.
 */
async function productNames(
  deps: CurrentStockDeps,
  auth: AuthContext,
  wanted: boolean,
  work: ReadWork,
): Promise<ProductNames> {
  return wanted ? namesNow(deps, auth, work) : new Map();
}

export async function catalogNames(
  deps: CurrentStockDeps,
  auth: AuthContext,
  wanted: boolean,
  work: ReadWork,
): Promise<AnswerNames> {
  const [groups, products] = await Promise.all([
    groupNames(deps, auth),
    productNames(deps, auth, wanted, work),
  ]);
  return { products, groups };
}
