/**
 * Which shops and locations a caller may see, and the checks on shop/location query
 * parameters. Guards against a location-locked user reading another location's data, and
 * against shop ids and location ids being mixed up (they are never interchangeable).
 */
import type { LocationRecord, ShopRecord } from '../core/model/reference.js';
import type { AuthContext } from '../core/caller.js';
import { badRequest, forbidden } from '../core/errors.js';
import { loadLocations, loadShops } from './reference/loaders.js';
import type { ServiceDeps } from './deps.js';

/** The shops and locations are reference lists, read through the read source. */
type ScopeDeps = Pick<ServiceDeps, 'upstream' | 'reads'>;

/**
 * The one rule of every list and figure of stored things (filings, seen marks, runs, digests,
 * postings): each belongs to a location, or to the whole account (null), and a user the
 * platform limits to a location sees only that location's, never the whole account's (which
 * holds every location's figures), as the figure endpoints answer them only that location's
 * (docs/decisions/0097-stored-things-by-location.md). A new store adopts it in one line:
 * `ownLocationOnly(auth, rows, (row) => row.location_id)`.
 */
export const seesLocation = (
  auth: Pick<AuthContext, 'lockedLocationId'>,
  locationId: number | null,
): boolean => auth.lockedLocationId === null || locationId === auth.lockedLocationId;

/** Those of `items` the caller may see by the rule above. */
export const ownLocationOnly = <T>(
  auth: Pick<AuthContext, 'lockedLocationId'>,
  items: readonly T[],
  locationOf: (item: T) => number | null,
): T[] => items.filter((item) => seesLocation(auth, locationOf(item)));

/** 403 for a stored thing of a location (or the whole account) the caller may not see. */
export function assertSeesLocation(
  auth: Pick<AuthContext, 'lockedLocationId'>,
  locationId: number | null,
  what: string,
): void {
  if (seesLocation(auth, locationId)) return;
  throw forbidden(
    `${what} is of ${locationId === null ? 'all locations' : `location ${locationId}`}; ` +
      `you are limited to location ${auth.lockedLocationId}`,
  );
}

/** A locked user sees only the shops of their location (not the webshop, which has none). */
export const visibleShops = (auth: AuthContext, shops: ShopRecord[]): ShopRecord[] =>
  auth.lockedLocationId === null
    ? shops
    : shops.filter((shop) => shop.location_id === auth.lockedLocationId);

/** The ids of the shops a caller sees, read as every read of the shops is. */
export const visibleShopIds = async (deps: ScopeDeps, auth: AuthContext): Promise<number[]> =>
  visibleShops(auth, await loadShops(deps, auth)).map((shop) => shop.id);

export const visibleLocations = (
  auth: AuthContext,
  locations: LocationRecord[],
): LocationRecord[] =>
  auth.lockedLocationId === null
    ? locations
    : locations.filter((location) => location.id === auth.lockedLocationId);

interface ShopScope {
  /** The shops the answer covers. */
  shops: ShopRecord[];
  /** The shop ids to filter upstream on; null = every shop of the account (no filter needed). */
  shopIds: number[] | null;
}

/** 400 when an id that should be a shop's is one of the account's locations. */
async function refuseLocationAsShop(
  deps: ScopeDeps,
  auth: AuthContext,
  shopId: number,
  parameter: string,
): Promise<void> {
  const locations = await loadLocations(deps, auth);
  if (locations.some((location) => location.id === shopId)) {
    throw badRequest(
      `${parameter} ${shopId} is a location id, not a shop id; see GET /api/shops for shop ids`,
    );
  }
}

/**
 * A shop that names a figure (the report's drill-down): a location id is 400 and another
 * location's shop 403, as for every `shop_id`; an id of no shop matches nothing, so the
 * figure is simply empty.
 */
export async function assertShopKey(
  deps: ScopeDeps,
  auth: AuthContext,
  shopId: number,
): Promise<void> {
  const shops = await loadShops(deps, auth);
  if (shops.some((shop) => shop.id === shopId)) await resolveShopScope(deps, auth, shopId);
  else await refuseLocationAsShop(deps, auth, shopId, 'shop_id');
}

/** Validates an optional `shop_id` parameter and returns the shops a query covers. */
export async function resolveShopScope(
  deps: ScopeDeps,
  auth: AuthContext,
  shopId: number | undefined,
  parameter = 'shop_id',
): Promise<ShopScope> {
  const shops = await loadShops(deps, auth);
  const visible = visibleShops(auth, shops);
  const locked = auth.lockedLocationId !== null;
  if (shopId === undefined) {
    return { shops: visible, shopIds: locked ? visible.map((shop) => shop.id) : null };
  }
  const shop = shops.find((candidate) => candidate.id === shopId);
  if (!shop) {
    await refuseLocationAsShop(deps, auth, shopId, parameter);
    throw badRequest(`${parameter} ${shopId} is not a shop of account ${auth.account}`);
  }
  if (!visible.includes(shop)) {
    throw forbidden(`shop ${shopId} belongs to another location than yours`);
  }
  return { shops: [shop], shopIds: [shop.id] };
}

export interface LocationScope {
  /** The location the answer is limited to, or null for all. */
  locationId: number | null;
  /** The shops the answer covers; shopIds null = all shops (no filter needed). */
  shops: ShopRecord[];
  shopIds: number[] | null;
}

/** Validates an optional `location_id`; a locked user without one gets their own location. */
export async function resolveLocationScope(
  deps: ScopeDeps,
  auth: AuthContext,
  locationId: number | undefined,
): Promise<LocationScope> {
  const [shops, locations] = await Promise.all([loadShops(deps, auth), loadLocations(deps, auth)]);
  if (locationId !== undefined && !locations.some((location) => location.id === locationId)) {
    if (shops.some((shop) => shop.id === locationId)) {
      throw badRequest(
        `location_id ${locationId} is a shop id, not a location id; see GET /api/locations`,
      );
    }
    throw badRequest(`location_id ${locationId} is not a location of account ${auth.account}`);
  }
  if (
    auth.lockedLocationId !== null &&
    locationId !== undefined &&
    locationId !== auth.lockedLocationId
  ) {
    throw forbidden(`you are limited to location ${auth.lockedLocationId}`);
  }
  const effective = locationId ?? auth.lockedLocationId;
  if (effective === null) return { locationId: null, shops, shopIds: null };
  const inLocation = shops.filter((shop) => shop.location_id === effective);
  return { locationId: effective, shops: inLocation, shopIds: inLocation.map((shop) => shop.id) };
}
