/** Product search and product prices. */
import type { DemoShopProduct } from '../data/catalog.js';
import type { DemoPriceRow } from '../data/price-rows.js';
import { generalError } from '../errors.js';
import { isNaturalOrder, runQuery } from '../query.js';
import type { CallContext } from './context.js';
import { listArgsOf } from './context.js';

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

export function searchProducts({ data, params }: CallContext) {
  const terms = searchTerms(params[0]);
  const lang = params[1];
  if (lang !== 0 && lang !== null && lang !== undefined && typeof lang !== 'string') {
    throw generalError('lang must be a language code or 0');
  }
  const args = listArgsOf('searchProducts', params);
  const { shopProducts, searchText } = data.catalog;
  return runQuery(
    matchingProducts(shopProducts, searchText, terms),
    args,
    isNaturalOrder(args.order, [['id']]),
  );
}

const pricesByProduct = new WeakMap<DemoPriceRow[], Map<number, DemoPriceRow[]>>();

/** Price rows grouped by product id, built once per catalog for the `product_id__in_list` filter. */
function priceIndex(prices: DemoPriceRow[]): Map<number, DemoPriceRow[]> {
  let index = pricesByProduct.get(prices);
  if (!index) {
    index = new Map();
    for (const row of prices) {
      const group = index.get(row.product_id) ?? [];
      group.push(row);
      index.set(row.product_id, group);
    }
    pricesByProduct.set(prices, index);
  }
  return index;
}

export function listProductPrices({ data, params }: CallContext) {
  const args = listArgsOf('listProductPrices', params);
  const prices = data.catalog.prices;
  const byProduct = args.filters.find(
    (filter) => filter.field === 'product_id' && filter.operator === 'in_list',
  );
  // Price rows are in id order and product ids ascend with them, so sorted ids keep that order.
  const source = byProduct
    ? [...new Set(byProduct.values.map(Number))]
        .sort((a, b) => a - b)
        .flatMap((id) => priceIndex(prices).get(id) ?? [])
    : prices;
  return runQuery(source, args, isNaturalOrder(args.order, [['id']]));
}
