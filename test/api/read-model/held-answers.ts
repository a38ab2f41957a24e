/**
 * Every GET endpoint, by where its answer comes from, for the walk that finds `X-Data-As-Of`
 * on each answer made from held data (freshness.test.ts). A new endpoint is in none of the
 * lists until someone says which it is, and the walk fails until then.
 */
import { ENDPOINTS, type EndpointKey } from '../../../shared/api/endpoints.js';

const MONTH = 'from=2026-10-01&to=2026-10-31';

/** Made from the platform's data the read model holds: each with a path that answers 200. */
export const HELD_ANSWERS: Partial<Record<EndpointKey, string>> = {
  'GET /api/dashboard': '/api/dashboard?date=2026-10-15',
  'GET /api/sales-by-hour': `/api/sales-by-hour?${MONTH}`,
  'GET /api/financial-report': `/api/financial-report?${MONTH}`,
  'GET /api/financial-report/orders': `/api/financial-report/orders?${MONTH}&figure=turnover_total`,
  'GET /api/vat-return': `/api/vat-return?${MONTH}`,
  'GET /api/day-closings': `/api/day-closings?${MONTH}`,
  'GET /api/journal': `/api/journal?${MONTH}`,
  'GET /api/exceptions': `/api/exceptions?${MONTH}`,
  'GET /api/product-sales': `/api/product-sales?${MONTH}`,
  'GET /api/slow-movers': '/api/slow-movers',
  'GET /api/orders': `/api/orders?${MONTH}`,
  'GET /api/discount-orders': `/api/discount-orders?${MONTH}`,
  'GET /api/price-list': '/api/price-list',
  'GET /api/shops': '/api/shops',
  'GET /api/locations': '/api/locations',
  'GET /api/locations/:id': '/api/locations/1001',
  'GET /api/payment-methods': '/api/payment-methods',
  'GET /api/tax-rates': '/api/tax-rates',
  'GET /api/turnover-groups': '/api/turnover-groups',
};

/** Read from the platform on every ask, never from held data: no as-of to say. */
const LIVE: readonly EndpointKey[] = [
  'GET /api/products',
  'GET /api/product-prices',
  'GET /api/orders/:id',
  'GET /api/orders/delta',
  'GET /api/products/delta',
];

/** What the service keeps or knows of its own, not the platform's data. */
const OWN: readonly EndpointKey[] = [
  'GET /healthz',
  'GET /api/openapi.json',
  'GET /api/me',
  'GET /api/capabilities',
  'GET /api/progress',
  'GET /api/warm-up',
  'GET /api/api-keys',
  'GET /api/webhooks',
  'GET /api/webhooks/:id',
  'GET /api/webhooks/:id/deliveries',
  'GET /api/ledger-mapping',
  'GET /api/exception-thresholds',
  'GET /api/exceptions/seen',
  'GET /api/vat-return/filed',
  'GET /api/exports/folders',
  'GET /api/exports/month-pack/runs',
  'GET /api/exports/month-pack/schedule',
  'GET /api/digest/runs',
  'GET /api/digest/schedule',
  'GET /api/bookkeeping/connection',
  'GET /api/bookkeeping/schedule',
  // The package's ledgers, read from the package, not the platform.
  'GET /api/bookkeeping/accounts',
];

/**
 * Not walked here: the bookkeeping calendar needs a connected package, and its days are the
 * journal's (walked above) beside what the package holds (test/api/bookkeeping/). The stock
 * value is made of the snapshots the service took, and says in its body which one and when it
 * was taken (`snapshot.taken_at`; test/api/reports/stock-value.test.ts).
 */
const ELSEWHERE: readonly EndpointKey[] = ['GET /api/bookkeeping/postings', 'GET /api/stock-value'];

/** The GET endpoints no list names, or more than one does. */
export function unsortedGetEndpoints(): string[] {
  const named = [...Object.keys(HELD_ANSWERS), ...LIVE, ...OWN, ...ELSEWHERE];
  return Object.keys(ENDPOINTS)
    .filter((name) => name.startsWith('GET '))
    .filter((name) => named.filter((each) => each === name).length !== 1);
}
