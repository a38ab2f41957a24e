/**
 * A request that still arrives while the service shuts down (on a connection kept open by a
 * request in progress) gets 503 in the one error body, not Fastify's own 503 body, and the
 * connection is closed.
 */
import { connect } from 'node:net';
import { expect, it, vi } from 'vitest';
import { errorBodySchema } from '../../../shared/api/error-body.js';
import { parseAnswers, readUntilClosed } from './raw-socket.js';
import { startSmallService } from './small-service.js';

it('answers 503 in the error body to a request that arrives during shutdown', async () => {
  let release = () => {};
  let slowStarted = () => {};
  let closingBegun = () => {};
  const started = new Promise<void>((resolve) => (slowStarted = resolve));
  const begun = new Promise<void>((resolve) => (closingBegun = resolve));
  const service = await startSmallService({
    prepare: (app) => {
      app.get('/test/slow', { config: { public: true } }, async () => {
        slowStarted();
        await new Promise<void>((resolve) => (release = resolve));
        return { done: true };
      });
      // After the service's own preClose hook: from here it refuses what arrives.
      app.addHook('preClose', (done) => {
        closingBegun();
        done();
      });
    },
  });
  const socket = connect(service.port, '127.0.0.1');
  const received = readUntilClosed(socket);
  socket.write(`GET /test/slow HTTP/1.1\r\n${service.hostLine}\r\n`);
  await started;
  const closed = service.close();
  await begun;
  socket.write(`GET /healthz HTTP/1.1\r\n${service.hostLine}\r\n`);
  // The service has the second request (answered once the first has gone out) before the
  // slow one ends and the connection could be closed without reading it.
  await vi.waitFor(
    () =>
      expect(
        service
          .logLines()
          .some(
            (line) =>
              line.msg === 'incoming request' &&
              (line.req as { url?: string } | undefined)?.url === '/healthz',
          ),
        'the request that arrived during shutdown reached the service',
      ).toBe(true),
    { timeout: 5_000, interval: 10 },
  );
  release();

  const [first, second, ...more] = parseAnswers(await received);
  expect(first?.status).toBe(200);
  expect(second?.status, second?.text).toBe(503);
  expect(more).toEqual([]);
  const body = errorBodySchema.parse(JSON.parse(second?.text ?? ''));
  expect(body).toMatchObject({ status: 503, code: 'service_unavailable' });
  expect(body.message).toContain('shutting down');
  expect(second?.headers.connection).toBe('close');
  expect(second?.text).not.toContain('statusCode');
  await closed;
});
