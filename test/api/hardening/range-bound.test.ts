/**
 * A day range longer than the configured bound (default 5 years) is a 400 in the one error
 * shape, naming from, to, the length and the bound, on every endpoint that takes a range, and
 * costs no upstream call (the demo platform's call counter).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DemoPlatform } from '../../../electron/demo-platform/server.js';
import { STRICT_PUBLIC, startTestService, type TestService } from '../harness.js';
import { expectError } from '../expect-error.js';

const TOO_LONG = 'from=2020-01-01&to=2025-01-01';
const TOO_LONG_MESSAGE =
  "query parameters 'from' (2020-01-01) and 'to' (2025-01-01) span 1828 days; a range is at most 5 years long";

const ENDPOINTS = [
  '/api/financial-report',
  '/api/financial-report?format=csv',
  '/api/financial-report?format=xlsx',
  '/api/financial-report/orders?figure=payments_total',
  '/api/orders',
  '/api/orders?format=csv',
  '/api/orders?format=xlsx',
  '/api/discount-orders',
  '/api/discount-orders?format=csv',
  '/api/discount-orders?format=xlsx',
] as const;

const withRange = (path: string, range: string) =>
  `${path}${path.includes('?') ? '&' : '?'}${range}`;

let api: TestService;
let platform: DemoPlatform;
let token: string;

/**
 * A small demo: the bound is checked before any read, and the ranges accepted read whole
 * (5 years, a year) at the harness's 12 orders a day cost far more than they prove.
 */
const SMALL_DEMO = { productsPerAccount: 40, ordersPerDay: 1, historyDays: 30 };

beforeAll(async () => {
  api = await startTestService({ demo: SMALL_DEMO });
  if (!api.service.demoPlatform) throw new Error('no demo platform');
  platform = api.service.demoPlatform;
  token = await api.login('manager');
});

afterAll(async () => {
  await api.close();
});

describe('the range bound', () => {
  it.each(ENDPOINTS)('%s: a range over 5 years is 400 before any upstream call', async (path) => {
    const before = platform.calls();
    const body = expectError(
      await api.get(withRange(path, TOO_LONG), token),
      400,
      TOO_LONG_MESSAGE,
    );
    expect(body).toMatchObject({ code: 'range_too_long', max_range_years: 5 });
    const after = platform.calls();
    expect(after.total).toBe(before.total);
    expect(after.in_flight).toBe(0);
  });

  it('exactly 5 years is accepted', async () => {
    const answer = await api.get(`/api/orders?from=2020-01-01&to=2024-12-31&limit=1`, token);
    // The strict-public platform has no order list: the feature's 501, not the bound's 400.
    expect(answer.status, answer.text).toBe(STRICT_PUBLIC ? 501 : 200);
  });

  it('the bound is configurable', async () => {
    const small = await startTestService({ maxRangeYears: 1, demo: SMALL_DEMO });
    try {
      const smallToken = await small.login('manager');
      const bound = expectError(
        await small.get('/api/discount-orders?from=2026-01-01&to=2027-01-01', smallToken),
        400,
        "query parameters 'from' (2026-01-01) and 'to' (2027-01-01) span 366 days; a range is at most 1 year long",
      ).max_range_years;
      expect(bound).toBe(1);
      const year = await small.get('/api/orders?from=2026-01-01&to=2026-12-31&limit=1', smallToken);
      expect(year.status, year.text).toBe(STRICT_PUBLIC ? 501 : 200);
    } finally {
      await small.close();
    }
  });
});
