/**
 * The postings: GET and POST /api/bookkeeping/postings (the days of a range as posted into
 * the package; posting them) and DELETE /api/bookkeeping/postings/run (cancel a run).
 * bookkeeping/service.ts decides; docs/api.md, "Posting into the bookkeeping package".
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { AuthContext } from '../../../core/caller.js';
import { unauthorized } from '../../../core/errors.js';
import type { Bookkeeping } from '../../../domain/bookkeeping/service.js';
import type { RunCaller } from '../../../domain/scheduling/runs.js';
import { defineRoute } from '../../route.js';

const TAG = 'bookkeeping';

/** The caller and the header they came with (a schedule saved keeps their credentials). */
export function callerOf(request: FastifyRequest, auth: AuthContext): RunCaller {
  const authorization = request.headers.authorization;
  if (authorization === undefined) throw unauthorized('no bearer token');
  return { auth, authorization };
}

export function registerPostingRoutes(app: FastifyInstance, bookkeeping: Bookkeeping): void {
  defineRoute(
    app,
    'GET /api/bookkeeping/postings',
    {
      summary: 'Each day of a range as posted into the bookkeeping package',
      description:
        'One row per journal entry (a day’s own, a correction entry on the day it is dated): ' +
        '`posted` with the package’s document id and a link where known, `pending` (to be ' +
        'posted, or under way), `failed` with the reason, `blocked` (a period the package has ' +
        'closed, in its words); a day without an entry `nothing`. At most a year. A ' +
        'location-locked user sees their location’s. 409 `bookkeeping_not_connected`, or the ' +
        'journal’s own refusals.',
      tag: TAG,
    },
    ({ auth, query }) => bookkeeping.status(auth, query),
  );

  defineRoute(
    app,
    'POST /api/bookkeeping/postings',
    {
      summary: 'Post the journal entries of a range into the bookkeeping package',
      description:
        'One memorial entry per journal entry, dated the business day, our entry number as ' +
        'its reference, its lines exactly the journal’s. Never twice: the reference is looked ' +
        'up before each post and after any answer that did not arrive. A posted day never ' +
        'changes; a later change is posted as the journal’s correction entry. Before anything ' +
        'is posted: 409 `bookkeeping_accounts_missing` naming what the package lacks ' +
        '(`package_missing`), or the journal’s 409. Answers the days once the run ended, or ' +
        'after 20 s with the rest `pending` while it goes on. 409 `bookkeeping_run_under_way`; ' +
        '409 `bookkeeping_day_not_over` for a range that holds today (or later): a day is ' +
        'posted once it has ended, at midnight in Amsterdam. A day one location posted on its ' +
        'own is posted for all locations as the other locations’ part; a day posted for all ' +
        'locations is answered to a location as posted with them (decision 0120).',
      tag: TAG,
    },
    ({ auth, body }) => bookkeeping.post(auth, body),
  );

  defineRoute(
    app,
    'DELETE /api/bookkeeping/postings/run',
    {
      summary: 'Cancel the posting run under way (after the entry it is posting)',
      tag: TAG,
    },
    ({ auth, query }) => bookkeeping.cancel(auth, query.location_id),
  );
}
