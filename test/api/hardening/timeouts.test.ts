/**
 * Slow clients: a client that trickles its headers or its body (a byte at a time, which
 * restarts Node's idle timer every time) loses the connection at the headers or request
 * deadline, with a 408 in the one error body. Short deadlines here; the defaults (10 s for
 * headers, 30 s for the whole request) are checked on a service built without any.
 */
import type { Socket } from 'node:net';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import {
  DEFAULT_HTTP_TIMEOUTS,
  resolveHttpTimeouts,
} from '../../../electron/service/http/server-options.js';
import { DEMO_USERS } from '../harness.js';
import { expectError } from '../expect-error.js';
import { openExchange } from './raw-socket.js';
import { startSmallService, type SmallService } from './small-service.js';

const HEADERS_MS = 500;
const REQUEST_MS = 1_500;
/** Node checks deadlines on a timer; what we allow beyond a deadline before failing. */
const SLACK_MS = 700;

let service: SmallService;

beforeAll(async () => {
  service = await startSmallService({
    httpTimeouts: { headersMs: HEADERS_MS, requestMs: REQUEST_MS },
  });
});

afterAll(() => service.close());

/** Writes `text` in pieces of `size` characters, one every `everyMs`, until closed or done. */
function trickle(socket: Socket, text: string, everyMs: number, size = 1): void {
  let at = 0;
  const timer = setInterval(() => {
    if (socket.destroyed || at >= text.length) {
      clearInterval(timer);
      return;
    }
    socket.write(text.slice(at, at + size));
    at += size;
  }, everyMs);
}

describe('a client that trickles', () => {
  it('its headers gets 408 at the headers deadline and the connection is closed', async () => {
    const { socket, answer } = openExchange(service.port);
    trickle(socket, `GET /healthz HTTP/1.1\r\n${service.hostLine}X-Slow: ${'s'.repeat(200)}`, 100);
    const got = await answer;
    const body = expectError(got, 408, 'not received in time');
    expect(body).toMatchObject({ error: 'Request Timeout', code: 'request_timeout' });
    expect(body.request_id).toBe(got.headers['x-request-id']);
    expect(got.closed).toBe(true);
    expect(got.elapsedMs).toBeGreaterThanOrEqual(HEADERS_MS - 50);
    expect(got.elapsedMs).toBeLessThan(HEADERS_MS + SLACK_MS);
  });

  it('its body gets 408 at the request deadline, and no error is logged', async () => {
    const before = service.logLines().length;
    const { socket, answer } = openExchange(service.port);
    socket.write(
      `POST /api/auth/login HTTP/1.1\r\n${service.hostLine}Content-Type: application/json\r\nContent-Length: 1000\r\n\r\n`,
    );
    trickle(socket, JSON.stringify(DEMO_USERS.manager).padEnd(1000, ' '), 100);
    const got = await answer;
    expectError(got, 408, 'send its headers and body without pauses');
    expect(got.closed).toBe(true);
    expect(got.elapsedMs).toBeGreaterThanOrEqual(REQUEST_MS - 50);
    expect(got.elapsedMs).toBeLessThan(REQUEST_MS + SLACK_MS);
    // The request Fastify had begun to read ends too (its body cut off), and would log then.
    const ended = ['the client closed the connection mid-request', 'request completed'];
    await vi.waitFor(
      () =>
        expect(
          service
            .logLines()
            .slice(before)
            .some((line) => ended.includes(String(line.msg))),
          'the cut-off request ended',
        ).toBe(true),
      { timeout: 5_000, interval: 10 },
    );
    const lines = service.logLines().slice(before);
    expect(lines.filter((line) => Number(line.level) >= 50)).toEqual([]);
  });

  it('leaves a request that arrives in time alone, even when it comes in pieces', async () => {
    const { socket, answer } = openExchange(service.port);
    trickle(socket, `GET /healthz HTTP/1.1\r\n${service.hostLine}\r\n`, 20, 12);
    expect((await answer).status).toBe(200);
  });
});

describe('the deadlines', () => {
  it('default to 10 s for headers and 30 s for the whole request', async () => {
    expect(DEFAULT_HTTP_TIMEOUTS).toEqual({
      headersMs: 10_000,
      requestMs: 30_000,
      answerMs: 120_000,
    });
    const plain = await startSmallService();
    try {
      expect(plain.app.server.headersTimeout).toBe(10_000);
      expect(plain.app.server.requestTimeout).toBe(30_000);
    } finally {
      await plain.close();
    }
  });

  it('are applied to the server as configured', () => {
    expect(service.app.server.headersTimeout).toBe(HEADERS_MS);
    expect(service.app.server.requestTimeout).toBe(REQUEST_MS);
  });

  it('refuse a headers deadline after the request deadline, and non-positive values', () => {
    expect(() => resolveHttpTimeouts({ headersMs: 5_000, requestMs: 1_000 })).toThrow(/shorter/);
    expect(() => resolveHttpTimeouts({ headersMs: 0 })).toThrow(/positive/);
    expect(() => resolveHttpTimeouts({ answerMs: 0 })).toThrow(/positive/);
    expect(resolveHttpTimeouts({ requestMs: 60_000 })).toEqual({
      headersMs: 10_000,
      requestMs: 60_000,
      answerMs: 120_000,
    });
  });
});

describe('the answer deadline', () => {
  const ANSWER_MS = 400;
  let hanging: SmallService;
  let token: string;

  beforeAll(async () => {
    // The platform's own timeout far beyond the deadline: only the deadline can end a read.
    hanging = await startSmallService({
      httpTimeouts: { answerMs: ANSWER_MS },
      upstreamTimeoutMs: 60_000,
    });
    const login = await fetch(`${hanging.base}/api/auth/login`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify(DEMO_USERS.manager),
    });
    token = ((await login.json()) as { token: string }).token;
    hanging.demo.setFaults({ hangRate: 1 });
  });
  afterAll(() => hanging.close());

  const answerOf = async (path: string, init: RequestInit = {}) => {
    const response = await fetch(hanging.base + path, init);
    const text = await response.text();
    return {
      status: response.status,
      headers: Object.fromEntries(response.headers),
      text,
      json: JSON.parse(text) as unknown,
    };
  };

  it('answers a read that waits for a platform that never answers, and stops its call', async () => {
    const got = await answerOf('/api/products?limit=10', {
      headers: { Authorization: `Bearer ${token}` },
    });
    const body = expectError(got, 503, 'try again');
    expect(body).toMatchObject({ error: 'Service Unavailable', code: 'answer_deadline' });
    expect(got.headers['retry-after']).toBe('5');
    // The read's work stopped: nothing is left waiting on the platform for it.
    await vi.waitFor(() => expect(hanging.demo.calls().in_flight).toBe(0), {
      timeout: 5_000,
      interval: 10,
    });
  });

  it('tells a write that it may still complete', async () => {
    const got = await answerOf('/api/auth/login', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify(DEMO_USERS.manager),
    });
    expect(expectError(got, 503, 'may still complete')).toMatchObject({ code: 'answer_deadline' });
  });
});
