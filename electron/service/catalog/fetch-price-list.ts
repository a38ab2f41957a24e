/**
 * Gathers what the price list joins: every matching product (the client's parallel drain)
 * with the prices the platform embeds in each of them, and the country's tax rates and the
 * turnover groups (each read once per run, through the cache). The embedded prices hold
 * everything the list shows (regular, discount and deposit price), so no price call is made:
 * the list costs exactly the product pages (docs/decisions.md, "Reading the price list").
 */
import type { PriceListRow } from '../../../shared/api/catalog.js';
import { LIST_LANGUAGE, NO_QUERY, searchQueryOf } from '../../upstream/list-args.js';
import type { EmbeddedPrice, ShopProductRow } from '../../upstream/wire.js';
import type { UpstreamWork } from '../../upstream/work.js';
import type { AuthContext } from '../caller.js';
import type { ReadWork } from '../read-model/data-age.js';
import { loadProductGroupsIfOffered, loadTaxRates } from '../reference/loaders.js';
import type { ServiceDeps } from '../deps.js';
import { PRICE_TYPE } from '../../../shared/price-types.js';
import { buildPriceList, type SaleCandidate } from './price-join.js';
import { toTaxRate, toTurnoverGroup } from '../reference/rows.js';
import { catalogTypeFilter, embeddedPricesOf, toProduct } from './rows.js';

const byId = [{ name: 'id', dir: 'asc' as const }];
/** Every catalog row matching `q`, as the platform answers them (embedded prices included). */
export function fetchShopProductsFromPlatform(
  deps: ServiceDeps,
  auth: AuthContext,
  q: string | undefined,
  work: UpstreamWork = {},
): Promise<ShopProductRow[]> {
  const query = searchQueryOf(q);
  return deps.upstream.drain('searchProducts', auth.upstream, {
    leading: [query, LIST_LANGUAGE],
    order: byId,
    filters: [catalogTypeFilter],
    // A shop's whole catalog is rarely one page: its second is asked with the first.
    readAhead: query === NO_QUERY ? 1 : 0,
    ...work,
  });
}

/**
 * Every catalog row matching `q`: the whole catalog from the read model when it is on; a text
 * search always asks the platform, whose natural search ranks and matches in its own way.
 */
export function fetchShopProducts(
  deps: ServiceDeps,
  auth: AuthContext,
  q: string | undefined,
  work: ReadWork = {},
): Promise<ShopProductRow[]> {
  return deps.readModel && searchQueryOf(q) === NO_QUERY
    ? deps.readModel.products(auth, work)
    : fetchShopProductsFromPlatform(deps, auth, q, work);
}

/**
 * An embedded price as the join weighs it, its figures as sent: most products carry two or
 * three price objects and the list shows five of their figures, so only those are made exact
 * (in buildPriceList), not every price read. Embedded prices have no quantity threshold.
 */
const candidateOf = (price: EmbeddedPrice): SaleCandidate => ({
  id: price.id,
  product_id: price.product_id,
  product_price_type_id: price.product_price_type_id,
  is_sale_price: price.product_price_type_id === PRICE_TYPE.regular,
  from_qty: null,
  ppu: price.ppu,
  ppu_wt: price.ppu_wt,
  tax_rate_id: price.tax_rate_id,
});

export async function fetchPriceList(
  deps: ServiceDeps,
  auth: AuthContext,
  options: { q: string | undefined; countryIso2: string; work?: ReadWork },
): Promise<PriceListRow[]> {
  const [rows, taxRates, groups] = await Promise.all([
    fetchShopProducts(deps, auth, options.q, options.work),
    loadTaxRates(deps, auth, options.countryIso2),
    loadProductGroupsIfOffered(deps, auth),
  ]);
  return buildPriceList({
    products: rows.map(toProduct),
    prices: rows.flatMap(embeddedPricesOf).map(candidateOf),
    taxRates: taxRates.map(toTaxRate),
    groups: groups.map(toTurnoverGroup),
  });
}
