/**
 * How the HTTP server under Fastify is set up: its timers, and who answers what the routes
 * never see. Guards against slow clients: a client that trickles its headers or body (a
 * byte every few seconds) would otherwise hold a socket for as long as it likes, because
 * Node's idle timer restarts with every byte. Node checks these deadlines on its own timer
 * (every 30 s by default), so the check runs far more often here for them to mean something.
 */
import { randomUUID } from 'node:crypto';
import type { Server } from 'node:http';
import type { FastifyHttpOptions } from 'fastify';
import { answerFrameworkError, MAX_PARAM_LENGTH } from './plugins/errors.js';
import { answerClientError } from './client-errors.js';

export interface HttpTimeouts {
  /** From a request's first byte until its headers are in; then 408. */
  headersMs: number;
  /** From a request's first byte until its body is in; then 408 (when nothing was answered). */
  requestMs: number;
  /**
   * From a request's start until its answer begins; then 503 `answer_deadline`, and a read's
   * work is stopped (plugins/request-work.ts). No request waits without end, whatever it
   * waits for.
   */
  answerMs: number;
}

export const DEFAULT_HTTP_TIMEOUTS: HttpTimeouts = {
  headersMs: 10_000,
  requestMs: 30_000,
  answerMs: 120_000,
};

export function resolveHttpTimeouts(given: Partial<HttpTimeouts> = {}): HttpTimeouts {
  const timeouts = { ...DEFAULT_HTTP_TIMEOUTS, ...given };
  const { headersMs, requestMs, answerMs } = timeouts;
  const whole = [headersMs, requestMs, answerMs].every((ms) => Number.isInteger(ms) && ms > 0);
  if (!whole) {
    throw new RangeError('HTTP timeouts must be whole, positive milliseconds');
  }
  // Node refuses a headers deadline after the request deadline.
  if (requestMs < headersMs) {
    throw new RangeError('the request timeout cannot be shorter than the headers timeout');
  }
  return timeouts;
}

/** How often Node looks for expired requests: a tenth of the headers deadline, 50 ms to 1 s. */
const checkIntervalOf = (timeouts: HttpTimeouts): number =>
  Math.min(1_000, Math.max(50, Math.floor(timeouts.headersMs / 10)));

type ServerOptions = Pick<
  FastifyHttpOptions<Server>,
  | 'http'
  | 'requestTimeout'
  | 'clientErrorHandler'
  | 'frameworkErrors'
  | 'routerOptions'
  | 'return503OnClosing'
  | 'genReqId'
  | 'requestIdHeader'
  | 'trustProxy'
>;

export function httpServerOptions(timeouts: HttpTimeouts): ServerOptions {
  return {
    http: {
      headersTimeout: timeouts.headersMs,
      requestTimeout: timeouts.requestMs,
      connectionsCheckingInterval: checkIntervalOf(timeouts),
      // Node would answer a missing Host with an empty 400 of its own; the host guard
      // answers it in the error body instead (plugins/host-guard.ts).
      requireHostHeader: false,
    },
    // Fastify sets the server's request timeout from its own option, after creating it.
    requestTimeout: timeouts.requestMs,
    clientErrorHandler: answerClientError,
    // The router's own refusals (a parameter too long, a malformed %-escape) in our body.
    frameworkErrors: answerFrameworkError,
    routerOptions: { maxParamLength: MAX_PARAM_LENGTH },
    // Fastify's 503 while closing has its own body; plugins/closing.ts answers it in ours.
    return503OnClosing: false,
    genReqId: () => randomUUID(),
    requestIdHeader: false,
    trustProxy: false,
  };
}
