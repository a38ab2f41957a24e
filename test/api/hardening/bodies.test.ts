/**
 * Request bodies refused before they are read in full, and bodies the service cannot take:
 * - over 1 MiB, also chunked without Content-Length: the 413 reaches the client, because the
 *   rest of the body is read and dropped instead of the connection being reset under it (up
 *   to a cap; past it the connection is closed), also when the client asked to close after it;
 * - a Content-Encoding (gzip, br…): 415 with `Accept-Encoding: identity`;
 * - a client that aborts its upload: one info line in the log, no error and no stack.
 */
import { connect, type Socket } from 'node:net';
import { gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { DEMO_USERS } from '../harness.js';
import { expectError } from '../expect-error.js';
import { rawRequest } from './raw-http.js';
import { openExchange, parseAnswers, readUntilClosed } from './raw-socket.js';
import { startSmallService, type SmallService } from './small-service.js';

let service: SmallService;

beforeAll(async () => {
  service = await startSmallService();
});

afterAll(() => service.close());

const MiB = 1024 * 1024;
const LOGIN = JSON.stringify(DEMO_USERS.manager);

/** Writes all of `data`, waiting for the socket to drain; false if the server closed first. */
async function writeAll(socket: Socket, data: Buffer | string): Promise<boolean> {
  if (socket.destroyed) return false;
  if (socket.write(data)) return true;
  return new Promise((resolve) => {
    const done = (ok: boolean) => {
      socket.off('drain', drained);
      socket.off('close', closed);
      resolve(ok);
    };
    const drained = () => done(true);
    const closed = () => done(false);
    socket.on('drain', drained);
    socket.on('close', closed);
  });
}

/** Sends `bytes` of body as 64 KiB chunks; returns how many went out before a close. */
async function sendChunked(socket: Socket, bytes: number): Promise<number> {
  const chunk = Buffer.alloc(64 * 1024, 'x');
  let sent = 0;
  while (sent < bytes) {
    if (!(await writeAll(socket, `${chunk.length.toString(16)}\r\n`))) return sent;
    if (!(await writeAll(socket, chunk))) return sent;
    if (!(await writeAll(socket, '\r\n'))) return sent;
    sent += chunk.length;
  }
  await writeAll(socket, '0\r\n\r\n');
  return sent;
}

const postHead = (extra: string) =>
  `POST /api/auth/login HTTP/1.1\r\n${service.hostLine}Content-Type: application/json\r\n${extra}\r\n`;

/** Both answers of a refused upload followed by a GET on the same connection. */
async function expect413ThenHealthy(received: Promise<Buffer>): Promise<void> {
  const [refused, next, ...more] = parseAnswers(await received);
  expect(refused).toBeDefined();
  const json: unknown = JSON.parse(refused?.text ?? '');
  expectError({ status: refused?.status ?? 0, text: refused?.text ?? '', json }, 413, '1 MiB');
  expect(refused?.headers.connection).not.toBe('close');
  expect(next?.status).toBe(200);
  expect(more).toEqual([]);
}

const healthzAndClose = () =>
  `GET /healthz HTTP/1.1\r\n${service.hostLine}Connection: close\r\n\r\n`;

describe('a body over 1 MiB', () => {
  it('gets its 413 when sent chunked without Content-Length, and the connection lives on', async () => {
    const socket = connect(service.port, '127.0.0.1');
    const received = readUntilClosed(socket);
    socket.write(postHead('Transfer-Encoding: chunked\r\n'));
    expect(await sendChunked(socket, 2 * MiB)).toBe(2 * MiB);
    socket.write(healthzAndClose());
    await expect413ThenHealthy(received);
  });

  it('gets its 413 at once when it declares 2 MiB, and may still send the body', async () => {
    const socket = connect(service.port, '127.0.0.1');
    const firstBytes = new Promise((resolve) => socket.once('data', resolve));
    const received = readUntilClosed(socket);
    socket.write(postHead(`Content-Length: ${2 * MiB}\r\n`));
    // The answer comes before any of the body: it is refused by its declared size.
    await firstBytes;
    expect(await writeAll(socket, Buffer.alloc(2 * MiB, 'x'))).toBe(true);
    socket.write(healthzAndClose());
    await expect413ThenHealthy(received);
  });

  it('with Connection: close, may still send the body after its 413; then the connection closes', async () => {
    const socket = connect(service.port, '127.0.0.1');
    const firstBytes = new Promise((resolve) => socket.once('data', resolve));
    const received = readUntilClosed(socket);
    socket.write(postHead(`Content-Length: ${2 * MiB}\r\nConnection: close\r\n`));
    // Closed at once after this answer, the socket reset the client's writes (EPIPE) and with
    // them, at times, the answer it had not read yet.
    await firstBytes;
    expect(await writeAll(socket, Buffer.alloc(2 * MiB, 'x'))).toBe(true);
    const [refused, ...more] = parseAnswers(await received);
    expect(refused?.status).toBe(413);
    expect(more).toEqual([]);
  });

  it('closes the connection of a client that keeps sending far past the limit', async () => {
    const exchange = openExchange(service.port, 1_000);
    exchange.socket.write(postHead('Transfer-Encoding: chunked\r\n'));
    const sent = await sendChunked(exchange.socket, 64 * MiB);
    expect(sent).toBeLessThan(64 * MiB);
    const answer = await exchange.answer;
    expect(answer.status).toBe(413);
    expect(answer.closed).toBe(true);
  });
});

describe('an encoded body', () => {
  it.each(['gzip', 'br', 'deflate', 'GZIP'])('is refused with 415 for %s', async (encoding) => {
    const answer = await rawRequest(service.base, {
      method: 'POST',
      path: '/api/auth/login',
      headers: {
        host: `127.0.0.1:${service.port}`,
        'content-type': 'application/json',
        'content-encoding': encoding,
      },
      body: gzipSync(LOGIN),
    });
    const body = expectError(answer, 415, 'without Content-Encoding');
    expect(body.code).toBe('unsupported_media_type');
    expect(answer.headers['accept-encoding']).toBe('identity');
  });

  it('is taken as is with Content-Encoding: identity', async () => {
    const answer = await rawRequest(service.base, {
      method: 'POST',
      path: '/api/auth/login',
      headers: {
        host: `127.0.0.1:${service.port}`,
        'content-type': 'application/json',
        'content-encoding': 'identity',
      },
      body: LOGIN,
    });
    expect(answer.status, answer.text).toBe(200);
  });

  it('does not concern a request without a body', async () => {
    const answer = await rawRequest(service.base, {
      path: '/healthz',
      headers: { host: `127.0.0.1:${service.port}`, 'content-encoding': 'gzip' },
    });
    expect(answer.status).toBe(200);
  });
});

describe('a client that aborts its upload', () => {
  it('is logged as one info line, without an error or a stack', async () => {
    const before = service.logLines().length;
    const socket = connect(service.port, '127.0.0.1');
    socket.write(postHead('Content-Length: 100000\r\n'));
    socket.write('{"account": "demo", "padding": "');
    const linesSince = () => service.logLines().slice(before);
    // The service is reading the body when the client leaves.
    await vi.waitFor(
      () => expect(linesSince().map((line) => line.msg)).toContain('incoming request'),
      { timeout: 5_000, interval: 10 },
    );
    socket.destroy();
    const isAborted = (line: Record<string, unknown>) =>
      line.msg === 'the client closed the connection mid-request';
    await vi.waitFor(() => expect(linesSince().some(isAborted)).toBe(true), {
      timeout: 5_000,
      interval: 10,
    });

    const lines = linesSince();
    const aborted = lines.filter(isAborted);
    expect(aborted).toHaveLength(1);
    expect(aborted[0]?.level).toBe(30);
    expect(lines.filter((line) => Number(line.level) >= 50)).toEqual([]);
    expect(JSON.stringify(lines)).not.toContain('stack');
  });
});
