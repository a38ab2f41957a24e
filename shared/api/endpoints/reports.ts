/**
 * The endpoint table's part for the reports and what is kept about them: the financial report
 * and its orders, the VAT return and its filings, the day closings, the journal and its ledger
 * mapping, the exceptions and their thresholds.
 */
import { dayClosingsQuerySchema, dayClosingsResponseSchema } from '../day-closings.js';
import { dayClosingsFileName, periodFileName } from '../download-names.js';
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
import { vatReturnQuerySchema, vatReturnSchema } from '../vat-return.js';
import type { EndpointName, EndpointSpec } from './spec.js';

export const reportEndpoints = {
  'GET /api/financial-report': {
    query: financialReportQuerySchema,
    response: financialReportSchema,
    csv: 'zip',
    pdf: true,
    download: periodFileName('financial-report'),
  },
  'GET /api/financial-report/orders': {
    query: reportOrdersQuerySchema,
    response: reportOrdersResponseSchema,
  },
  'GET /api/vat-return': {
    query: vatReturnQuerySchema,
    response: vatReturnSchema,
    csv: 'zip',
    download: periodFileName('vat-return'),
  },
  'POST /api/vat-return/filed': {
    body: vatFilingInputSchema,
    response: vatFilingSchema,
    status: 201,
  },
  'GET /api/vat-return/filed': { response: vatFilingsSchema },
  'DELETE /api/vat-return/filed/:id': {
    params: vatFilingIdParams,
    body: vatFilingUndoSchema,
    response: vatFilingDeletedSchema,
  },
  'GET /api/day-closings': {
    query: dayClosingsQuerySchema,
    response: dayClosingsResponseSchema,
    csv: 'zip',
    download: dayClosingsFileName,
  },
  /** Also an XAF auditfile (`format=xaf`), under the same name. */
  'GET /api/journal': {
    query: journalQuerySchema,
    response: journalSchema,
    csv: true,
    download: periodFileName('journal'),
  },
  'GET /api/ledger-mapping': { query: ledgerMappingQuerySchema, response: ledgerMappingSchema },
  'PUT /api/ledger-mapping': { body: ledgerMappingInputSchema, response: ledgerMappingSchema },
  'GET /api/exceptions': { query: exceptionsQuerySchema, response: exceptionsResponseSchema },
  'GET /api/exception-thresholds': { response: exceptionThresholdsSchema },
  'PUT /api/exception-thresholds': {
    body: exceptionThresholdsInputSchema,
    response: exceptionThresholdsSchema,
  },
  'GET /api/exceptions/seen': { response: exceptionsSeenSchema },
  'PUT /api/exceptions/:id/seen': {
    params: exceptionIdParamsSchema,
    body: exceptionSeenInputSchema,
    response: exceptionSeenSchema,
  },
} as const satisfies Record<EndpointName, EndpointSpec>;
