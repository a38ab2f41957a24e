/**
 * The names an answer shows, from today's catalog: each turnover group's, and the sku and
 * title of the products the answer names (each of its lines). The price list is read without
 * the cost rows that value today's stock, kept per state of the catalog and, when that moved,
 * read again behind the answer (latest-read.ts): a read of the whole stock for the names of
 * each answer was most of its time (docs/stock-value.md).
 */
import type { PriceListRow } from '../../../../shared/api/catalog.js';
import type { AuthContext } from '../../core/caller.js';
import type { ReadWork } from '../../data/read-model/data-age.js';
import { readPriceList } from '../catalog/fetch-price-list.js';
import { loadProductGroupsIfOffered } from '../reference/loaders.js';
import type { CurrentStockDeps } from './current-stock.js';
import type { ProductNames } from './valuing.js';
import { LatestRead } from './latest-read.js';
import type { StockLines } from '../../core/model/stock-snapshot.js';
import { partitionOf } from '../../data/read-model/partition.js';

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
 * The catalog's names per read source, of the partition asked last, at the catalog's state in
 * the read model (the partition and its products' version: catalog-exceptions.ts keeps its
 * part the same way), read again behind an answer when the state moved (latest-read.ts). One
 * partition's are kept: some 10 MB at 50,000 products (measured: 10.5 MB of heap for 50,000
 * pairs of a 12- and a 40-character text).
 */
const keptBySource = new WeakMap<object, LatestRead<ProductNames>>();

function keptOf(deps: CurrentStockDeps): LatestRead<ProductNames> {
  let kept = keptBySource.get(deps.reads);
  if (!kept) keptBySource.set(deps.reads, (kept = new LatestRead()));
  return kept;
}

/** Keeps the names of a stock just read (a snapshot's), so the next answer need not read them. */
export function offerNames(deps: CurrentStockDeps, auth: AuthContext, names: ProductNames) {
  keptOf(deps).offer(partitionOf(auth), names);
}

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

/** Whether `names` name every product `lines` lists: else an answer waits for a new read. */
function namesEvery(names: ProductNames, lines: StockLines): boolean {
  for (const productId of lines.keys()) if (!names.has(productId)) return false;
  return true;
}

/**
 * Today's catalog's names of the products `lines` lists (none read when it lists none): kept
 * per state of the catalog; when the state moved, the kept ones while they name every line,
 * read again behind the answer (latest-read.ts). Without a read model's state, read each time.
 */
async function productNames(
  deps: CurrentStockDeps,
  auth: AuthContext,
  lines: StockLines,
  work: ReadWork,
): Promise<ProductNames> {
  if (lines.size === 0) return new Map();
  const model = deps.reads.modelFor(work);
  const state = model ? await model.caughtUpStateFor(auth, ['products'], work) : null;
  if (state === null) return readNames(deps, auth, work);
  // Read behind an answer, for no request: nothing of this request's may stop it.
  const readNow = () => readNames(deps, auth, {});
  return keptOf(deps).of(partitionOf(auth), state, readNow, (kept) => namesEvery(kept, lines));
}

export async function catalogNames(
  deps: CurrentStockDeps,
  auth: AuthContext,
  lines: StockLines,
  work: ReadWork,
): Promise<AnswerNames> {
  const [groups, products] = await Promise.all([
    groupNames(deps, auth),
    productNames(deps, auth, lines, work),
  ]);
  return { products, groups };
}
