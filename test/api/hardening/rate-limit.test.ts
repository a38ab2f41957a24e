/**
 * Rate limiting: off by default; with the flag, 429 with the standard headers per client: a
 * credential however its header is spelled, and a login (which has none) by its address.
 */
import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { errorBodySchema } from '../../../shared/api/error-body.js';
import { DEMO_USERS, startTestService, type TestService } from '../harness.js';

const SMALL_DEMO = { productsPerAccount: 20, ordersPerDay: 1, historyDays: 3 };
let limited: TestService;
let open: TestService;

beforeAll(async () => {
  limited = await startTestService({ rateLimit: { max: 5, windowMs: 60_000 }, demo: SMALL_DEMO });
  open = await startTestService({ demo: SMALL_DEMO });
});

afterAll(async () => {
  await limited.close();
  await open.close();
});

describe('rate limiting', () => {
  it('counts per credential and answers 429 with RateLimit headers and Retry-After', async () => {
    const first = await limited.login();
    const second = await limited.login('otherAccount');
    for (let n = 1; n <= 5; n += 1) {
      const answer = await limited.get('/api/me', first);
      expect(answer.status).toBe(200);
      expect(answer.headers.get('ratelimit-limit')).toBe('5');
      expect(answer.headers.get('ratelimit-remaining')).toBe(String(5 - n));
      expect(Number(answer.headers.get('ratelimit-reset'))).toBeGreaterThan(0);
      expect(Number(answer.headers.get('ratelimit-reset'))).toBeLessThanOrEqual(60);
    }
    const refused = await limited.get('/api/me', first);
    expect(refused.status).toBe(429);
    const body = errorBodySchema.parse(refused.json);
    expect(body).toMatchObject({ status: 429, code: 'too_many_requests' });
    expect(body.request_id).toBe(refused.headers.get('x-request-id'));
    expect(refused.headers.get('ratelimit-remaining')).toBe('0');
    const retryAfter = Number(refused.headers.get('retry-after'));
    expect(retryAfter).toBeGreaterThan(0);
    expect(retryAfter).toBeLessThanOrEqual(60);
    // The same token in another spelling of the header is the same client.
    for (const spelling of [`bearer ${first}`, `Bearer  ${first}`, `Bearer ${first} `]) {
      expect((await limited.get('/api/me', undefined, { authorization: spelling })).status).toBe(
        429,
      );
    }
    // Another client has its own budget.
    expect((await limited.get('/api/me', second)).status).toBe(200);
  });

  it('counts logins by address: a made-up Authorization header does not make a new client', async () => {
    const guesses: number[] = [];
    for (let n = 0; n < 6; n += 1) {
      const madeUp = { authorization: `Bearer ${randomBytes(24).toString('base64url')}` };
      const guess = { ...DEMO_USERS.manager, password: `guess-${n}` };
      guesses.push((await limited.post('/api/auth/login', guess, undefined, madeUp)).status);
    }
    // Five requests a window from this address, the two logins above included.
    expect(guesses.slice(3)).toEqual([429, 429, 429]);
  });

  it('is off by default', async () => {
    const token = await open.login();
    for (let n = 0; n < 8; n += 1) {
      const answer = await open.get('/api/me', token);
      expect(answer.status).toBe(200);
      expect(answer.headers.get('ratelimit-limit')).toBeNull();
    }
  });
});
