/** Upstream reference rows to API rows: tax rates, turnover groups, shops and locations. */
import type { Location, Shop, TaxRate, TurnoverGroup } from '../../../../shared/api/reference.js';
import type {
  LocationRecord,
  ProductGroupRecord,
  ShopRecord,
  TaxRateRecord,
} from '../../core/model/reference.js';
import { percentFromFraction } from '../../../../shared/money.js';

export const toTaxRate = (row: TaxRateRecord): TaxRate => ({
  id: row.id,
  name: row.name,
  value: percentFromFraction(row.value),
  country_iso2: row.country_iso2,
  alias: row.alias,
});

export const toTurnoverGroup = (row: ProductGroupRecord): TurnoverGroup => ({
  id: row.id,
  name: row.name,
  code: row.code,
});

/**
 * The kind of a shop from its type alias: the recorded webshop alias is `WebWithSync`, so
 * every alias starting with "Web" is a webshop; one naming a till (Pos) is a till; any other
 * alias is `other` and is kept in `type_alias`. A shop row without a type alias is `unknown`:
 * the recorded shop answer names its type only by `shop_type_id`, a number that differs
 * between installations, so nothing else tells a webshop from a till.
 */
export function shopKindOf(typeAlias: string | null): Shop['type'] {
  if (typeAlias === null) return 'unknown';
  if (/^web/i.test(typeAlias)) return 'web';
  if (/pos|till|kassa/i.test(typeAlias)) return 'pos';
  return 'other';
}

export const toShop = (row: ShopRecord): Shop => ({
  id: row.id,
  name: row.name,
  alias: row.alias,
  type: shopKindOf(row.shop_type?.alias ?? null),
  type_alias: row.shop_type?.alias ?? null,
  location_id: row.location_id ?? null,
});

/** `shops` are all the account's shops; the location lists those standing at it. */
export const toLocation = (row: LocationRecord, shops: readonly ShopRecord[]): Location => ({
  id: row.id,
  name: row.name,
  address: {
    street: row.address?.street ?? '',
    street_number: row.address?.streetnumber ?? '',
    zipcode: row.address?.zipcode ?? '',
    city: row.address?.city ?? '',
    country_iso2: row.address?.country_iso2 ?? '',
  },
  is_default: row.is_default ?? false,
  is_active: row.is_active ?? true,
  shop_ids: shops
    .filter((shop) => shop.location_id === row.id)
    .map((shop) => shop.id)
    .sort((a, b) => a - b),
});

/** One page of a list held in full: the envelope of a paginated answer. */
export function pageOf<Row>(
  rows: readonly Row[],
  start: number,
  limit: number,
): { start: number; limit: number; count: number; total: number; data: Row[] } {
  const data = rows.slice(start, start + limit);
  return { start, limit, count: data.length, total: rows.length, data };
}
