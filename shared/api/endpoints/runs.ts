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
  'GET /api/exports/folders': { response: exportFoldersSchema },
  'POST /api/exports/month-pack': {
    body: monthPackRequestSchema,
    response: monthPackRunSchema,
    status: 201,
  },
  'GET /api/exports/month-pack/runs': { response: monthPackRunsSchema },
  'GET /api/exports/month-pack/schedule': { response: monthPackScheduleSchema },
  'PUT /api/exports/month-pack/schedule': {
    body: monthPackScheduleInputSchema,
    response: monthPackScheduleSchema,
  },
  'POST /api/digest': { body: digestRequestSchema, response: digestRunSchema, status: 201 },
  'GET /api/digest/runs': { response: digestRunsSchema },
  'GET /api/digest/schedule': { response: digestScheduleSchema },
  'PUT /api/digest/schedule': { body: digestScheduleInputSchema, response: digestScheduleSchema },
  'POST /api/digest/test-mail': {
    body: digestTestMailRequestSchema,
    response: digestTestMailSchema,
  },
  'GET /api/bookkeeping/connection': { response: bookkeepingConnectionSchema },
  'PUT /api/bookkeeping/connection': {
    body: bookkeepingConnectionInputSchema,
    response: bookkeepingConnectionSchema,
  },
  'DELETE /api/bookkeeping/connection': { response: bookkeepingConnectionSchema },
  'POST /api/bookkeeping/connection/check': { response: bookkeepingCheckSchema },
  'POST /api/bookkeeping/administrations': {
    body: bookkeepingAdministrationsRequestSchema,
    response: bookkeepingAdministrationsSchema,
  },
  'GET /api/bookkeeping/accounts': { response: bookkeepingAccountsSchema },
  'PUT /api/bookkeeping/accounts': {
    body: bookkeepingAccountLinksInputSchema,
    response: bookkeepingAccountsSchema,
  },
  'GET /api/bookkeeping/postings': {
    query: bookkeepingPostingsQuerySchema,
    response: bookkeepingPostingsSchema,
  },
  'POST /api/bookkeeping/postings': {
    body: bookkeepingPostingsRequestSchema,
    response: bookkeepingPostingsSchema,
  },
  'DELETE /api/bookkeeping/postings/run': {
    query: bookkeepingCancelQuerySchema,
    response: bookkeepingCancelSchema,
  },
  'GET /api/bookkeeping/schedule': { response: bookkeepingScheduleSchema },
  'PUT /api/bookkeeping/schedule': {
    body: bookkeepingScheduleInputSchema,
    response: bookkeepingScheduleSchema,
  },
} as const satisfies Record<EndpointName, EndpointSpec>;
