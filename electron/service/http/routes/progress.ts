/** GET /api/progress: how far a read the caller named with X-Progress-Id has come. */
import type { FastifyInstance } from 'fastify';
import { PROGRESS_ID_HEADER, UNKNOWN_PROGRESS } from '../../../../shared/api/progress.js';
import { progressOwnerOf } from '../plugins/request-work.js';
import { KEEP_AFTER_END_MS } from '../../domain/progress/board.js';
import { defineRoute } from '../route.js';
import type { ServiceDeps } from '../../domain/deps.js';

export function registerProgressRoutes(app: FastifyInstance, deps: ServiceDeps): void {
  defineRoute(
    app,
    'GET /api/progress',
    {
      summary: 'Progress of a slow read: upstream pages read of pages to read',
      description:
        `Send any GET under /api/ with an \`${PROGRESS_ID_HEADER}: <uuid>\` header of your ` +
        'choosing, then ask here with that id while it runs. Only your own reads are found ' +
        `(an id of no read of yours answers \`known: false\`, also another user's); a read ` +
        `stays here ${KEEP_AFTER_END_MS / 1000} s after ` +
        'it ends. A read whose client goes away (closes the connection) is cancelled: its ' +
        'upstream reads stop and it answers nothing; here it shows `cancelled`.',
      tag: 'meta',
    },
    ({ query, auth }) => {
      const tally = deps.progress.find(progressOwnerOf(auth), query.id);
      return tally?.snapshot() ?? UNKNOWN_PROGRESS;
    },
  );
}
