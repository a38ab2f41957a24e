import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError, createApiClient, type ApiClientOptions } from '../../../shared/client/index.js';
import { errorAnswer, issueTokens, startFakeService, type FakeService } from './fake-service.js';

const MINUTE = 60_000;

let service: FakeService;
let clock: number;
let sleeps: number[];

beforeEach(async () => {
  service = await startFakeService();
  clock = 1_000_000;
  sleeps = [];
});

afterEach(async () => {
  await service.close();
});

function client(overrides: Partial<ApiClientOptions> = {}) {
  return createApiClient({
    baseUrl: service.baseUrl,
    now: () => clock,
    sleep: (ms) => {
      sleeps.push(ms);
      return Promise.resolve();
    },
    refreshTimer: false,
    ...overrides,
  });
}

const calls = (method: string, path: string) =>
  service.requests.filter((request) => request.method === method && request.path === path);

describe('login and authorised reads', () => {
  it('sends the bearer token it was issued and the query as given', async () => {
    issueTokens(service);
    service.handle('GET', '/api/price-list', (request) => ({
      json: { q: request.query.get('q'), auth: request.authorization },
    }));
    const api = client();
    const token = await api.login('demo', 'manager@demo.test', 'demo');
    expect(token.token).toBe('token-1');
    // An unknown parameter does not compile; at run time an undefined one is left out.
    // @ts-expect-error 'skip' is no parameter of the price list
    const answer = await api.get('/api/price-list', { q: 'koffie', skip: undefined });
    expect(answer).toEqual({ q: 'koffie', auth: 'Bearer token-1' });
    expect(calls('GET', '/api/price-list')[0]?.query.has('skip')).toBe(false);
  });

  it('rejects a failed login with the spec error body and remembers nothing', async () => {
    issueTokens(service);
    const api = client();
    const failure = await api.login('demo', 'manager@demo.test', 'wrong').catch((e: unknown) => e);
    expect(failure).toBeInstanceOf(ApiError);
    expect(failure).toMatchObject({ status: 401, code: 'unauthorized', message: 'wrong password' });
    expect((failure as ApiError).hint).toMatch(/log in again/i);
    expect(api.isLoggedIn()).toBe(false);
  });
});

describe('token refresh', () => {
  it('refreshes lazily once 25 minutes have passed since issue, not before', async () => {
    const { issued } = issueTokens(service);
    service.handle('GET', '/api/me', (request) => ({ json: { auth: request.authorization } }));
    const api = client();
    await api.login('demo', 'manager@demo.test', 'demo');

    clock += 25 * MINUTE - 1;
    expect(await api.get('/api/me')).toEqual({ auth: 'Bearer token-1' });
    expect(calls('POST', '/api/auth/refresh')).toHaveLength(0);

    clock += 1;
    expect(await api.get('/api/me')).toEqual({ auth: 'Bearer token-2' });
    expect(calls('POST', '/api/auth/refresh')).toHaveLength(1);
    expect(calls('POST', '/api/auth/refresh')[0]?.body).toEqual({
      account: 'demo',
      email: 'manager@demo.test',
      password: 'demo',
    });
    expect(issued).toEqual(['token-1', 'token-2']);

    // The next refresh is due 25 minutes after the new token's issue.
    clock += 25 * MINUTE - 1;
    await api.get('/api/me');
    expect(calls('POST', '/api/auth/refresh')).toHaveLength(1);
  });

  it('refreshes on a timer as well', async () => {
    issueTokens(service);
    const api = client({ now: () => Date.now(), refreshTimer: true, refreshAfterMs: 30 });
    await api.login('demo', 'manager@demo.test', 'demo');
    await vi.waitFor(() => expect(calls('POST', '/api/auth/refresh').length).toBeGreaterThan(0));
    await api.logout();
  });

  it('keeps the current token when a refresh fails for another reason than 401', async () => {
    let refreshes = 0;
    issueTokens(service);
    service.handle('POST', '/api/auth/refresh', () => {
      refreshes += 1;
      return errorAnswer(502, 'bad_gateway', 'upstream down');
    });
    service.handle('GET', '/api/me', (request) => ({ json: { auth: request.authorization } }));
    const api = client();
    await api.login('demo', 'manager@demo.test', 'demo');
    clock += 25 * MINUTE;
    expect(await api.get('/api/me')).toEqual({ auth: 'Bearer token-1' });
    expect(refreshes).toBe(1);
    // Not retried on every call: the next attempt waits a minute.
    await api.get('/api/me');
    expect(refreshes).toBe(1);
  });
});

