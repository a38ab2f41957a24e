/**
 * One protocol round trip (protocol §1): POST the JSON body, bound it by a timeout combined
 * with the caller's signal, and turn every way it can go wrong into an UpstreamError. Guards
 * against leaks: nothing here logs or puts into a message the auth object, the body or the URL.
 */
import { setTimeout as sleep } from 'node:timers/promises';
import { UpstreamTransportError, errorFromFailure, type UpstreamErrorDetails } from './errors.js';
import type { UpstreamPost } from './http-post.js';
import { linkedAbort } from './linked-abort.js';
import { parseStorableJson } from './storable-text.js';
import type { UpstreamRequestBody } from './wire.js';
import { fieldOf } from '../../shared/guards.js';
import { isRecord } from '../../shared/guards.js';

export interface UpstreamLogger {
  debug(obj: object, msg?: string): void;
  warn(obj: object, msg?: string): void;
}

interface RoundTrip {
  url: string;
  /** `Module::function`, for errors and logs. */
  call: string;
  /** True for single-record reads, where class Lookup means "not found". */
  singleRecord: boolean;
  body: UpstreamRequestBody;
  timeoutMs: number;
  sendRequest: UpstreamPost;
  logger: UpstreamLogger;
  signal?: AbortSignal | undefined;
  /**
   * Send it once more when the platform closed the connection before answering. True for
   * reads only: a write the platform may have carried out before closing is never repeated.
   */
  retryOnClose?: boolean | undefined;
  /** Told of each HTTP 429, the platform's "too many calls at once". */
  onBusy?: (() => void) | undefined;
  /** A refusal is the answer looked for (a reachability probe's): logged as debug only. */
  refusalExpected?: boolean | undefined;
}

/**
 * A call's `response`, with the answer's text it was read from: a list page's rows can be read
 * from it again (`responseOf`), so a caller that keeps a page for later may keep its text, one
 * flat string, rather than its rows, thousands of objects the collector copies while they live.
 */
export interface RoundTripAnswer {
  response: unknown;
  text: string;
}

/** What a failed call says, by its code: a socket's (Node's), or http-post.ts's own. */
const FAILURE_MESSAGES: Record<string, string> = {
  ECONNREFUSED: 'upstream refused the connection',
  ECONNRESET: 'upstream closed the connection before answering',
  EPIPE: 'upstream closed the connection before answering',
  UNKNOWN_ENCODING: 'upstream answered in an encoding we cannot decode',
  ENOTFOUND: 'the upstream host name could not be resolved',
  EAI_AGAIN: 'the upstream host name could not be resolved',
  ETIMEDOUT: 'the connection to the upstream timed out',
  EHOSTUNREACH: 'the upstream host is unreachable',
};

/**
 * The ways a connection ends before the answer: typically a kept-alive socket the platform
 * (or a proxy) closed while we were reusing it. The read never reached the platform or was
 * never answered, so reading again on a fresh connection is safe.
 */
const CLOSED_BEFORE_ANSWER = new Set(['ECONNRESET', 'EPIPE']);

/**
 * The failure's code: on the error, in its `cause`, or in an AggregateError (a host name
 * tried at several addresses).
 */
function failureCodeOf(error: unknown, depth = 0): string | null {
  if (typeof error !== 'object' || error === null || depth > 4) return null;
  const [code, cause, errors] = ['code', 'cause', 'errors'].map((field) => fieldOf(error, field));
  if (typeof code === 'string' && code in FAILURE_MESSAGES) return code;
  if (Array.isArray(errors)) {
    for (const inner of errors) {
      const found = failureCodeOf(inner, depth + 1);
      if (found) return found;
    }
  }
  return failureCodeOf(cause, depth + 1);
}

const secondsText = (ms: number): string => `${Math.round(ms) / 1000} s`;

/** Tries of a call the platform refused as one too many at once (HTTP 429). */
const BUSY_TRIES = 5;
/** The wait for one: as `Retry-After` says in seconds, within these bounds. */
const BUSY_WAIT_MS = { least: 100, most: 2_000, without: 250 };

function retryDelayMs(retryAfter: string | undefined): number {
  const seconds = retryAfter === undefined ? Number.NaN : Number(retryAfter);
  if (!Number.isFinite(seconds)) return BUSY_WAIT_MS.without;
  return Math.min(BUSY_WAIT_MS.most, Math.max(BUSY_WAIT_MS.least, seconds * 1000));
}

function failureMessage(error: unknown, timedOut: boolean, cancelled: boolean, ms: number): string {
  if (cancelled) return 'the upstream call was cancelled';
  if (timedOut) return `upstream did not answer within ${secondsText(ms)}`;
  const code = failureCodeOf(error);
  return code
    ? (FAILURE_MESSAGES[code] ?? 'could not reach the upstream')
    : 'could not reach the upstream';
}

