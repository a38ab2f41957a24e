/**
 * The GET endpoints a client reads, each with the query schema it sends and the answer schema
 * it gets back, and the PUT endpoints it writes, each with its body and answer schema. These are the very schema objects the service's routes declare (a unit test
 * holds the two together), so a path's query and answer types are inferred from what the
 * service validates with and answers, never asserted by the caller.
 */
import type { z } from 'zod';
import { meSchema } from './auth.js';
import { capabilitiesResponseSchema } from './capabilities.js';
import {
  priceListQuerySchema,
  priceListResponseSchema,
  productPricesQuerySchema,
  productPricesResponseSchema,
  productsQuerySchema,
  productsResponseSchema,
} from './catalog.js';
import { financialReportQuerySchema, financialReportSchema } from './financial-report.js';
import { reportOrdersQuerySchema, reportOrdersResponseSchema } from './financial-report-orders.js';
import { dayClosingsQuerySchema, dayClosingsResponseSchema } from './day-closings.js';
import {
  dashboardQuerySchema,
  dashboardSchema,
  salesByHourQuerySchema,
  salesByHourSchema,
} from './dashboard.js';
import {
  exceptionsQuerySchema,
  exceptionsResponseSchema,
  exceptionThresholdsInputSchema,
  exceptionThresholdsSchema,
} from './exceptions.js';
import { exceptionsSeenSchema } from './exception-marks.js';
import { digestRunsSchema, digestScheduleInputSchema, digestScheduleSchema } from './digest.js';
import { apiKeyListSchema } from './keys.js';
import {
  bookkeepingAccountsSchema,
  bookkeepingConnectionInputSchema,
  bookkeepingConnectionSchema,
  bookkeepingPostingsQuerySchema,
  bookkeepingPostingsSchema,
  bookkeepingScheduleInputSchema,
  bookkeepingScheduleSchema,
} from './bookkeeping.js';
import {
  ledgerMappingInputSchema,
  ledgerMappingQuerySchema,
  ledgerMappingSchema,
} from './ledger-mapping.js';
import { journalQuerySchema, journalSchema } from './journal.js';
import { vatFilingsSchema } from './vat-filings.js';
import { vatReturnQuerySchema, vatReturnSchema } from './vat-return.js';
import {
  discountOrdersQuerySchema,
  discountOrdersResponseSchema,
  ordersQuerySchema,
  ordersResponseSchema,
} from './orders.js';
// issue 48, product sales
import {
  productSalesQuerySchema,
  productSalesResponseSchema,
  slowMoversQuerySchema,
  slowMoversResponseSchema,
} from './product-sales.js';
import { progressQuerySchema, progressSchema } from './progress.js';
import { warmUpQuerySchema, warmUpStateSchema } from './warm-up.js';
import {
  monthPackRunsSchema,
  monthPackScheduleInputSchema,
  monthPackScheduleSchema,
  exportFoldersSchema,
} from './month-pack.js';
import {
  locationsQuerySchema,
  locationsResponseSchema,
  paymentMethodsQuerySchema,
  paymentMethodsResponseSchema,
  shopsQuerySchema,
  shopsResponseSchema,
  taxRatesQuerySchema,
  taxRatesResponseSchema,
  turnoverGroupsQuerySchema,
  turnoverGroupsResponseSchema,
} from './reference.js';

export interface GetEndpoint {
  /** Absent when the route declares no query: it takes no parameters. */
  query?: z.ZodType;
  /** The JSON answer; for CSV-capable endpoints the JSON variant. */
  response: z.ZodType;
  /**
   * The endpoint also answers exports: CSV (`format=csv`) and .xlsx (`format=xlsx`); `'zip'`:
   * its CSV is a zip of one CSV file per table (a report of several tables).
   */
  csv?: true | 'zip';
}