describe('401: one re-login, one retry, then fail', () => {
  it('logs in again with the remembered credentials and retries the call once', async () => {
    issueTokens(service);
    service.handle('GET', '/api/shops', (request) =>
      request.authorization === 'Bearer token-1'
        ? errorAnswer(401, 'unauthorized', 'token expired')
        : { json: { count: 0, total: 0, data: [] } },
    );
    const expired = vi.fn();
    const api = client({ onSessionExpired: expired });
    await api.login('demo', 'manager@demo.test', 'demo');
    expect(await api.get('/api/shops')).toEqual({ count: 0, total: 0, data: [] });
    expect(calls('POST', '/api/auth/login')).toHaveLength(2);
    expect(calls('GET', '/api/shops').map((request) => request.authorization)).toEqual([
      'Bearer token-1',
      'Bearer token-2',
    ]);
    expect(expired).not.toHaveBeenCalled();
  });

  it('fails with the spec body after the retry also meets a 401, and reports expiry once', async () => {
    issueTokens(service);
    service.handle('GET', '/api/shops', () => errorAnswer(401, 'unauthorized', 'token revoked'));
    const expired = vi.fn();
    const api = client({ onSessionExpired: expired });
    await api.login('demo', 'manager@demo.test', 'demo');
    const failure = await api.get('/api/shops').catch((e: unknown) => e);
    expect(failure).toBeInstanceOf(ApiError);
    expect(failure).toMatchObject({ status: 401, code: 'unauthorized', message: 'token revoked' });
    expect(calls('GET', '/api/shops')).toHaveLength(2);
    expect(calls('POST', '/api/auth/login')).toHaveLength(2);
    expect(expired).toHaveBeenCalledTimes(1);
    expect(api.isLoggedIn()).toBe(false);

    // The credentials are forgotten: a later call does not log in again.
    await expect(api.get('/api/shops')).rejects.toMatchObject({ status: 401 });
    expect(calls('POST', '/api/auth/login')).toHaveLength(2);
    expect(expired).toHaveBeenCalledTimes(1);
  });

  it('fails when the re-login itself is refused', async () => {
    issueTokens(service);
    service.handle('GET', '/api/shops', () => errorAnswer(401, 'unauthorized', 'token expired'));
    const expired = vi.fn();
    const api = client({ onSessionExpired: expired });
    await api.login('demo', 'manager@demo.test', 'demo');
    service.handle('POST', '/api/auth/login', () =>
      errorAnswer(401, 'unauthorized', 'password changed'),
    );
    await expect(api.get('/api/shops')).rejects.toMatchObject({
      status: 401,
      message: 'password changed',
    });
    expect(calls('GET', '/api/shops')).toHaveLength(1);
    expect(expired).toHaveBeenCalledTimes(1);
  });

  it('shares one re-login between parallel calls that meet a 401', async () => {
    issueTokens(service);
    service.handle('GET', '/api/shops', (request) =>
      request.authorization === 'Bearer token-1'
        ? errorAnswer(401, 'unauthorized', 'token expired')
        : { json: { ok: true } },
    );
    const api = client();
    await api.login('demo', 'manager@demo.test', 'demo');
    const answers = await Promise.all([1, 2, 3].map(() => api.get('/api/shops')));
    expect(answers).toEqual([{ ok: true }, { ok: true }, { ok: true }]);
    expect(calls('POST', '/api/auth/login')).toHaveLength(2);
  });
});

