/**
 * Upstream reference rows to API rows, and the payment-method rules: only published,
 * customer-facing providers, the default first, then by title in Dutch collation.
 */
import type {
  Location,
  PaymentMethod,
  Shop,
  TaxRate,
  TurnoverGroup,
} from '../../../shared/api/reference.js';
import type {
  LocationRow,
  PaymentMethodRow,
  ProductGroupRow,
  ShopRow,
  TaxRateRow,
} from '../../upstream/wire.js';
import { percentFromFraction } from './rows.js';

/** Provider types the platform uses for its own bookkeeping; never offered to a customer. */
export const INTERNAL_PAYMENT_TYPES: ReadonlySet<string> = new Set([
  'Returns',
  'PaymentBalance',
  'Imported',
  'Dummy',
]);

export const toTaxRate = (row: TaxRateRow): TaxRate => ({
  id: row.id,
  name: row.name,
  value: percentFromFraction(row.value),
  country_iso2: row.country_iso2,
  alias: row.alias,
});

export const toTurnoverGroup = (row: ProductGroupRow): TurnoverGroup => ({
  id: row.id,
  name: row.name,
  code: row.code,
});

export const toShop = (row: ShopRow): Shop => ({
  id: row.id,
  name: row.name,
  alias: row.alias,
  type: row.shop_type.alias === 'Web' ? 'web' : 'pos',
  location_id: row.location_id,
});

/** `shops` are all the account's shops; the location lists those standing at it. */
export const toLocation = (row: LocationRow, shops: readonly ShopRow[]): Location => ({
  id: row.id,
  name: row.name,
  address: {
    street: row.address.street,
    zipcode: row.address.zipcode,
    city: row.address.city,
    country_iso2: row.address.country_iso2,
  },
  is_default: row.is_default,
  shop_ids: shops
    .filter((shop) => shop.location_id === row.id)
    .map((shop) => shop.id)
    .sort((a, b) => a - b),
});

export const isCustomerFacing = (row: PaymentMethodRow): boolean =>
  row.published && !INTERNAL_PAYMENT_TYPES.has(row.provider_method_type.alias);

// Dutch rules, case-insensitive ("ideal" ties with "iDEAL"; the id decides), accents count.
const dutchTitles = new Intl.Collator('nl', { sensitivity: 'accent' });

/** Customer-facing methods: the default first, then by title (Dutch collation), then id. */
export function customerPaymentMethods(rows: readonly PaymentMethodRow[]): PaymentMethod[] {
  return rows
    .filter(isCustomerFacing)
    .sort(
      (a, b) =>
        Number(b.is_default) - Number(a.is_default) ||
        dutchTitles.compare(a.title, b.title) ||
        a.id - b.id,
    )
    .map((row) => ({
      id: row.id,
      title: row.title,
      alias: row.alias,
      type_alias: row.provider_method_type.alias,
      is_default: row.is_default,
    }));
}

/** One page of a list held in full: the envelope of a paginated answer. */
export function pageOf<Row>(
  rows: readonly Row[],
  start: number,
  limit: number,
): { start: number; limit: number; count: number; total: number; data: Row[] } {
  const data = rows.slice(start, start + limit);
  return { start, limit, count: data.length, total: rows.length, data };
}
