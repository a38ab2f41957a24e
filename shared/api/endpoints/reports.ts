/**
 * The endpoint table's part for the reports and what is kept about them: the financial report
 * and its orders, the VAT return and its filings, the day closings, the journal and its ledger
 * mapping, the exceptions and their thresholds.
 */
import { dayClosingsQuerySchema, dayClosingsResponseSchema } from '../day-closings.js';
import { dayClosingsFileName, periodFileName, stockValueFileName } from '../download-names.js';
import {
  exceptionIdParamsSchema,
  exceptionSeenInputSchema,
  exceptionSeenSchema,
  exceptionsSeenSchema,
} from '../exception-marks.js';
import {
  exceptionsQuerySchema,
  exceptionsResponseSchema,
  exceptionThresholdsInputSchema,
  exceptionThresholdsSchema,
} from '../exceptions.js';
import { financialReportQuerySchema, financialReportSchema } from '../financial-report.js';
import { reportOrdersQuerySchema, reportOrdersResponseSchema } from '../financial-report-orders.js';
import { journalQuerySchema, journalSchema } from '../journal.js';
import {
  ledgerMappingInputSchema,
  ledgerMappingQuerySchema,
  ledgerMappingSchema,
} from '../ledger-mapping.js';
import {
  vatFilingDeletedSchema,
  vatFilingIdParams,
  vatFilingInputSchema,
  vatFilingSchema,
  vatFilingsSchema,
  vatFilingUndoSchema,
} from '../vat-filings.js';
import { stockValueQuerySchema, stockValueSchema } from '../stock-value.js';
import { vatReturnQuerySchema, vatReturnSchema } from '../vat-return.js';
import type { EndpointName, EndpointSpec } from './spec.js';

export const reportEndpoints = {
  'GET /api/financial-report': {
    query: financialReportQuerySchema,
    response: financialReportSchema,
    csv: 'zip',
    pdf: true,
    download: periodFileName('financial-report'),
    errors: [400, 401, 403, 406, 501, 502],
  },
  'GET /api/financial-report/orders': {
    query: reportOrdersQuerySchema,
    response: reportOrdersResponseSchema,
    errors: [400, 401, 403, 501, 502],
  },
  'GET /api/vat-return': {
    query: vatReturnQuerySchema,
    response: vatReturnSchema,
    csv: 'zip',
    download: periodFileName('vat-return'),
    errors: [400, 401, 403, 406, 501, 502],
  },
  'POST /api/vat-return/filed': {
    body: vatFilingInputSchema,
    response: vatFilingSchema,
    status: 201,
    errors: [400, 401, 403, 409, 501, 502, 507],
  },
  'GET /api/vat-return/filed': { response: vatFilingsSchema, errors: [401] },
  'DELETE /api/vat-return/filed/:id': {
    params: vatFilingIdParams,
    body: vatFilingUndoSchema,
    response: vatFilingDeletedSchema,
    errors: [400, 401, 403, 404, 507],
  },
  'GET /api/day-closings': {
    query: dayClosingsQuerySchema,
    response: dayClosingsResponseSchema,
    csv: 'zip',
    download: dayClosingsFileName,
    errors: [400, 401, 403, 406, 501, 502],
  },
  /** Also an XAF auditfile (`format=xaf`), under the same name. */
  'GET /api/journal': {
    query: journalQuerySchema,
    response: journalSchema,
    csv: true,
    download: periodFileName('journal'),
    errors: [400, 401, 403, 409, 501, 502],
  },
  'GET /api/stock-value': {
    query: stockValueQuerySchema,
    response: stockValueSchema,
    csv: 'zip',
    pdf: true,
    download: stockValueFileName,
    errors: [400, 401, 403, 406, 501, 502, 503],
  },
  'GET /api/ledger-mapping': {
    query: ledgerMappingQuerySchema,
    response: ledgerMappingSchema,
    errors: [400, 401, 502],
  },
  'PUT /api/ledger-mapping': {
    body: ledgerMappingInputSchema,
    response: ledgerMappingSchema,
    errors: [400, 401, 403, 502, 507],
  },
  'GET /api/exceptions': {
    query: exceptionsQuerySchema,
    response: exceptionsResponseSchema,
    errors: [400, 401, 403, 501, 502],
  },
  'GET /api/exception-thresholds': { response: exceptionThresholdsSchema, errors: [401] },
  'PUT /api/exception-thresholds': {
    body: exceptionThresholdsInputSchema,
    response: exceptionThresholdsSchema,
    errors: [400, 401, 403, 507],
  },
  'GET /api/exceptions/seen': { response: exceptionsSeenSchema, errors: [401] },
  'PUT /api/exceptions/:id/seen': {
    params: exceptionIdParamsSchema,
    body: exceptionSeenInputSchema,
    response: exceptionSeenSchema,
    errors: [400, 401, 507],
  },
} as const satisfies Record<EndpointName, EndpointSpec>;
