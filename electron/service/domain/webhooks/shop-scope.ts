/** The shops a subscription's orders feed follows: a location-locked user's only. */
import type { UpstreamClient, UpstreamSession } from '../../../upstream/client.js';
import { LIST_LANGUAGE, NO_QUERY } from '../../../upstream/list-args.js';
import type { ShopRecord } from '../../core/model/reference.js';
import type { Identity } from '../auth/identity.js';

/** A user locked to a location polls only its shops; null: every shop. */
export async function shopScope(
  upstream: UpstreamClient,
  session: UpstreamSession,
  identity: Identity,
): Promise<number[] | null> {
  const locked = identity.lockedLocationId;
  if (locked === null) return null;
  const shops: ShopRecord[] = await upstream.drain('listShops', session, {
    leading: [NO_QUERY, LIST_LANGUAGE],
    order: [{ name: 'id', dir: 'asc' }],
  });
  return shops.filter((shop) => shop.location_id === locked).map((shop) => shop.id);
}
