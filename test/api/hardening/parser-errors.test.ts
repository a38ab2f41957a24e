/**
 * Requests refused below the routes, by Node's HTTP parser or Fastify's router, answer the
 * one error body like everything else: headers too large (431), a method the parser does not
 * know and CONNECT (400 `method_not_supported`), a path parameter over the length limit and a
 * broken %-escape (400), no Host header (400). Nothing of Fastify's own shape or codes leaks.
 * And what a careless or hostile client sends (issue 57, item 8): two Host headers (400), a
 * body with `__proto__` (400 `forbidden_field`, not "not valid JSON"), a body in another
 * charset than UTF-8 (415 `unsupported_charset`), a list where a field takes one value (the
 * field's own refusal, not "given more than once").
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectError } from '../expect-error.js';
import { exchange, type SocketAnswer } from './raw-socket.js';
import { startSmallService, type SmallService } from './small-service.js';

let service: SmallService;

beforeAll(async () => {
  service = await startSmallService();
});

afterAll(() => service.close());

/** The one error body with the request id of its header, and no trace of Fastify's shape. */
function expectOurError(answer: SocketAnswer, status: number, message?: string | RegExp) {
  const body = expectError(answer, status, message);
  expect(body.request_id).toBe(answer.headers['x-request-id']);
  expect(answer.headers['content-type']).toMatch(/^application\/json/);
  expect(answer.headers['x-content-type-options']).toBe('nosniff');
  expect(answer.text).not.toMatch(/statusCode|FST_|Client Error/);
  return body;
}

describe('headers over the size limit', () => {
  it('answers 431 in the error body for a 17,000-character query string', async () => {
    const path = `/api/products?q=${'x'.repeat(17_000)}`;
    const answer = await exchange(service.port, `GET ${path} HTTP/1.1\r\n${service.hostLine}\r\n`);
    const body = expectOurError(answer, 431, 'larger than 16 KiB');
    expect(body).toMatchObject({
      error: 'Request Header Fields Too Large',
      code: 'request_header_fields_too_large',
    });
    expect(answer.closed).toBe(true);
  });

  it('logs the refusal as one line without a stack', async () => {
    const answer = await exchange(
      service.port,
      `GET /healthz HTTP/1.1\r\n${service.hostLine}X-Padding: ${'p'.repeat(20_000)}\r\n\r\n`,
    );
    expectOurError(answer, 431);
    const line = service.logLines().find((entry) => entry.reqId === answer.headers['x-request-id']);
    expect(line).toMatchObject({ level: 30, code: 'HPE_HEADER_OVERFLOW', status: 431 });
    expect(JSON.stringify(line)).not.toContain('stack');
  });
});

describe('methods the service cannot route', () => {
  it.each(['FOO', 'BREW', 'get'])('answers 400 method_not_supported for %s', async (method) => {
    const answer = await exchange(
      service.port,
      `${method} /api/products HTTP/1.1\r\n${service.hostLine}\r\n`,
    );
    const body = expectOurError(answer, 400, 'GET, HEAD, POST or DELETE');
    expect(body.code).toBe('method_not_supported');
    expect(answer.closed).toBe(true);
  });

  it('answers CONNECT the same way instead of dropping the connection', async () => {
    const answer = await exchange(
      service.port,
      'CONNECT example.com:443 HTTP/1.1\r\nHost: example.com:443\r\n\r\n',
    );
    expect(expectOurError(answer, 400).code).toBe('method_not_supported');
    expect(answer.closed).toBe(true);
  });
});

