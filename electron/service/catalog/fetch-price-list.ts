/**
 * Gathers what the price list joins: every matching product (the client's parallel drain)
 * with the prices the platform embeds in each of them, and the country's tax rates and the
 * turnover groups (each read once per run, through the cache). The embedded prices hold
 * everything the list shows (regular, discount and deposit price), so no price call is made.
 */
import type { PriceListRow } from '../../../shared/api/catalog.js';
import { LIST_LANGUAGE, searchQueryOf } from '../../upstream/list-args.js';
import type { ShopProductRow } from '../../upstream/wire.js';
import type { UpstreamWork } from '../../upstream/work.js';
import type { AuthContext } from '../caller.js';
import { loadProductGroupsIfOffered, loadTaxRates } from '../reference/loaders.js';
import type { ServiceDeps } from '../deps.js';
import { buildPriceList } from './price-join.js';
import { toTaxRate, toTurnoverGroup } from '../reference/rows.js';
import { catalogTypeFilter, embeddedPricesOf, toProduct, toProductPrice } from './rows.js';

const byId = [{ name: 'id', dir: 'asc' as const }];
/** Every catalog row matching `q`, as the platform answers them (embedded prices included). */
export function fetchShopProducts(
  deps: ServiceDeps,
  auth: AuthContext,
  q: string | undefined,
  work: UpstreamWork = {},
): Promise<ShopProductRow[]> {
  return deps.upstream.drain('searchProducts', auth.upstream, {
    leading: [searchQueryOf(q), LIST_LANGUAGE],
    order: byId,
    filters: [catalogTypeFilter],
    ...work,
  });
}

export async function fetchPriceList(
  deps: ServiceDeps,
  auth: AuthContext,
  options: { q: string | undefined; countryIso2: string; work?: UpstreamWork },
): Promise<PriceListRow[]> {
  const [rows, taxRates, groups] = await Promise.all([
    fetchShopProducts(deps, auth, options.q, options.work),
    loadTaxRates(deps, auth, options.countryIso2),
    loadProductGroupsIfOffered(deps, auth),
  ]);
  return buildPriceList({
    products: rows.map(toProduct),
    prices: rows.flatMap(embeddedPricesOf).map(toProductPrice),
    taxRates: taxRates.map(toTaxRate),
    groups: groups.map(toTurnoverGroup),
  });
}
