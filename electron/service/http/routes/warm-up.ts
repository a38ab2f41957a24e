/** GET /api/warm-up: how far reading the caller's data ahead has come (warm-up/warm-up.ts). */
import type { FastifyInstance } from 'fastify';
import { WARM_UP_OFF } from '../../../../shared/api/warm-up.js';
import { defineRoute } from '../route.js';
import type { WarmUps } from '../../domain/warm-up/warm-up.js';

export function registerWarmUpRoutes(app: FastifyInstance, warmUps: WarmUps | null): void {
  defineRoute(
    app,
    'GET /api/warm-up',
    {
      summary: "What the service has read ahead of the caller's asks",
      description:
        'After a login the service reads the catalog with its prices, the reference lists and ' +
        'the orders, payments and day closings of the last 13 months (newest first) into its ' +
        "store, a few calls at a time and never while a user's read waits for the platform. " +
        'Poll this for a quiet progress line; it costs no platform call.',
      tag: 'meta',
    },
    ({ auth }) => warmUps?.stateOf(auth) ?? WARM_UP_OFF,
  );
}
