/**
 * A wrong method on a path that exists is 405 with `Allow` (RFC 9110 §15.5.6), not a 404
 * that would say the path does not exist; an unknown path stays 404. (A method the HTTP
 * parser does not know at all is in parser-errors.test.ts.)
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectError } from '../expect-error.js';
import { rawRequest } from './raw-http.js';
import { startSmallService, type SmallService } from './small-service.js';

let service: SmallService;

beforeAll(async () => {
  service = await startSmallService();
});

afterAll(() => service.close());

const send = (method: string, path: string) =>
  rawRequest(service.base, { method, path, headers: { host: `127.0.0.1:${service.port}` } });

describe('a wrong method on an existing path', () => {
  it.each([
    ['DELETE', '/api/products', 'GET, HEAD'],
    ['POST', '/api/products', 'GET, HEAD'],
    ['PUT', '/api/orders/12', 'GET, HEAD'],
    ['PATCH', '/api/api-keys/abc', 'DELETE'],
    ['GET', '/api/auth/login', 'POST'],
    ['PROPFIND', '/healthz', 'GET, HEAD'],
    ['OPTIONS', '/api/webhooks', 'GET, HEAD, POST'],
  ])('%s %s is 405 with Allow: %s', async (method, path, allow) => {
    const answer = await send(method, path);
    const body = expectError(answer, 405, `it takes ${allow}`);
    expect(body).toMatchObject({ error: 'Method Not Allowed', code: 'method_not_allowed' });
    expect(body.request_id).toBe(answer.headers['x-request-id']);
    expect(answer.headers.allow).toBe(allow);
  });

  it('comes before authentication: no token needed to learn the allowed methods', async () => {
    const answer = await send('DELETE', '/api/me');
    expectError(answer, 405);
    expect(answer.headers['www-authenticate']).toBeUndefined();
  });

  it('leaves an unknown path a 404, whatever the method', async () => {
    for (const method of ['GET', 'DELETE', 'PUT']) {
      const answer = await send(method, '/api/no-such-thing');
      expectError(answer, 404, 'no such path');
      expect(answer.headers.allow).toBeUndefined();
    }
  });

  it('still serves the right method on the same path', async () => {
    const answer = await send('GET', '/healthz');
    expect(answer.status).toBe(200);
  });
});