/** Why a call's fetch was stopped when its time ran out (the message is made from `timedOut`). */
const TIMED_OUT = new Error('the upstream call ran out of time');

/**
 * Sends one call and returns its `response` with the answer's text, or throws the matching
 * UpstreamError.
 *
 * The time limit is a timer cleared once the call has ended, and the caller's signal is
 * followed only while the call runs (linked-abort.ts). `AbortSignal.timeout` would fire for
 * every call long after it ended, making an exception each time, and `AbortSignal.any` leaves
 * an entry in the caller's signal: a year's report makes tens of thousands of calls.
 */
export async function roundTrip(request: RoundTrip): Promise<RoundTripAnswer> {
  const call = linkedAbort(request.signal);
  let timedOut = false;
  const timer = setTimeout(() => {
    timedOut = true;
    call.abort(TIMED_OUT);
  }, request.timeoutMs);
  timer.unref();
  try {
    return await exchange(request, call.signal, () => timedOut);
  } finally {
    clearTimeout(timer);
    call.release();
  }
}

async function exchange(
  request: RoundTrip,
  signal: AbortSignal,
  timedOut: () => boolean,
): Promise<RoundTripAnswer> {
  const { call, logger } = request;
  const details: UpstreamErrorDetails = { call };
  const began = performance.now();
  const elapsed = () => Math.round(performance.now() - began);

  let status: number;
  let text: string;
  for (let attempt = 1; ; attempt++) {
    try {
      const response = await request.sendRequest(request.url, {
        headers: { 'Content-Type': 'application/json', Accept: 'application/json' },
        body: JSON.stringify(request.body),
        signal,
      });
      status = response.status;
      // The body is read even on errors so the connection can be reused; it is never shown.
      text = await response.text();
      if (status !== 429) break;
      // Too many calls at once: the caller is told, and as the platform took nothing, it is
      // asked again once it said to (a few times; the call's time limit still holds).
      request.onBusy?.();
      if (attempt >= BUSY_TRIES) break;
      const waitMs = retryDelayMs(response.retryAfter);
      logger.debug({ call, kind: 'transport', attempt, waitMs }, 'upstream busy; asking again');
      await sleep(waitMs, undefined, { signal });
    } catch (error) {
      const cancelled = request.signal?.aborted === true;
      const message = failureMessage(error, timedOut(), cancelled, request.timeoutMs);
      const fields = { call, kind: 'transport', ms: elapsed(), attempt };
      const code = failureCodeOf(error);
      const closed = !cancelled && !timedOut() && code !== null && CLOSED_BEFORE_ANSWER.has(code);
      if (closed && request.retryOnClose === true && attempt === 1) {
        logger.debug(fields, `${message}; reading once more`);
        continue;
      }
      // A cancelled call is what its caller asked for (the client went away): not a warning.
      if (cancelled) logger.debug(fields, message);
      else logger.warn(fields, message);
      throw new UpstreamTransportError(message, { ...details, cause: error });
    }
  }

  // Typed on the name, so the compiler knows the code after a call to it is not reached.
  const fail: (message: string) => never = (message) => {
    logger.warn({ call, kind: 'transport', status, ms: elapsed() }, message);
    throw new UpstreamTransportError(message, details);
  };
  if (status !== 200) fail(`upstream answered HTTP ${status}`);
  let answer: unknown;
  try {
    // Every string storable in the read model and in XML: the one place text enters.
    answer = parseStorableJson(text);
  } catch {
    fail('upstream answered with a body that is not JSON');
  }
  if (!isRecord(answer) || typeof answer.success !== 'boolean') {
    fail('upstream answered with JSON that is not a protocol answer');
  }
  const { success, response } = answer;
  if (success) {
    logger.debug({ call, ms: elapsed() }, 'upstream call');
    return { response, text };
  }
  const failure = answer;
  const error = errorFromFailure(
    {
      class: typeof failure.class === 'string' ? failure.class : 'General',
      error: typeof failure.error === 'string' ? failure.error : '',
      ref: typeof failure.ref === 'string' ? failure.ref : null,
    },
    call,
    request.singleRecord,
  );
  const refusal = {
    call,
    kind: error.kind,
    upstreamClass: error.upstreamClass,
    ref: error.ref,
    ms: elapsed(),
  };
  if (request.refusalExpected === true) logger.debug(refusal, 'upstream refused the call');
  else logger.warn(refusal, 'upstream refused the call');
  throw error;
}

/**
 * The `response` of a successful answer read again from its text (RoundTripAnswer), as
 * `roundTrip` read it the first time: every string storable.
 */
export const responseOf = (text: string): unknown => fieldOf(parseStorableJson(text), 'response');
