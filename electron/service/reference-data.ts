/**
 * Reference data as the service uses it, read through the per-user cache: whole lists,
 * drained from the upstream (they are small).
 */
import type {
  LocationRow,
  PaymentMethodRow,
  ProductGroupRow,
  ShopRow,
  TaxRateRow,
} from '../upstream/wire.js';
import { where } from '../upstream/filters.js';
import type { AuthContext } from './context.js';
import type { ServiceRuntime } from './runtime.js';

type Loader<T> = (runtime: ServiceRuntime, auth: AuthContext) => Promise<T[]>;

const byId = [{ name: 'id', dir: 'asc' as const }];

export const loadShops: Loader<ShopRow> = (runtime, auth) =>
  runtime.reference.get(auth, 'shops', () =>
    runtime.upstream.drain<ShopRow>('listShops', auth.upstream, { order: byId }),
  );

export const loadLocations: Loader<LocationRow> = (runtime, auth) =>
  runtime.reference.get(auth, 'locations', () =>
    runtime.upstream.drain<LocationRow>('listLocations', auth.upstream, { order: byId }),
  );

export const loadProductGroups: Loader<ProductGroupRow> = (runtime, auth) =>
  runtime.reference.get(auth, 'product-groups', () =>
    runtime.upstream.drain<ProductGroupRow>('listProductGroups', auth.upstream, { order: byId }),
  );

export const loadPaymentMethods: Loader<PaymentMethodRow> = (runtime, auth) =>
  runtime.reference.get(auth, 'payment-methods', () =>
    runtime.upstream.drain<PaymentMethodRow>('listPaymentMethods', auth.upstream, {
      leading: ['nl'],
      order: byId,
    }),
  );

/** Tax rates of one country (two-letter code, upper case), as the upstream gives them. */
export function loadTaxRates(
  runtime: ServiceRuntime,
  auth: AuthContext,
  countryIso2: string,
): Promise<TaxRateRow[]> {
  return runtime.reference.get(auth, `tax-rates:${countryIso2}`, () =>
    runtime.upstream.drain<TaxRateRow>('listTaxRates', auth.upstream, {
      order: byId,
      filters: [where('country_iso2', '=', countryIso2)],
    }),
  );
}

/** The whole EU registry in the upstream's order (country, so Austria first), cached. */
export const loadAllTaxRates = (
  runtime: ServiceRuntime,
  auth: AuthContext,
): Promise<TaxRateRow[]> =>
  runtime.reference.get(auth, 'tax-rates:*', () =>
    runtime.upstream.drain<TaxRateRow>('listTaxRates', auth.upstream, {
      order: [
        { name: 'country_iso2', dir: 'asc' },
        { name: 'id', dir: 'asc' },
      ],
    }),
  );
