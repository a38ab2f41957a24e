/**
 * The postings' daily schedule: GET and PUT /api/bookkeeping/schedule (bookkeeping/schedule.ts
 * decides; docs/api.md, "Posting into the bookkeeping package").
 */
import type { FastifyInstance } from 'fastify';
import type { ApiKeyAuthenticator } from '../../../domain/auth/api-keys.js';
import type { Bookkeeping } from '../../../domain/bookkeeping/service.js';
import { ownerOf } from '../../../domain/scheduling/runs.js';
import { defineRoute } from '../../route.js';
import { callerOf } from './postings.js';

export function registerScheduleRoutes(
  app: FastifyInstance,
  bookkeeping: Bookkeeping,
  apiKeys: ApiKeyAuthenticator,
): void {
  defineRoute(
    app,
    'GET /api/bookkeeping/schedule',
    {
      summary: 'Your daily posting schedule, when it runs next and how its last run went',
      tag: 'bookkeeping',
    },
    ({ auth }) => bookkeeping.scheduling.view(ownerOf(auth)),
  );

  defineRoute(
    app,
    'PUT /api/bookkeeping/schedule',
    {
      summary: 'Post yesterday each morning at a time, catching up the days missed',
      description:
        'Enabled, each morning at `time` (Amsterdam) it posts the days from the first of last ' +
        'month (or the day before it was first enabled) up to yesterday that are not posted ' +
        'yet; a run missed while the service was stopped, or cut off by a stop, runs at the ' +
        'next start. It runs as you while nobody is logged in, so it keeps your credentials ' +
        'sealed under the vault key: with an API key that key’s, with a session token the ' +
        '`password` you send (403 `wrong_password`). Logging out or revoking that key pauses ' +
        'it. Only a user not limited to a location (403 ' +
        '`bookkeeping_connection_whole_account`) or an API key made with ' +
        '`may_manage_bookkeeping` (403 `bookkeeping_not_allowed`) may save it: it decides ' +
        'what is posted unattended. 503 `vault_unavailable` without a vault key.',
      tag: 'bookkeeping',
    },
    ({ auth, body, request }) =>
      bookkeeping.scheduling.save(callerOf(request, auth), body, apiKeys.apiKeyOf(auth)),
  );
}
