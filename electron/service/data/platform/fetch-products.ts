/**
 * The catalog as the platform's product search answers it: every shop product matching the
 * search text, with the prices the platform embeds in it, by id. What the price list joins
 * (fetch-price-list.ts) and what the read model stores (read-model/products-model.ts).
 */
import type { UpstreamClient } from '../../../upstream/client.js';
import type { PageSink } from '../../../upstream/drain.js';
import { LIST_LANGUAGE, NO_QUERY, searchQueryOf } from '../../../upstream/list-args.js';
import type { ShopProductRow } from '../../../upstream/wire.js';
import type { UpstreamWork } from '../../../upstream/work.js';
import type { AuthContext } from '../../core/caller.js';
import { catalogTypeFilter } from './product-rows.js';

/** Every catalog row matching `q` from the platform, handed to `sink` a page at a time. */
export function fetchShopProductPages(
  deps: { upstream: UpstreamClient },
  auth: AuthContext,
  q: string | undefined,
  work: UpstreamWork,
  sink: PageSink<ShopProductRow>,
): Promise<void> {
  const query = searchQueryOf(q);
  return deps.upstream.drainPages(
    'searchProducts',
    auth.upstream,
    {
      leading: [query, LIST_LANGUAGE],
      order: [{ name: 'id', dir: 'asc' }],
      filters: [catalogTypeFilter],
      // A shop's whole catalog is rarely one page: its second is asked with the first.
      readAhead: query === NO_QUERY ? 1 : 0,
      ...work,
    },
    sink,
  );
}
