/** GET /api/orders/delta and GET /api/products/delta: incremental sync with signed cursors. */
import type { FastifyInstance } from 'fastify';
import { resolveShopScope } from '../../domain/access.js';
import { toProduct } from '../../data/platform/product-rows.js';
import type { AuthContext } from '../../core/caller.js';
import { badRequest } from '../../core/errors.js';
import { apiTimestamp, toOrder } from '../../domain/orders/rows.js';
import { withFeature } from '../../domain/capabilities.js';
import { defineRoute } from '../route.js';
import type { ServiceDeps } from '../../domain/deps.js';
import type { CursorSigner, DeltaFeed } from '../../data/platform/delta-cursor.js';
import { positionAt, type CursorPosition } from '../../data/platform/delta-position.js';
import { orderDeltaSource, productDeltaSource, readDelta } from '../../data/platform/read-delta.js';

const DESCRIPTION =
  'First call `?since=<ISO 8601 | YYYY-MM-DD | unix seconds>`, then `?cursor=<next_cursor>` ' +
  '(exactly one of the two). Rows come by update time, then id; a row changed again later ' +
  'comes again. Keep calling while `has_more`; afterwards poll with the last `next_cursor`. ' +
  'A cursor is opaque, survives a restart of the service, and is refused (400) when changed ' +
  'or used for another account or feed.';

function startPosition(
  signer: CursorSigner,
  feed: DeltaFeed,
  auth: AuthContext,
  query: { since?: number | undefined; cursor?: string | undefined },
): CursorPosition {
  if (query.cursor !== undefined) {
    const position = signer.verify(feed, auth.account, query.cursor);
    if (!position) {
      throw badRequest(
        `query parameter 'cursor' is not a ${feed} cursor of this service for account ${auth.account}; ` +
          "start again with 'since'",
      );
    }
    return position;
  }
  return positionAt(query.since ?? 0);
}

export function registerDeltaRoutes(
  app: FastifyInstance,
  deps: ServiceDeps,
  signer: CursorSigner,
): void {
  defineRoute(
    app,
    'GET /api/orders/delta',
    {
      summary: 'Orders changed since a moment (incremental sync)',
      description: `${DESCRIPTION} \`limit\`: default 100, at most 100. A user locked to a location gets only that location's orders.`,
      tag: 'sync',
    },
    async ({ query, auth, work }) => {
      const position = startPosition(signer, 'orders', auth, query);
      const scope = await resolveShopScope(deps, auth, undefined);
      const step = await withFeature(deps, auth, 'orders', () =>
        readDelta(
          orderDeltaSource(deps.upstream, auth.upstream, scope.shopIds, work),
          position,
          query.limit,
        ),
      );
      const context = {
        account: auth.account,
        backofficeUrlTemplate: deps.config.backofficeUrlTemplate,
      };
      return {
        data: step.rows.map((row) => ({
          ...toOrder(row, context),
          date_updated: apiTimestamp(row.date_updated, `date_updated of order ${row.id}`),
        })),
        next_cursor: signer.sign('orders', auth.account, step.next),
        has_more: step.hasMore,
        limit: query.limit,
      };
    },
  );

  defineRoute(
    app,
    'GET /api/products/delta',
    {
      summary: 'Products changed since a moment (incremental sync)',
      description: `${DESCRIPTION} \`limit\`: default 100, at most 1000. There is no delta feed for prices.`,
      tag: 'sync',
    },
    async ({ query, auth, work }) => {
      const position = startPosition(signer, 'products', auth, query);
      const step = await readDelta(
        productDeltaSource(deps.upstream, auth.upstream, work),
        position,
        query.limit,
      );
      return {
        data: step.rows.map((row) => ({
          ...toProduct(row),
          date_updated: apiTimestamp(row.date_updated, `date_updated of product ${row.id}`),
        })),
        next_cursor: signer.sign('products', auth.account, step.next),
        has_more: step.hasMore,
        limit: query.limit,
      };
    },
  );
}
