/**
 * Optional rate limiting (off by default; on with config.rateLimit). Guards the upstream and
 * the service against a runaway script: each client gets `max` requests per fixed window,
 * keyed by its bearer credential (hashed, never kept in clear) or else its remote address;
 * a public route (login) by the address alone.
 * Every answer carries RateLimit-Limit / -Remaining / -Reset; a refused one is 429 with
 * Retry-After. The windows are this process's, or with `--database-url` the database's, so
 * the limit holds across every instance (rate-windows.ts).
 */
import { createHash } from 'node:crypto';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Clock } from '../../core/clock.js';
import { bearerCredential } from './auth.js';
import { sendError } from './errors.js';
import type { RateWindows } from '../../data/rate-windows/store.js';

/**
 * The credential itself, not its header's spelling (`bearer`, extra spaces), which a client
 * could vary without end; and only where the route takes one: a header on a login, which is
 * not checked, would make every password guess a new client.
 */
function clientKey(request: FastifyRequest): string {
  const credential =
    request.routeOptions.config.public === true
      ? null
      : bearerCredential(request.headers.authorization);
  if (credential) return `cred:${createHash('sha256').update(credential, 'utf8').digest('hex')}`;
  return `addr:${request.ip}`;
}

export function registerRateLimit(
  app: FastifyInstance,
  limit: { max: number; windowMs: number } | null,
  clock: Clock,
  windows: RateWindows,
): void {
  if (!limit) return;
  app.addHook('onRequest', async (request, reply) => {
    const now = clock.now();
    const window = await windows.hit(clientKey(request), now, limit.windowMs);
    const resetSeconds = Math.max(1, Math.ceil((window.startedAt + limit.windowMs - now) / 1000));
    void reply.headers({
      'RateLimit-Limit': String(limit.max),
      'RateLimit-Remaining': String(Math.max(0, limit.max - window.count)),
      'RateLimit-Reset': String(resetSeconds),
    });
    if (window.count > limit.max) {
      // Answered here: returning the reply ends the request before any route code runs.
      return sendError(
        reply,
        429,
        `more than ${limit.max} requests in ${Math.round(limit.windowMs / 1000)} s; retry after ${resetSeconds} s`,
        { 'Retry-After': String(resetSeconds) },
      );
    }
    return undefined;
  });
}