describe('path parameters the router refuses', () => {
  it('answers a 120-character id with 400 path_parameter_too_long', async () => {
    for (const path of [`/api/orders/${'1'.repeat(120)}`, `/api/locations/${'a'.repeat(120)}`]) {
      const answer = await exchange(
        service.port,
        `GET ${path} HTTP/1.1\r\n${service.hostLine}\r\n`,
      );
      const body = expectOurError(answer, 400, 'longer than 100 characters');
      expect(body.code).toBe('path_parameter_too_long');
      // The router's refusal carries the same headers as every other answer.
      expect(answer.headers['content-security-policy']).toBeDefined();
    }
  });

  it('accepts an id of exactly 100 characters as far as the router goes', async () => {
    const answer = await exchange(
      service.port,
      `GET /api/orders/${'1'.repeat(100)} HTTP/1.1\r\n${service.hostLine}\r\n`,
    );
    // No token: the route was found, so authentication answers.
    expectOurError(answer, 401);
  });

  it('answers a malformed %-escape in a path parameter with 400', async () => {
    const answer = await exchange(
      service.port,
      `GET /api/orders/%E0%A4%A HTTP/1.1\r\n${service.hostLine}\r\n`,
    );
    expect(expectOurError(answer, 400, 'percent-encoding').code).toBe('bad_request');
  });
});

describe('the Host header', () => {
  it('answers a request without Host with 400 in the error body', async () => {
    const answer = await exchange(service.port, 'GET /healthz HTTP/1.1\r\n\r\n');
    expect(expectOurError(answer, 400, 'no Host header').code).toBe('bad_request');
  });

  it('also for HTTP/1.0, and before any authentication', async () => {
    const answer = await exchange(service.port, 'GET /api/me HTTP/1.0\r\n\r\n');
    expectOurError(answer, 400, 'no Host header');
  });
});

describe('what a careless or hostile client sends (issue 57)', () => {
  const login = (headers: string, body: string | Buffer) =>
    exchange(
      service.port,
      Buffer.concat([
        Buffer.from(
          `POST /api/auth/login HTTP/1.1\r\n${service.hostLine}${headers}` +
            `Content-Length: ${String(Buffer.byteLength(body))}\r\n\r\n`,
          'latin1',
        ),
        Buffer.from(body),
      ]),
    );
  const json = 'Content-Type: application/json\r\n';

  it('refuses two Host headers with 400', async () => {
    const answer = await exchange(
      service.port,
      `GET /healthz HTTP/1.1\r\n${service.hostLine}Host: evil.example\r\n\r\n`,
    );
    expectOurError(answer, 400, 'more than one Host header');
  });

  it('names __proto__ and constructor.prototype in a body, not "not valid JSON"', async () => {
    for (const [body, field] of [
      ['{"__proto__": {"admin": true}, "account": "demo"}', '__proto__'],
      ['{"constructor": {"prototype": {"admin": true}}}', 'constructor.prototype'],
    ] as const) {
      const refused = expectOurError(await login(json, body), 400, `has a field ${field}`);
      expect(refused).toMatchObject({ code: 'forbidden_field', field });
    }
  });

  it('refuses a body in another charset than UTF-8 with 415', async () => {
    const body = Buffer.from('{"account":"demo"}', 'utf16le');
    const headers = 'Content-Type: application/json; charset=utf-16\r\n';
    const refused = expectOurError(await login(headers, body), 415, 'UTF-8');
    expect(refused.code).toBe('unsupported_charset');
    // UTF-8 said, or said in another spelling, is read.
    const named = 'Content-Type: application/json; charset="UTF-8"\r\n';
    expect((await login(named, '{"account":"demo"}')).status).toBe(400);
  });

  it('refuses a list where a field takes one value by the field’s own words', async () => {
    const body = '{"account": ["demo"], "email": "manager@demo.test", "password": "demo"}';
    const refused = expectOurError(await login(json, body), 400, "field 'account'");
    expect(refused.message).not.toContain('more than once');
  });
});

describe('a request that is not HTTP at all', () => {
  it('answers 400 in the error body', async () => {
    const answer = await exchange(service.port, 'GET /healthz HTTP/1.1\r\nno colon here\r\n\r\n');
    expect(expectOurError(answer, 400, 'not valid HTTP/1.1').code).toBe('bad_request');
  });
});