describe('a POST with a JSON body', () => {
  it('sends the body with the token, renews once on a 401, and answers the parsed JSON', async () => {
    issueTokens(service);
    service.handle('POST', '/api/digest/test-mail', (request) =>
      request.authorization === 'Bearer token-1'
        ? errorAnswer(401, 'unauthorized', 'token expired')
        : { json: { to: 'manager@demo.test', message_id: '<1@demo>', sent: request.body } },
    );
    const api = client();
    await api.login('demo', 'manager@demo.test', 'demo');
    const answer = await api.post('/api/digest/test-mail', { body: { lang: 'en' } });
    // Parsed with the entry's answer schema: what it does not name is left out.
    expect(answer).toEqual({ to: 'manager@demo.test', message_id: '<1@demo>' });
    expect(calls('POST', '/api/digest/test-mail').map((call) => call.body)).toEqual([
      { lang: 'en' },
      { lang: 'en' },
    ]);
  });

  it('refuses an answer its schema does not take', async () => {
    issueTokens(service);
    service.handle('POST', '/api/digest/test-mail', () => ({ json: { to: 7 } }));
    const api = client();
    await api.login('demo', 'manager@demo.test', 'demo');
    await expect(api.post('/api/digest/test-mail', { body: {} })).rejects.toThrow(/message_id/);
  });

  it('is not tried again after a 502, and keeps the files a 409 lists', async () => {
    issueTokens(service);
    let status = 502;
    service.handle('POST', '/api/exports/month-pack', () => ({
      status,
      json: {
        ...(errorAnswer(status, 'files_exist', 'the folder already has a.pdf').json as object),
        existing_files: ['a.pdf'],
      },
    }));
    const api = client();
    await api.login('demo', 'manager@demo.test', 'demo');
    const request = { body: { folder: '/tmp/pack' } };
    await expect(api.post('/api/exports/month-pack', request)).rejects.toMatchObject({
      status: 502,
    });
    expect(sleeps).toEqual([]);
    expect(calls('POST', '/api/exports/month-pack')).toHaveLength(1);
    status = 409;
    const conflict = await api.post('/api/exports/month-pack', request).catch((e: unknown) => e);
    expect(conflict).toBeInstanceOf(ApiError);
    expect((conflict as ApiError).body.existing_files).toEqual(['a.pdf']);
  });

  it('takes at compile time only what the entry takes', () => {
    const api = client();
    const refused = [
      // @ts-expect-error the month pack's body needs its folder
      () => api.post('/api/exports/month-pack', { body: { month: '2026-10' } }),
      // @ts-expect-error a path with a parameter is named as the table names it
      () => api.delete('/api/api-keys/key_0123456789abcdef'),
      // @ts-expect-error an API key is revoked by its id
      () => api.delete('/api/api-keys/:id', { params: {} }),
      // @ts-expect-error no POST has this path
      () => api.post('/api/orders', {}),
    ];
    expect(refused).toHaveLength(4);
  });
});

describe('a DELETE', () => {
  const id = 'key_0123456789abcdef';

  it('fills in the path, sends no body with the token, renews once on a 401', async () => {
    issueTokens(service);
    service.handle('DELETE', `/api/api-keys/${id}`, (request) =>
      request.authorization === 'Bearer token-1'
        ? errorAnswer(401, 'unauthorized', 'token expired')
        : { json: { id, deleted: true } },
    );
    const api = client();
    await api.login('demo', 'manager@demo.test', 'demo');
    const answer = await api.delete('/api/api-keys/:id', { params: { id } });
    expect(answer).toEqual({ id, deleted: true });
    expect(calls('DELETE', `/api/api-keys/${id}`).map((call) => call.body)).toEqual([null, null]);
  });

  it("sends the body the entry takes (an un-filing's reason), the path parameter encoded", async () => {
    issueTokens(service);
    const undone = { at: '2026-11-02T10:00:00+01:00', by: 'manager@demo.test' };
    service.handle('DELETE', '/api/vat-return/filed/vfp%2F1', (request) => ({
      json: {
        id: 'vfp/1',
        deleted: true,
        undone: { ...undone, reason: (request.body as { reason: string }).reason },
      },
    }));
    const api = client();
    await api.login('demo', 'manager@demo.test', 'demo');
    const answer = await api.delete('/api/vat-return/filed/:id', {
      params: { id: 'vfp/1' },
      body: { reason: 'fout' },
    });
    expect(answer.undone.reason).toBe('fout');
  });

  it('is not tried again after a 404', async () => {
    issueTokens(service);
    service.handle('DELETE', `/api/api-keys/${id}`, () =>
      errorAnswer(404, 'not_found', `API key ${id} does not exist`),
    );
    const api = client();
    await api.login('demo', 'manager@demo.test', 'demo');
    await expect(api.delete('/api/api-keys/:id', { params: { id } })).rejects.toMatchObject({
      status: 404,
    });
    expect(calls('DELETE', `/api/api-keys/${id}`)).toHaveLength(1);
  });
});

describe('a PUT at a path with a parameter', () => {
  it('fills in the path, sends the body and answers the parsed JSON', async () => {
    issueTokens(service);
    const id = '0123456789abcdef01234567';
    service.handle('PUT', `/api/exceptions/${id}/seen`, (request) => ({
      json: { id, seen: (request.body as { seen: boolean }).seen },
    }));
    const api = client();
    await api.login('demo', 'manager@demo.test', 'demo');
    const answer = await api.putAt('/api/exceptions/:id/seen', {
      params: { id },
      body: { seen: false },
    });
    expect(answer).toEqual({ id, seen: false });
  });
});

