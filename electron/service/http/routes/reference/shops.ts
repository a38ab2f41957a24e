/** Shops (sales channels); a location-locked user sees only those of their location. */
import type { FastifyInstance } from 'fastify';
import { visibleShops } from '../../../domain/access.js';
import { shopsExport } from '../../../domain/reference/export-tables.js';
import { loadShops } from '../../../domain/reference/loaders.js';
import { pageOf, toShop } from '../../../domain/reference/rows.js';
import { defineRoute } from '../../route.js';
import { answerExportable } from '../../export/export-route.js';
import { sendReferenceExport } from './export-answer.js';
import type { ServiceDeps } from '../../../domain/deps.js';

export function registerShopsRoutes(app: FastifyInstance, deps: ServiceDeps): void {
  defineRoute(
    app,
    'GET /api/shops',
    {
      summary: 'Shops (sales channels: webshop, tills) that resolve `shop_id`',
      description: 'A user locked to a location sees only the shops of that location.',
      tag: 'reference',
    },
    async ({ query, auth, request, reply, work, endpoint }) => {
      return answerExportable(
        { request, reply, query },
        {
          // The list's rows: the same for the JSON page and the file.
          scope: async () => visibleShops(auth, await loadShops(deps, auth, work)).map(toShop),
          json: (rows) => pageOf(rows, query.start, query.limit),
          file: (rows, { format }) =>
            sendReferenceExport(
              reply,
              { format, query, fileName: endpoint.download() },
              shopsExport,
              rows,
            ),
        },
      );
    },
  );
}
