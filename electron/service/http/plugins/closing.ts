/**
 * While the service shuts down, a request that still arrives on an open connection gets 503
 * in the one error body (Fastify's own 503 has another shape) and the connection is closed,
 * so the client retries elsewhere instead of waiting on a service that is going away.
 */
import type { FastifyInstance } from 'fastify';
import { SHUTTING_DOWN } from '../../core/errors.js';
import { sendError } from './errors.js';

export function registerClosingRefusal(app: FastifyInstance): void {
  let closing = false;
  app.addHook('preClose', (done) => {
    closing = true;
    done();
  });
  // A request still under way when the service began to close (a month pack stopped by it)
  // leaves its connection idle once answered: closed then, or it would hold the close up
  // until it timed out. One with a further request on it is not idle, and gets its 503.
  app.addHook('onResponse', (_request, _reply, done) => {
    if (closing) app.server.closeIdleConnections();
    done();
  });
  app.addHook('onRequest', (_request, reply, done) => {
    if (!closing) {
      done();
      return;
    }
    void sendError(reply, 503, SHUTTING_DOWN, {
      Connection: 'close',
    });
  });
}