describe('502 back-off for reads', () => {
  it('waits 2 s, 8 s, 30 s between attempts, then fails with the upstream reason', async () => {
    issueTokens(service);
    service.handle('GET', '/api/discount-orders', () =>
      errorAnswer(502, 'bad_gateway', 'upstream platform: timeout'),
    );
    const retries = vi.fn();
    const api = client({ onRetry: retries });
    await api.login('demo', 'manager@demo.test', 'demo');
    const failure = await api
      .get('/api/discount-orders', { from: '2026-11-01' })
      .catch((e: unknown) => e);
    expect(failure).toMatchObject({ status: 502, message: 'upstream platform: timeout' });
    expect(sleeps).toEqual([2_000, 8_000, 30_000]);
    expect(calls('GET', '/api/discount-orders')).toHaveLength(4);
    expect(retries.mock.calls.map(([info]) => (info as { attempt: number }).attempt)).toEqual([
      1, 2, 3,
    ]);
  });

  it('recovers when the upstream comes back during the back-off', async () => {
    issueTokens(service);
    let attempts = 0;
    service.handle('GET', '/api/shops', () =>
      ++attempts < 3 ? errorAnswer(502, 'bad_gateway', 'down') : { json: { ok: true } },
    );
    const api = client();
    await api.login('demo', 'manager@demo.test', 'demo');
    expect(await api.get('/api/shops')).toEqual({ ok: true });
    expect(sleeps).toEqual([2_000, 8_000]);
  });

  it('does not retry a 400', async () => {
    issueTokens(service);
    service.handle('GET', '/api/discount-orders', () =>
      errorAnswer(400, 'bad_request', "query parameter 'from' is required"),
    );
    const api = client();
    await api.login('demo', 'manager@demo.test', 'demo');
    // @ts-expect-error the required 'from' is left out on purpose: the service's 400 is the point
    const failure = await api.get('/api/discount-orders').catch((e: unknown) => e);
    expect(failure).toBeInstanceOf(ApiError);
    expect(failure).toMatchObject({ status: 400, code: 'bad_request' });
    expect(calls('GET', '/api/discount-orders')).toHaveLength(1);
    expect(sleeps).toEqual([]);
  });

  it('does not retry a failed login (not a read)', async () => {
    service.handle('POST', '/api/auth/login', () => errorAnswer(502, 'bad_gateway', 'down'));
    await expect(client().login('demo', 'a@b.c', 'demo')).rejects.toMatchObject({ status: 502 });
    expect(calls('POST', '/api/auth/login')).toHaveLength(1);
    expect(sleeps).toEqual([]);
  });

  it('stops waiting when the caller cancels', async () => {
    issueTokens(service);
    service.handle('GET', '/api/shops', () => errorAnswer(502, 'bad_gateway', 'down'));
    const controller = new AbortController();
    // Cancelled while it waits to retry: the wait begins right after it says it will retry.
    let retrying = () => {};
    const waiting = new Promise<void>((resolve) => (retrying = resolve));
    const api = client({ sleep: undefined, retryDelaysMs: [60_000], onRetry: () => retrying() });
    await api.login('demo', 'manager@demo.test', 'demo');
    const pending = api.get('/api/shops', {}, { signal: controller.signal });
    await waiting;
    controller.abort();
    await expect(pending).rejects.toMatchObject({ name: 'AbortError' });
  });
});

describe('writes', () => {
  const mapping = {
    company: { name: 'Demo B.V.', vat_number: '' },
    revenue: [],
    vat: [],
    clearing: [],
    accounts: {
      debtors: '1300',
      cash_differences: null,
      gift_cards: null,
      tips: null,
      prepayments: null,
    },
  };

  it('PUTs the body as JSON with the token, renewing the session once on a 401', async () => {
    issueTokens(service);
    service.handle('PUT', '/api/ledger-mapping', (request) =>
      request.authorization === 'Bearer token-1'
        ? errorAnswer(401, 'unauthorized', 'token expired')
        : { json: { stored: request.body } },
    );
    const api = client();
    await api.login('demo', 'manager@demo.test', 'demo');
    expect(await api.put('/api/ledger-mapping', mapping)).toEqual({ stored: mapping });
    expect(calls('PUT', '/api/ledger-mapping').map((request) => request.authorization)).toEqual([
      'Bearer token-1',
      'Bearer token-2',
    ]);
  });

  it('does not retry a 400 or a 502: the user saves again', async () => {
    issueTokens(service);
    service.handle('PUT', '/api/ledger-mapping', () =>
      errorAnswer(400, 'bad_request', "field 'accounts.debtors' must not be empty"),
    );
    const api = client();
    await api.login('demo', 'manager@demo.test', 'demo');
    await expect(api.put('/api/ledger-mapping', mapping)).rejects.toMatchObject({
      status: 400,
      message: "field 'accounts.debtors' must not be empty",
    });
    service.handle('PUT', '/api/ledger-mapping', () => errorAnswer(502, 'bad_gateway', 'down'));
    await expect(api.put('/api/ledger-mapping', mapping)).rejects.toMatchObject({ status: 502 });
    expect(calls('PUT', '/api/ledger-mapping')).toHaveLength(2);
    expect(sleeps).toEqual([]);
  });
});

