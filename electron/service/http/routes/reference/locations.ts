/** Locations with their shops; a location-locked user sees only their own. */
import type { FastifyInstance } from 'fastify';
import { visibleLocations } from '../../../domain/access.js';
import { locationsExport } from '../../../domain/reference/export-tables.js';
import { loadLocations, loadShops } from '../../../domain/reference/loaders.js';
import { pageOf, toLocation } from '../../../domain/reference/rows.js';
import { locationOf } from '../../../domain/reference/location-of.js';
import { defineRoute } from '../../route.js';
import { answerExportable } from '../../export/export-route.js';
import { sendReferenceExport } from './export-answer.js';
import type { ServiceDeps } from '../../../domain/deps.js';

export function registerLocationsRoutes(app: FastifyInstance, deps: ServiceDeps): void {
  defineRoute(
    app,
    'GET /api/locations',
    {
      summary: 'Locations (physical sites) with their shops',
      description: 'A user locked to a location sees only that location.',
      tag: 'reference',
    },
    async ({ query, auth, request, reply, work, endpoint }) => {
      return answerExportable(
        { request, reply, query },
        {
          // The list's rows: the same for the JSON page and the file.
          scope: async () => {
            const [locations, shops] = await Promise.all([
              loadLocations(deps, auth, work),
              loadShops(deps, auth, work),
            ]);
            return visibleLocations(auth, locations).map((row) => toLocation(row, shops));
          },
          json: (rows) => pageOf(rows, query.start, query.limit),
          file: (rows, { format }) =>
            sendReferenceExport(
              reply,
              { format, query, fileName: endpoint.download() },
              locationsExport,
              rows,
            ),
        },
      );
    },
  );

  defineRoute(
    app,
    'GET /api/locations/:id',
    {
      summary: 'One location with its shops',
      tag: 'reference',
    },
    ({ params, auth, work }) => locationOf(deps, auth, params.id, work),
  );
}
