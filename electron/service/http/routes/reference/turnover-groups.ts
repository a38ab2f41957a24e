/** Turnover groups, where the platform offers them (capabilities.ts). */
import type { FastifyInstance } from 'fastify';
import { withFeature } from '../../../domain/capabilities.js';
import { turnoverGroupsExport } from '../../../domain/reference/export-tables.js';
import { loadProductGroups } from '../../../domain/reference/loaders.js';
import { pageOf, toTurnoverGroup } from '../../../domain/reference/rows.js';
import { defineRoute } from '../../route.js';
import { answerExportable } from '../../export/export-route.js';
import { sendReferenceExport } from './export-answer.js';
import type { ServiceDeps } from '../../../domain/deps.js';

export function registerTurnoverGroupsRoutes(app: FastifyInstance, deps: ServiceDeps): void {
  defineRoute(
    app,
    'GET /api/turnover-groups',
    {
      summary: 'Turnover groups (product groups) that resolve `product_group_id`',
      description:
        'Needs a platform call we only assume exists; 501 `upstream_unsupported` when the ' +
        "account's platform lacks it (see GET /api/capabilities).",
      tag: 'reference',
    },
    async ({ query, auth, request, reply, work, endpoint }) => {
      return answerExportable(
        { request, reply, query },
        {
          // The list's rows: the same for the JSON page and the file.
          scope: async () =>
            (
              await withFeature(deps, auth, 'turnover_groups', () =>
                loadProductGroups(deps, auth, work),
              )
            ).map(toTurnoverGroup),
          json: (rows) => pageOf(rows, query.start, query.limit),
          file: (rows, { format }) =>
            sendReferenceExport(
              reply,
              { format, query, fileName: endpoint.download() },
              turnoverGroupsExport,
              rows,
            ),
        },
      );
    },
  );
}
