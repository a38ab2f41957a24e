import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import {
  ApiError,
  createApiClient,
  type KeptSession,
  type SessionKeeper,
} from '../../../shared/client/index.js';
import { errorAnswer, issueTokens, startFakeService, type FakeService } from './fake-service.js';

const MINUTE = 60_000;

let service: FakeService;
let clock: number;

beforeEach(async () => {
  service = await startFakeService();
  clock = 1_000_000;
});

afterEach(async () => {
  await service.close();
});

/** A window's sessionStorage, as the keeper sees it. */
function memoryKeeper(
  initial: KeptSession | null = null,
): SessionKeeper & { kept: KeptSession | null } {
  return {
    kept: initial,
    load() {
      return this.kept;
    },
    save(session) {
      this.kept = session;
    },
  };
}

const client = (keeper: SessionKeeper, onSessionExpired?: (error: ApiError) => void) =>
  createApiClient({
    baseUrl: service.baseUrl,
    now: () => clock,
    sleep: () => Promise.resolve(),
    refreshTimer: false,
    keeper,
    ...(onSessionExpired ? { onSessionExpired } : {}),
  });

describe('logout', () => {
  it('ends the session here and tells the service with the token', async () => {
    issueTokens(service);
    service.handle('POST', '/api/auth/logout', () => ({ json: { logged_out: true } }));
    const keeper = memoryKeeper();
    const api = client(keeper);
    await api.login('demo', 'manager@demo.test', 'demo');
    await api.logout();
    expect(api.isLoggedIn()).toBe(false);
    expect(keeper.kept).toBeNull();
    const logouts = service.requests.filter((request) => request.path === '/api/auth/logout');
    expect(logouts.map((request) => request.authorization)).toEqual(['Bearer token-1']);
  });

  it('still logs out here when the service cannot be told', async () => {
    issueTokens(service);
    service.handle('POST', '/api/auth/logout', () => errorAnswer(500, 'internal', 'broken'));
    const api = client(memoryKeeper());
    await api.login('demo', 'manager@demo.test', 'demo');
    await expect(api.logout()).resolves.toBeUndefined();
    expect(api.isLoggedIn()).toBe(false);
  });
});

describe('a session kept across a reload', () => {
  it('keeps the token and its expiry, never the credentials, and forgets it on logout', async () => {
    issueTokens(service);
    const keeper = memoryKeeper();
    const api = client(keeper);
    await api.login('demo', 'manager@demo.test', 'demo');
    expect(keeper.kept).toEqual({ token: 'token-1', expiresAt: clock + 30 * MINUTE });
    expect(JSON.stringify(keeper.kept)).not.toContain('demo');

    await api.logout();
    expect(keeper.kept).toBeNull();
  });

  it('a reloaded window goes on with the kept token', async () => {
    service.handle('GET', '/api/me', (request) => ({ json: { auth: request.authorization } }));
    const reloaded = client(memoryKeeper({ token: 'token-7', expiresAt: clock + 10 * MINUTE }));
    expect(reloaded.isLoggedIn()).toBe(true);
    expect(await reloaded.get('/api/me')).toEqual({ auth: 'Bearer token-7' });
  });

  it('an expired kept token is dropped at start', () => {
    const keeper = memoryKeeper({ token: 'token-7', expiresAt: clock });
    const reloaded = client(keeper);
    expect(reloaded.isLoggedIn()).toBe(false);
    expect(keeper.kept).toBeNull();
  });

  it('without credentials to renew with, a 401 ends the session once and clears what was kept', async () => {
    service.handle('GET', '/api/me', () => errorAnswer(401, 'unauthorized', 'token expired'));
    const keeper = memoryKeeper({ token: 'token-7', expiresAt: clock + 10 * MINUTE });
    const expired: ApiError[] = [];
    const reloaded = client(keeper, (error) => expired.push(error));
    const failure = await reloaded.get('/api/me').catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(ApiError);
    expect(expired).toHaveLength(1);
    expect(keeper.kept).toBeNull();
    expect(reloaded.isLoggedIn()).toBe(false);
    // No login was attempted: there was nothing to log in with.
    expect(service.requests.filter((request) => request.method === 'POST')).toEqual([]);
  });

  it('a refresh replaces the kept token', async () => {
    issueTokens(service);
    service.handle('GET', '/api/me', (request) => ({ json: { auth: request.authorization } }));
    const keeper = memoryKeeper();
    const api = client(keeper);
    await api.login('demo', 'manager@demo.test', 'demo');
    clock += 25 * MINUTE;
    await api.get('/api/me');
    expect(keeper.kept).toEqual({ token: 'token-2', expiresAt: clock + 30 * MINUTE });
  });
});
