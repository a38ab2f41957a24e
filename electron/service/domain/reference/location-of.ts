/**
 * One location with its shops, as GET /api/locations/{id} answers it: 404 for an id that is no
 * location (a shop's id said as such), 403 for another location than the one a user is limited
 * to. The month pack checks the location it is asked for with it, so it refuses as that does.
 */
import type { Location } from '../../../../shared/api/reference.js';
import type { AuthContext } from '../../core/caller.js';
import { forbidden, notFound } from '../../core/errors.js';
import type { ReadWork } from '../../data/read-model/data-age.js';
import type { ServiceDeps } from '../deps.js';
import { loadLocations, loadShops } from './loaders.js';
import { toLocation } from './rows.js';

export async function locationOf(
  deps: ServiceDeps,
  auth: AuthContext,
  id: number,
  work: ReadWork,
): Promise<Location> {
  const [locations, shops] = await Promise.all([
    loadLocations(deps, auth, work),
    loadShops(deps, auth, work),
  ]);
  const location = locations.find((row) => row.id === id);
  if (!location) {
    const message = shops.some((shop) => shop.id === id)
      ? `${id} is a shop id, not a location id`
      : `location ${id} does not exist on account ${auth.account}`;
    throw notFound(message);
  }
  if (auth.lockedLocationId !== null && location.id !== auth.lockedLocationId) {
    throw forbidden(`you are limited to location ${auth.lockedLocationId}`);
  }
  return toLocation(location, shops);
}