describe('how fresh an answer is', () => {
  it('answers the data with the as-of instant and the stale flag its headers carry', async () => {
    issueTokens(service);
    service.handle('GET', '/api/shops', () => ({
      json: { data: [] },
      headers: { 'X-Data-As-Of': '2026-11-20T13:05:12.345Z', 'X-Data-Stale': 'true' },
    }));
    const api = client();
    await api.login('demo', 'manager@demo.test', 'demo');
    expect(await api.getDated('/api/shops')).toEqual({
      answer: { data: [] },
      freshness: { asOf: Date.UTC(2026, 10, 20, 13, 5, 12, 345), stale: true },
    });
  });

  it('says nothing about an answer without the headers (the read model off)', async () => {
    issueTokens(service);
    service.handle('GET', '/api/shops', () => ({ json: { data: [] } }));
    const api = client();
    await api.login('demo', 'manager@demo.test', 'demo');
    expect(await api.getDated('/api/shops')).toEqual({ answer: { data: [] }, freshness: null });
  });

  it('asks with Cache-Control: no-cache only when told to, on every attempt', async () => {
    issueTokens(service);
    let attempts = 0;
    service.handle('GET', '/api/shops', () =>
      ++attempts === 2 ? errorAnswer(502, 'bad_gateway', 'down') : { json: { data: [] } },
    );
    const api = client();
    await api.login('demo', 'manager@demo.test', 'demo');
    await api.getDated('/api/shops');
    await api.getDated('/api/shops', {}, { noCache: true });
    expect(calls('GET', '/api/shops').map((request) => request.cacheControl)).toEqual([
      undefined,
      'no-cache',
      'no-cache',
    ]);
  });
});

describe('errors without the spec body and CSV streams', () => {
  it('turns a non-JSON error page into an ApiError of the same shape', async () => {
    issueTokens(service);
    service.handle('GET', '/api/shops', () => ({ status: 500, text: '<html>oops</html>' }));
    const api = client();
    await api.login('demo', 'manager@demo.test', 'demo');
    await expect(api.get('/api/shops')).rejects.toMatchObject({
      status: 500,
      code: 'internal_server_error',
    });
  });

  it('reports a refused connection as status 0', async () => {
    const api = createApiClient({ baseUrl: 'http://127.0.0.1:9', refreshTimer: false });
    await expect(api.login('demo', 'a@b.c', 'x')).rejects.toMatchObject({
      status: 0,
      code: 'network_error',
    });
  });

  it('streams CSV with the file name from Content-Disposition', async () => {
    issueTokens(service);
    service.handle('GET', '/api/price-list', (request) => ({
      headers: {
        'Content-Type': 'text/csv; charset=utf-8',
        'Content-Disposition': 'attachment; filename="price-list.csv"',
      },
      chunks: [`sku${request.query.get('delimiter') ?? ','}title\n`, 'A1;Koffie\n', 'A2;Thee\n'],
    }));
    const api = client();
    await api.login('demo', 'manager@demo.test', 'demo');
    const download = await api.stream('/api/price-list', { format: 'csv', delimiter: ';' });
    expect(download.fileName).toBe('price-list.csv');
    expect(download.contentType).toMatch(/text\/csv/);
    const text = await new Response(download.body).text();
    expect(text).toBe('sku;title\nA1;Koffie\nA2;Thee\n');
    expect(calls('GET', '/api/price-list')[0]?.query.get('format')).toBe('csv');
  });

  it('reads CSV as text', async () => {
    issueTokens(service);
    service.handle('GET', '/api/shops', () => ({ text: 'id,name\n1,Winkel\n' }));
    const api = client();
    await api.login('demo', 'manager@demo.test', 'demo');
    expect(await api.getText('/api/shops', { format: 'csv' })).toBe('id,name\n1,Winkel\n');
  });
});
