/**
 * Reference data as the service uses it: whole lists, drained from the upstream (they are
 * small), read through the read source (read-source.ts), which keeps them per user.
 */
import { mapWithConcurrency } from '../../../upstream/concurrency.js';
import { UpstreamUnsupportedError } from '../../../upstream/errors.js';
import { inList, where } from '../../../upstream/filters.js';
import { LIST_LANGUAGE, NO_QUERY } from '../../../upstream/list-args.js';
import type {
  LocationRecord,
  ProductGroupRecord,
  ShopRecord,
  TaxRateRecord,
} from '../../core/model/reference.js';
import { offers } from '../capabilities.js';
import type { AuthContext } from '../../core/caller.js';
import {
  KNOWN_PROVIDER_TYPES,
  resolvePaymentMethods,
  type ResolvedPaymentMethod,
} from './payment-methods.js';
import type { ServiceDeps } from '../deps.js';
import type { ReadWork } from '../../data/read-model/data-age.js';

/** The platform the lists are read from, and the read source that keeps them. */
type ReferenceDeps = Pick<ServiceDeps, 'upstream' | 'reads'>;

type Loader<T> = (deps: ReferenceDeps, auth: AuthContext, work?: ReadWork) => Promise<T[]>;

const byId = [{ name: 'id', dir: 'asc' as const }];
/** Every shop but deleted ones. listShops takes (query, lang, ...) like the product search. */
export const loadShops: Loader<ShopRecord> = (deps, auth, work) =>
  deps.reads.reference(
    auth,
    'shops',
    async () =>
      (
        await deps.upstream.drain('listShops', auth.upstream, {
          leading: [NO_QUERY, LIST_LANGUAGE],
          order: byId,
        })
      ).filter((shop) => shop.deleted !== true),
    work,
  );

export const loadLocations: Loader<LocationRecord> = (deps, auth, work) =>
  deps.reads.reference(
    auth,
    'locations',
    () => deps.upstream.drain('listLocations', auth.upstream, { order: byId }),
    work,
  );

export const loadProductGroups: Loader<ProductGroupRecord> = (deps, auth, work) =>
  deps.reads.reference(
    auth,
    'product-groups',
    () => deps.upstream.drain('listProductGroups', auth.upstream, { order: byId }),
    work,
  );

/** The groups, or none when the platform offers no group call (the price list still works). */
export const loadProductGroupsIfOffered: Loader<ProductGroupRecord> = async (deps, auth) => {
  if (!(await offers(deps, auth, 'turnover_groups', { untried: true }))) return [];
  // Reading the list is what tries the call where it was never tried: no probe first.
  try {
    return await loadProductGroups(deps, auth);
  } catch (error) {
    if (error instanceof UpstreamUnsupportedError) return [];
    throw error;
  }
};

const TYPE_LOOKUPS_IN_PARALLEL = 4;

/** Method id → provider type alias, by asking the platform for the methods of each alias. */
async function providerTypesById(
  deps: ReferenceDeps,
  auth: AuthContext,
): Promise<Map<number, string>> {
  const typeById = new Map<number, string>();
  await mapWithConcurrency(KNOWN_PROVIDER_TYPES, TYPE_LOOKUPS_IN_PARALLEL, async (alias) => {
    const rows = await deps.upstream.drain('listPaymentMethods', auth.upstream, {
      leading: [LIST_LANGUAGE],
      order: byId,
      filters: [inList('provider_method_type/alias', [alias])],
    });
    for (const row of rows) typeById.set(row.id, alias);
  });
  return typeById;
}

/** Every payment method of the account with its provider type (see reference/payment-methods). */
export const loadPaymentMethods: Loader<ResolvedPaymentMethod> = (deps, auth, work) =>
  deps.reads.reference(
    auth,
    'payment-methods',
    async () => {
      const rows = await deps.upstream.drain('listPaymentMethods', auth.upstream, {
        leading: [LIST_LANGUAGE],
        order: byId,
      });
      const typed = rows.every((row) => row.provider_method_type);
      return resolvePaymentMethods(rows, typed ? new Map() : await providerTypesById(deps, auth));
    },
    work,
  );

/** Tax rates of one country (two-letter code, upper case), as the upstream gives them. */
export function loadTaxRates(
  deps: ReferenceDeps,
  auth: AuthContext,
  countryIso2: string,
  work?: ReadWork,
): Promise<TaxRateRecord[]> {
  return deps.reads.reference(
    auth,
    `tax-rates:${countryIso2}`,
    () =>
      deps.upstream.drain('listTaxRates', auth.upstream, {
        order: byId,
        filters: [where('country_iso2', '=', countryIso2)],
      }),
    work,
  );
}

/** The whole EU registry in the upstream's order (country, so Austria first), cached. */
export const loadAllTaxRates = (
  deps: ReferenceDeps,
  auth: AuthContext,
  work?: ReadWork,
): Promise<TaxRateRecord[]> =>
  deps.reads.reference(
    auth,
    'tax-rates:*',
    () =>
      deps.upstream.drain('listTaxRates', auth.upstream, {
        order: [
          { name: 'country_iso2', dir: 'asc' },
          { name: 'id', dir: 'asc' },
        ],
      }),
    work,
  );
