/**
 * The endpoint table's part for what runs on its own or on demand and writes elsewhere: the
 * month pack and the export folders, the morning digest, the postings into the bookkeeping
 * package.
 */
import {
  bookkeepingAccountLinksInputSchema,
  bookkeepingAccountsSchema,
  bookkeepingAdministrationsRequestSchema,
  bookkeepingAdministrationsSchema,
  bookkeepingCancelQuerySchema,
  bookkeepingCancelSchema,
  bookkeepingCheckSchema,
  bookkeepingConnectionInputSchema,
  bookkeepingConnectionSchema,
  bookkeepingPostingsQuerySchema,
  bookkeepingPostingsRequestSchema,
  bookkeepingPostingsSchema,
  bookkeepingScheduleInputSchema,
  bookkeepingScheduleSchema,
} from '../bookkeeping.js';
import {
  digestRequestSchema,
  digestRunSchema,
  digestRunsSchema,
  digestScheduleInputSchema,
  digestScheduleSchema,
  digestTestMailRequestSchema,
  digestTestMailSchema,
} from '../digest.js';
import {
  exportFoldersSchema,
  monthPackRequestSchema,
  monthPackRunSchema,
  monthPackRunsSchema,
  monthPackScheduleInputSchema,
  monthPackScheduleSchema,
} from '../month-pack.js';
import type { EndpointName, EndpointSpec } from './spec.js';

export const runEndpoints = {
  'GET /api/exports/folders': { response: exportFoldersSchema, errors: [400, 401, 403] },
  'POST /api/exports/month-pack': {
    body: monthPackRequestSchema,
    response: monthPackRunSchema,
    status: 201,
    errors: [400, 401, 403, 409, 415, 422, 501, 502, 503, 507],
  },
  'GET /api/exports/month-pack/runs': { response: monthPackRunsSchema, errors: [400, 401] },
  'GET /api/exports/month-pack/schedule': { response: monthPackScheduleSchema, errors: [400, 401] },
  'PUT /api/exports/month-pack/schedule': {
    body: monthPackScheduleInputSchema,
    response: monthPackScheduleSchema,
    errors: [400, 401, 403, 415, 502, 503, 507],
  },
  'POST /api/digest': {
    body: digestRequestSchema,
    response: digestRunSchema,
    status: 201,
    errors: [400, 401, 403, 409, 415, 501, 502, 503, 507],
  },
  'GET /api/digest/runs': { response: digestRunsSchema, errors: [400, 401] },
  'GET /api/digest/schedule': { response: digestScheduleSchema, errors: [400, 401] },
  'PUT /api/digest/schedule': {
    body: digestScheduleInputSchema,
    response: digestScheduleSchema,
    errors: [400, 401, 403, 415, 502, 503, 507],
  },
  'POST /api/digest/test-mail': {
    body: digestTestMailRequestSchema,
    response: digestTestMailSchema,
    errors: [400, 401, 409, 415, 502],
  },
  'GET /api/bookkeeping/connection': { response: bookkeepingConnectionSchema, errors: [401] },
  'PUT /api/bookkeeping/connection': {
    body: bookkeepingConnectionInputSchema,
    response: bookkeepingConnectionSchema,
    errors: [400, 401, 403, 415, 502, 503],
  },
  'DELETE /api/bookkeeping/connection': {
    response: bookkeepingConnectionSchema,
    errors: [401, 403],
  },
  'POST /api/bookkeeping/connection/check': {
    response: bookkeepingCheckSchema,
    errors: [401, 409, 503],
  },
  'POST /api/bookkeeping/administrations': {
    body: bookkeepingAdministrationsRequestSchema,
    response: bookkeepingAdministrationsSchema,
    errors: [400, 401, 415, 502, 503],
  },
  'GET /api/bookkeeping/accounts': {
    response: bookkeepingAccountsSchema,
    errors: [400, 401, 409, 502, 503],
  },
  'PUT /api/bookkeeping/accounts': {
    body: bookkeepingAccountLinksInputSchema,
    response: bookkeepingAccountsSchema,
    errors: [400, 401, 403, 409, 415, 502, 503],
  },
  'GET /api/bookkeeping/postings': {
    query: bookkeepingPostingsQuerySchema,
    response: bookkeepingPostingsSchema,
    errors: [400, 401, 403, 409, 501, 502, 503],
  },
  'POST /api/bookkeeping/postings': {
    body: bookkeepingPostingsRequestSchema,
    response: bookkeepingPostingsSchema,
    errors: [400, 401, 403, 409, 415, 501, 502, 503],
  },
  'DELETE /api/bookkeeping/postings/run': {
    query: bookkeepingCancelQuerySchema,
    response: bookkeepingCancelSchema,
    errors: [400, 401, 403],
  },
  'GET /api/bookkeeping/schedule': { response: bookkeepingScheduleSchema, errors: [401] },
  'PUT /api/bookkeeping/schedule': {
    body: bookkeepingScheduleInputSchema,
    response: bookkeepingScheduleSchema,
    errors: [400, 401, 403, 415, 502, 503],
  },
} as const satisfies Record<EndpointName, EndpointSpec>;
