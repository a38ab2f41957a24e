/**
 * GET /api/exceptions: the exceptions of a period (cash differences, refunds, discounts, sales
 * below cost, the catalog's unpriced, uncosted and negative-stock products) against the
 * account's thresholds; GET and PUT /api/exception-thresholds; the caller's seen marks,
 * GET /api/exceptions/seen and PUT /api/exceptions/{id}/seen.
 */
import type { FastifyInstance } from 'fastify';
import { computeExceptions } from '../../domain/exceptions/exceptions-view.js';
import {
  markSeen,
  readSeen,
  readThresholds,
  replaceThresholds,
} from '../../domain/exceptions/settings.js';
import type { MemoSubject } from '../../data/read-model/timing.js';
import { sendMemoAnswer } from '../plugins/answer-memo.js';
import { reportScopeOf } from '../../domain/financial-report/load-report-input.js';
import { latestSnapshot } from '../../domain/stock-value/latest-snapshot.js';
import type { ServiceDeps } from '../../domain/deps.js';
import { defineRoute } from '../route.js';

/** What the exceptions are computed from: the report's rows and the catalog. */
const EXCEPTION_SUBJECTS: readonly MemoSubject[] = ['orders', 'closings', 'products'];

export function registerExceptionRoutes(app: FastifyInstance, deps: ServiceDeps): void {
  defineRoute(
    app,
    'GET /api/exceptions',
    {
      summary: 'What to look at in a period: each finding with the threshold it crossed',
      description:
        'Cash differences above a threshold and repeated on one till, a till’s or shop’s ' +
        'returns above a share of its sales or an amount, discounts above a share of an ' +
        'order, lines sold below cost, and the catalog’s products priced below cost, never ' +
        'priced, sold in the period on lines without a cost price, in stock without a cost ' +
        'price (those the latest stock snapshot values at zero: GET /api/stock-value’s ' +
        '`without_cost` on its day) or with negative stock. ' +
        'Newest day first; each with a stable id and the API path of its orders. The same for ' +
        'every user of the same rights (the caller’s seen marks: GET /api/exceptions/seen). ' +
        'A cash difference is the day closing’s (GET /api/day-closings) to the cent. Kinds the ' +
        'platform records nothing for are listed in `not_checked`.',
      tag: 'exceptions',
    },
    async ({ query, auth, work, request, reply }) => {
      const range = await reportScopeOf(deps, auth, query);
      const [thresholds, stock] = await Promise.all([
        readThresholds(deps, auth),
        latestSnapshot(deps, auth),
      ]);
      // Kept under the data's versions, the account's thresholds and the latest stock snapshot:
      // a saved change of them is another answer, as new data and a new snapshot are.
      const variant = JSON.stringify([thresholds, stock?.key ?? null]);
      if (await sendMemoAnswer(request, EXCEPTION_SUBJECTS, variant)) return reply;
      return computeExceptions(deps, auth, range, { kind: query.kind, thresholds, stock }, work);
    },
  );

  defineRoute(
    app,
    'GET /api/exception-thresholds',
    {
      summary: "The account's exception thresholds (the defaults until set)",
      tag: 'exceptions',
    },
    ({ auth }) => readThresholds(deps, auth),
  );

  defineRoute(
    app,
    'PUT /api/exception-thresholds',
    {
      summary: "Replace the account's exception thresholds",
      description:
        'Every threshold at once; kept per platform account, shared by every instance on ' +
        'one database. 403 for a user limited to a location. Answers as GET.',
      tag: 'exceptions',
    },
    ({ auth, body }) => replaceThresholds(deps, auth, body),
  );

  defineRoute(
    app,
    'GET /api/exceptions/seen',
    {
      summary: 'The ids of the exceptions the caller marked seen',
      description: 'Each user’s own, kept per user of the account by the finding’s stable id.',
      tag: 'exceptions',
    },
    ({ auth }) => readSeen(deps, auth),
  );

  defineRoute(
    app,
    'PUT /api/exceptions/:id/seen',
    {
      summary: 'Mark an exception seen, or not, for the caller',
      description:
        'Kept per user of the account, by the finding’s stable id, so it holds on every ' +
        'later ask that finds the same thing.',
      tag: 'exceptions',
    },
    ({ auth, params, body }) => markSeen(deps, auth, params.id, body),
  );
}
