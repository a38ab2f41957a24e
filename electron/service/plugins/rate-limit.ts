/**
 * Optional rate limiting (off by default; on with config.rateLimit). Guards the upstream and
 * the service against a runaway script: each client gets `max` requests per fixed window,
 * keyed by its bearer credential (hashed, never kept in clear) or else its remote address.
 * Every answer carries RateLimit-Limit / -Remaining / -Reset; a refused one is 429 with
 * Retry-After.
 */
import { createHash } from 'node:crypto';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Clock } from '../clock.js';
import { sendError } from './errors.js';

interface Window {
  startedAt: number;
  count: number;
}

/** Sweep finished windows once the table grows past this, so it cannot grow without bound. */
const SWEEP_THRESHOLD = 10_000;

function clientKey(request: FastifyRequest): string {
  const header = request.headers.authorization;
  if (header) return `cred:${createHash('sha256').update(header, 'utf8').digest('hex')}`;
  return `addr:${request.ip}`;
}

export function registerRateLimit(
  app: FastifyInstance,
  limit: { max: number; windowMs: number } | null,
  clock: Clock,
): void {
  if (!limit) return;
  const windows = new Map<string, Window>();
  app.addHook('onRequest', (request, reply, done) => {
    const now = clock.now();
    if (windows.size > SWEEP_THRESHOLD) {
      for (const [key, window] of windows) {
        if (now - window.startedAt >= limit.windowMs) windows.delete(key);
      }
    }
    const key = clientKey(request);
    let window = windows.get(key);
    if (!window || now - window.startedAt >= limit.windowMs) {
      window = { startedAt: now, count: 0 };
      windows.set(key, window);
    }
    window.count += 1;
    const resetSeconds = Math.max(1, Math.ceil((window.startedAt + limit.windowMs - now) / 1000));
    void reply.headers({
      'RateLimit-Limit': String(limit.max),
      'RateLimit-Remaining': String(Math.max(0, limit.max - window.count)),
      'RateLimit-Reset': String(resetSeconds),
    });
    if (window.count > limit.max) {
      void sendError(
        reply,
        429,
        `more than ${limit.max} requests in ${Math.round(limit.windowMs / 1000)} s; retry after ${resetSeconds} s`,
        { 'Retry-After': String(resetSeconds) },
      );
      return;
    }
    done();
  });
}
