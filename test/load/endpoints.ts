/**
 * What the load test runs: a few representative authenticated reads of the default demo
 * catalog and history (2,000 products, 30 orders a day), each a different cost profile,
 * and the public health check as the floor.
 */
export interface Endpoint {
  label: string;
  path: string;
  /** Sends the session token. */
  authenticated: boolean;
}

export const ENDPOINTS: Endpoint[] = [
  // The cheapest answer the service has: its own per-request overhead.
  { label: 'health check', path: '/healthz', authenticated: false },
  // A large JSON answer joined from cached reference data and the catalog.
  { label: 'price list (2,000 products)', path: '/api/price-list', authenticated: true },
  // Order reads over a range of days, filtered and summed.
  {
    label: 'discount orders (20 days)',
    path: '/api/discount-orders?from=2026-11-01&to=2026-11-20',
    authenticated: true,
  },
  // The heaviest computation: a month of orders, payments and day closings, to the cent.
  {
    label: 'financial report (a month)',
    path: '/api/financial-report?from=2026-10-01&to=2026-10-31',
    authenticated: true,
  },
];
