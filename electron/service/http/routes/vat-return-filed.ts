/**
 * POST, GET /api/vat-return/filed and DELETE /api/vat-return/filed/{id}: the VAT periods
 * marked as filed, per platform account, with the return's figures as filed (decision 0080).
 */
import type { FastifyInstance } from 'fastify';
import { defineRoute } from '../route.js';
import { fileVatPeriod, listVatFilings, unfileVatPeriod } from '../../domain/vat/vat-filings.js';
import type { ServiceDeps } from '../../domain/deps.js';

export function registerVatReturnFiledRoutes(app: FastifyInstance, deps: ServiceDeps): void {
  defineRoute(
    app,
    'POST /api/vat-return/filed',
    {
      summary: 'Mark a VAT period as filed, keeping its return’s figures as filed',
      description:
        'The VAT return of the range and location (all locations when `location_id` is left ' +
        'out or null) is computed now and kept with the filing: per rubriek and OSS country, ' +
        'to the cent. From then on GET /api/vat-return of that period answers the filing and ' +
        'any difference since as `corrections`, never the changed figures silently. A period ' +
        'is a calendar month, quarter or year (400 `filing_period_invalid`), over already ' +
        '(400); 409 `filing_overlaps` when it shares a day with a filed period of the same ' +
        'location or of all locations (a day’s turnover is filed once); 403 for a user ' +
        'limited to a location. Kept in the service’s store, shared by every instance on one ' +
        'database.',
      tag: 'reports',
    },
    ({ body, auth, work }) => fileVatPeriod(deps, auth, body, work),
  );

  defineRoute(
    app,
    'GET /api/vat-return/filed',
    {
      summary: 'The filed VAT periods of the account, oldest first',
      description:
        'A user limited to a location sees only that location’s filings, not those of all ' +
        'locations.',
      tag: 'reports',
    },
    async ({ auth }) => ({ filings: await listVatFilings(deps, auth) }),
  );

  defineRoute(
    app,
    'DELETE /api/vat-return/filed/:id',
    {
      summary: 'Undo a filing marked by mistake, with the reason (managers only)',
      description:
        'The period is open again: its return answers today’s figures without a filing. The ' +
        'filing is kept in the period’s history (`filing_history` of GET /api/vat-return) ' +
        'with who undid it, when, and the `reason` the body gives (required). 403 for a user ' +
        'limited to a location or whose roles do not include manager or admin; 404 for an id ' +
        'the account has no standing filing of.',
      tag: 'reports',
    },
    async ({ params, body, auth }) => ({
      id: params.id,
      deleted: true as const,
      undone: await unfileVatPeriod(deps, auth, params.id, body.reason),
    }),
  );
}
