/**
 * A route that takes no query parameters refuses any, as the routes with parameters refuse
 * the ones they do not know: a typo (`/api/me?acount=demo`) is a 400 that names it, never
 * silently ignored. (Found by `npm run fuzz`: `/healthz?x=1` and `/api/capabilities?LIMIT=…`
 * answered 200.)
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectError } from '../expect-error.js';
import { startSmallService, type SmallService } from './small-service.js';

let service: SmallService;
let token = '';

beforeAll(async () => {
  service = await startSmallService();
  const login = await fetch(`${service.base}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ account: 'demo', email: 'manager@demo.test', password: 'demo' }),
  });
  token = ((await login.json()) as { token: string }).token;
});

afterAll(() => service.close());

async function get(path: string) {
  const response = await fetch(service.base + path, {
    headers: { authorization: `Bearer ${token}` },
  });
  const text = await response.text();
  return { status: response.status, text, json: JSON.parse(text) as unknown };
}

describe('a route without query parameters', () => {
  it.each([
    ['/healthz?x=1', 'x'],
    ['/api/me?acount=demo', 'acount'],
    ['/api/capabilities?LIMIT=5', 'LIMIT'],
    ['/api/webhooks?start=0', 'start'],
  ])('%s is a 400 naming %s', async (path, name) => {
    expectError(await get(path), 400, `unknown query parameter '${name}'`);
  });

  it('answers as before without one', async () => {
    expect((await get('/healthz')).status).toBe(200);
    expect((await get('/api/me')).status).toBe(200);
  });

  it('says so in the OpenAPI document: every operation may answer 400', async () => {
    const document = (await get('/api/openapi.json')).json as {
      paths: Record<string, Record<string, { responses: Record<string, unknown> }>>;
    };
    for (const [path, operations] of Object.entries(document.paths)) {
      for (const [method, operation] of Object.entries(operations)) {
        expect(operation.responses, `${method} ${path}`).toHaveProperty('400');
      }
    }
  });
});
