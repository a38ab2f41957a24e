/** Product search and product prices. */
import type { DemoShopProduct } from '../data/catalog.js';
import { parseTimestamp } from '../../../shared/dates.js';
import { generalError } from '../errors.js';
import type { ListArgs } from '../query-args.js';
import type { QuerySource } from '../query-cache.js';
import { isNaturalOrder } from '../query.js';
import type { CallContext } from './context.js';
import { listArgsOf } from './context.js';

/**
 * The catalog never changes once built, so a held query's rows stay right for good; they are
 * the catalog's own rows, which stay in memory anyway.
 */
const CATALOG_GENERATION = 0;

/** "", " " and 0 mean everything; otherwise every term must occur in the sku or title. */
function searchTerms(query: unknown): string[] {
  if (query === 0 || query === null || query === undefined) return [];
  if (typeof query !== 'string') throw generalError('query must be a string or 0');
  return query.toLowerCase().split(/\s+/).filter(Boolean);
}

function* matchingProducts(
  rows: DemoShopProduct[],
  texts: string[],
  terms: string[],
): Generator<DemoShopProduct> {
  for (let index = 0; index < rows.length; index++) {
    const text = texts[index] ?? '';
    const row = rows[index];
    if (row && terms.every((term) => text.includes(term))) yield row;
  }
}

/** Shop products in update order with their update instants, once per catalog (never edited). */
const byUpdateTime = new WeakMap<DemoShopProduct[], { rows: DemoShopProduct[]; at: number[] }>();

/**
 * The products a `date_updated >=` (or `>`) filter can match, from that index, as a database
 * answers a delta read from an index rather than by reading every row: a fifty-client crowd
 * opens fifty sessions, each checked with a delta read. Null without such a filter. The query
 * still applies every filter to the rows returned, so this only leaves out rows updated
 * before the moment asked.
 */
function updatedSince(rows: DemoShopProduct[], args: ListArgs): DemoShopProduct[] | null {
  const filter = args.filters.find(
    ({ field, operator }) => field === 'date_updated' && (operator === '>=' || operator === '>'),
  );
  const since = typeof filter?.values[0] === 'string' ? parseTimestamp(filter.values[0]) : null;
  if (since === null) return null;
  let index = byUpdateTime.get(rows);
  if (!index) {
    const timed = rows.map((row) => ({ row, at: parseTimestamp(row.date_updated) ?? 0 }));
    timed.sort((a, b) => a.at - b.at);
    index = { rows: timed.map(({ row }) => row), at: timed.map(({ at }) => at) };
    byUpdateTime.set(rows, index);
  }
  let [low, high] = [0, index.at.length];
  while (low < high) {
    const middle = (low + high) >>> 1;
    if ((index.at[middle] ?? 0) < since) low = middle + 1;
    else high = middle;
  }
  return index.rows.slice(low);
}

export function searchProducts({ data, params }: CallContext) {
  const terms = searchTerms(params[0]);
  const lang = params[1];
  if (lang !== 0 && lang !== null && lang !== undefined && typeof lang !== 'string') {
    throw generalError('lang must be a language code or 0');
  }
  const args = listArgsOf('searchProducts', params);
  const { shopProducts, searchText } = data.catalog;
  const open = (): QuerySource<DemoShopProduct> => {
    const changed = terms.length === 0 ? updatedSince(shopProducts, args) : null;
    if (changed) return { rows: changed, natural: false };
    // Without terms every product matches: the array itself, which iterates far faster than
    // a generator (a query not held runs through the whole catalog to count its total).
    return {
      rows: terms.length === 0 ? shopProducts : matchingProducts(shopProducts, searchText, terms),
      natural: isNaturalOrder(args.order, [['id']]),
    };
  };
  return data.productQueries.page(args, CATALOG_GENERATION, open, terms);
}

export function listProductPrices({ data, params }: CallContext) {
  const args = listArgsOf('listProductPrices', params);
  const byProduct = args.filters.find(
    (filter) => filter.field === 'product_id' && filter.operator === 'in_list',
  );
  // Price rows are in id order and product ids ascend with them, so sorted ids keep that order.
  return data.priceQueries.page(args, CATALOG_GENERATION, () => ({
    rows: byProduct ? data.priceRowsOf(byProduct.values.map(Number)) : data.priceRows,
    natural: isNaturalOrder(args.order, [['id']]),
  }));
}
