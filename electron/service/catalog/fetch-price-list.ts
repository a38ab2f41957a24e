/**
 * Gathers what the price list joins: every matching product (the client's parallel drain),
 * their price rows in batches of at most 200 product ids with bounded concurrency, and the
 * country's tax rates and the turnover groups (each read once per run, through the cache).
 */
import type { PriceListRow, Product } from '../../../shared/api/catalog.js';
import { MAX_PRODUCT_IDS } from '../../../shared/api/catalog.js';
import { mapWithConcurrency } from '../../upstream/concurrency.js';
import { inList } from '../../upstream/filters.js';
import type { ProductPriceRow, ShopProductRow } from '../../upstream/wire.js';
import type { AuthContext } from '../context.js';
import { loadProductGroups, loadTaxRates } from '../reference-data.js';
import type { ServiceRuntime } from '../runtime.js';
import { buildPriceList } from './price-join.js';
import { toTaxRate, toTurnoverGroup } from './reference-rows.js';
import { isSalePriceRow, toProduct, toProductPrice } from './rows.js';

const PRICE_BATCHES_IN_PARALLEL = 4;
const byId = [{ name: 'id', dir: 'asc' as const }];
/** The upstream's default language; titles come as the shop shows them. */
export const PRODUCT_LANGUAGE = 'nl';

/** `""` asks the upstream for everything; so does text of only spaces. */
export const upstreamQueryOf = (q: string | undefined): string => q?.trim() ?? '';

export function chunk<Item>(items: readonly Item[], size: number): Item[][] {
  const chunks: Item[][] = [];
  for (let index = 0; index < items.length; index += size) {
    chunks.push(items.slice(index, index + size));
  }
  return chunks;
}

export async function fetchProducts(
  runtime: ServiceRuntime,
  auth: AuthContext,
  q: string | undefined,
  signal?: AbortSignal,
): Promise<Product[]> {
  const rows = await runtime.upstream.drain<ShopProductRow>('searchProducts', auth.upstream, {
    leading: [upstreamQueryOf(q), PRODUCT_LANGUAGE],
    order: byId,
    signal,
  });
  return rows.map(toProduct);
}

/** Sale rows only: the join keeps nothing else, so purchase and cost rows never travel. */
async function fetchSalePrices(
  runtime: ServiceRuntime,
  auth: AuthContext,
  productIds: readonly number[],
  signal?: AbortSignal,
): Promise<ProductPriceRow[]> {
  const batches = chunk(productIds, MAX_PRODUCT_IDS);
  const pages = await mapWithConcurrency(
    batches,
    PRICE_BATCHES_IN_PARALLEL,
    (ids) =>
      runtime.upstream.drain<ProductPriceRow>('listProductPrices', auth.upstream, {
        filters: [inList('product_id', ids)],
        order: byId,
        signal,
      }),
    signal,
  );
  return pages.flat().filter(isSalePriceRow);
}

export async function fetchPriceList(
  runtime: ServiceRuntime,
  auth: AuthContext,
  options: { q: string | undefined; countryIso2: string; signal?: AbortSignal },
): Promise<PriceListRow[]> {
  const [products, taxRates, groups] = await Promise.all([
    fetchProducts(runtime, auth, options.q, options.signal),
    loadTaxRates(runtime, auth, options.countryIso2),
    loadProductGroups(runtime, auth),
  ]);
  const productIds = [...new Set(products.map((product) => product.id))];
  const prices = await fetchSalePrices(runtime, auth, productIds, options.signal);
  return buildPriceList({
    products,
    prices: prices.map(toProductPrice),
    taxRates: taxRates.map(toTaxRate),
    groups: groups.map(toTurnoverGroup),
  });
}
