/**
 * Links the service hands to clients (an exception's orders, a drill-down) are built from the
 * endpoint table: a path's parameters filled in and escaped, the query in the order given, a
 * parameter left out not in the link; an endpoint or parameter the table lacks does not compile.
 */
import { describe, expect, it } from 'vitest';
import { linkTo } from '../../../shared/api/links.js';
import {
  belowCostOrdersPath,
  dayOrdersPath,
  orderPath,
} from '../../../electron/service/domain/exceptions/exception.js';

describe('linkTo', () => {
  it('fills in the path and writes the query as given, without what is left out', () => {
    expect(linkTo('GET /api/orders/:id', { id: 42 })).toBe('/api/orders/42');
    expect(linkTo('GET /api/locations/:id', { id: 'a/b' })).toBe('/api/locations/a%2Fb');
    expect(linkTo('GET /api/financial-report', {}, { from: '2026-10-01', location_id: null })).toBe(
      '/api/financial-report?from=2026-10-01',
    );
    expect(linkTo('GET /api/orders', {})).toBe('/api/orders');
  });

  it('names only endpoints and parameters the table has', () => {
    // @ts-expect-error: no such endpoint
    linkTo('GET /api/no-such-thing', {});
    // @ts-expect-error: the path's parameter is `id` (and at run time it is missing)
    expect(() => linkTo('GET /api/orders/:id', { order: 1 })).toThrow('needs its parameter id');
    // @ts-expect-error: the orders' query takes no `product_id`
    linkTo('GET /api/orders', {}, { product_id: 1 });
  });

  it('makes the exceptions’ links as before, from the table', () => {
    expect(dayOrdersPath('2026-10-01', 7)).toBe(
      '/api/orders?from=2026-10-01&to=2026-10-01&shop_id=7',
    );
    expect(orderPath(9)).toBe('/api/orders/9');
    expect(belowCostOrdersPath({ from: '2026-10-01', to: '2026-10-31', locationId: 3 }, 5)).toBe(
      '/api/financial-report/orders?from=2026-10-01&to=2026-10-31&location_id=3&figure=turnover_product&product_id=5',
    );
    expect(belowCostOrdersPath({ from: '2026-10-01', to: '2026-10-31', locationId: null }, 5)).toBe(
      '/api/financial-report/orders?from=2026-10-01&to=2026-10-31&figure=turnover_product&product_id=5',
    );
  });
});