export const getEndpoints = {
  '/api/me': { response: meSchema },
  '/api/capabilities': { response: capabilitiesResponseSchema },
  '/api/products': { query: productsQuerySchema, response: productsResponseSchema },
  '/api/product-prices': { query: productPricesQuerySchema, response: productPricesResponseSchema },
  '/api/price-list': { query: priceListQuerySchema, response: priceListResponseSchema, csv: true },
  '/api/shops': { query: shopsQuerySchema, response: shopsResponseSchema, csv: true },
  '/api/locations': { query: locationsQuerySchema, response: locationsResponseSchema, csv: true },
  '/api/tax-rates': { query: taxRatesQuerySchema, response: taxRatesResponseSchema, csv: true },
  '/api/turnover-groups': {
    query: turnoverGroupsQuerySchema,
    response: turnoverGroupsResponseSchema,
    csv: true,
  },
  '/api/payment-methods': {
    query: paymentMethodsQuerySchema,
    response: paymentMethodsResponseSchema,
    csv: true,
  },
  '/api/discount-orders': {
    query: discountOrdersQuerySchema,
    response: discountOrdersResponseSchema,
    csv: true,
  },
  // issue 48, product sales
  '/api/product-sales': {
    query: productSalesQuerySchema,
    response: productSalesResponseSchema,
    csv: true,
  },
  '/api/slow-movers': {
    query: slowMoversQuerySchema,
    response: slowMoversResponseSchema,
    csv: true,
  },
  '/api/financial-report': {
    query: financialReportQuerySchema,
    response: financialReportSchema,
    csv: 'zip',
  },
  '/api/financial-report/orders': {
    query: reportOrdersQuerySchema,
    response: reportOrdersResponseSchema,
  },
  '/api/vat-return': { query: vatReturnQuerySchema, response: vatReturnSchema, csv: 'zip' },
  '/api/vat-return/filed': { response: vatFilingsSchema },
  '/api/day-closings': {
    query: dayClosingsQuerySchema,
    response: dayClosingsResponseSchema,
    csv: 'zip',
  },
  '/api/journal': { query: journalQuerySchema, response: journalSchema, csv: true },
  // Issue 48, the Today screen.
  '/api/dashboard': { query: dashboardQuerySchema, response: dashboardSchema },
  '/api/sales-by-hour': {
    query: salesByHourQuerySchema,
    response: salesByHourSchema,
    csv: 'zip',
  },
  '/api/progress': { query: progressQuerySchema, response: progressSchema },
  '/api/warm-up': { query: warmUpQuerySchema, response: warmUpStateSchema },
  '/api/exports/folders': { response: exportFoldersSchema },
  '/api/exports/month-pack/runs': { response: monthPackRunsSchema },
  '/api/exports/month-pack/schedule': { response: monthPackScheduleSchema },
  '/api/ledger-mapping': { query: ledgerMappingQuerySchema, response: ledgerMappingSchema },
  '/api/api-keys': { response: apiKeyListSchema },
  // Exceptions (issue 48).
  '/api/exceptions': { query: exceptionsQuerySchema, response: exceptionsResponseSchema },
  '/api/exception-thresholds': { response: exceptionThresholdsSchema },
  '/api/exceptions/seen': { response: exceptionsSeenSchema },
  '/api/orders': { query: ordersQuerySchema, response: ordersResponseSchema, csv: true },
  // The morning digest (issue 48).
  '/api/digest/runs': { response: digestRunsSchema },
  '/api/digest/schedule': { response: digestScheduleSchema },
  // Posting the journal into the bookkeeping package (issue 60).
  '/api/bookkeeping/connection': { response: bookkeepingConnectionSchema },
  '/api/bookkeeping/accounts': { response: bookkeepingAccountsSchema },
  '/api/bookkeeping/postings': {
    query: bookkeepingPostingsQuerySchema,
    response: bookkeepingPostingsSchema,
  },
  '/api/bookkeeping/schedule': { response: bookkeepingScheduleSchema },
} as const satisfies Record<string, GetEndpoint>;

type GetEndpoints = typeof getEndpoints;

export type GetPath = keyof GetEndpoints;

/** The paths that also answer CSV. */
export type CsvPath = {
  [Path in GetPath]: GetEndpoints[Path] extends { csv: true } ? Path : never;
}[GetPath];

/** The query as the schema reads it: query-string text. No query schema, no parameters. */
export type GetQueryInput<Path extends GetPath> = GetEndpoints[Path] extends {
  query: infer Schema extends z.ZodType;
}
  ? z.input<Schema>
  : Partial<Record<string, never>>;

/** The JSON answer of a path. */
export type GetAnswer<Path extends GetPath> = z.output<GetEndpoints[Path]['response']>;

export interface PutEndpoint {
  /** The JSON body the route validates. */
  body: z.ZodType;
  response: z.ZodType;
}

/** The PUT endpoints a client writes, each replacing a whole resource; as getEndpoints. */
export const putEndpoints = {
  '/api/ledger-mapping': { body: ledgerMappingInputSchema, response: ledgerMappingSchema },
  '/api/exports/month-pack/schedule': {
    body: monthPackScheduleInputSchema,
    response: monthPackScheduleSchema,
  },
  // Exceptions (issue 48).
  '/api/exception-thresholds': {
    body: exceptionThresholdsInputSchema,
    response: exceptionThresholdsSchema,
  },
  // The morning digest (issue 48).
  '/api/digest/schedule': { body: digestScheduleInputSchema, response: digestScheduleSchema },
  // Posting the journal into the bookkeeping package (issue 60).
  '/api/bookkeeping/connection': {
    body: bookkeepingConnectionInputSchema,
    response: bookkeepingConnectionSchema,
  },
  '/api/bookkeeping/schedule': {
    body: bookkeepingScheduleInputSchema,
    response: bookkeepingScheduleSchema,
  },
} as const satisfies Record<string, PutEndpoint>;

type PutEndpoints = typeof putEndpoints;

export type PutPath = keyof PutEndpoints;

/** The body of a PUT as the caller writes it (the schema's input). */
export type PutBody<Path extends PutPath> = z.input<PutEndpoints[Path]['body']>;

/** The JSON answer of a PUT. */
export type PutAnswer<Path extends PutPath> = z.output<PutEndpoints[Path]['response']>;
