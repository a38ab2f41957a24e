/**
 * One HTTP call to a bookkeeping package, with a deadline, its answer read whole (up to a
 * bound: a larger one is a PackageFailure `unexpected`, read no further) and parsed when it is
 * JSON. No answer at all (refused, reset, timed out) is a PackageFailure `transport`; every
 * answer, whatever its status, is the caller's to judge. Also how long a
 * package asks to wait (429), in either form its headers take.
 */
import { createHash } from 'node:crypto';
import { PackageFailure } from './package-client.js';
import { fieldOf } from '../../../../shared/guards.js';

/** How long one call may take, answer included. */
const CALL_TIMEOUT_MS = 20_000;

/**
 * The most of an answer read. The largest a client asks for is a page of 2,000 ledgers
 * (e-Boekhouden's `limit`; each ledger's id, code, description and category well under 500
 * bytes: under 1 MB) or 100 Moneybird documents with their lines (a day's entry has some 20
 * lines of a few hundred bytes: under 1 MB); 4 MB holds either with room, and keeps a package
 * that answers without end (a 50 MB id) from filling the desk's memory.
 */
export const MAX_ANSWER_BYTES = 4 * 1024 * 1024;

export interface PackageAnswer {
  status: number;
  headers: Headers;
  /** The parsed body when it is JSON, else undefined. */
  json: unknown;
  text: string;
}

export interface PackageCall {
  method: 'GET' | 'POST' | 'DELETE';
  url: string;
  headers?: Record<string, string>;
  body?: unknown;
  signal?: AbortSignal | undefined;
  /** The most of the answer read (MAX_ANSWER_BYTES unless said). */
  maxBytes?: number;
}

export async function callPackage(call: PackageCall, what: string): Promise<PackageAnswer> {
  const deadline = AbortSignal.timeout(CALL_TIMEOUT_MS);
  const signal = call.signal ? AbortSignal.any([call.signal, deadline]) : deadline;
  let response: Response;
  let text: string;
  try {
    response = await fetch(call.url, {
      method: call.method,
      headers: {
        accept: 'application/json',
        ...(call.body === undefined ? {} : { 'content-type': 'application/json' }),
        ...call.headers,
      },
      body: call.body === undefined ? undefined : JSON.stringify(call.body),
      signal,
    });
    text = await boundedText(response, call.maxBytes ?? MAX_ANSWER_BYTES, what);
  } catch (error) {
    // A run stopped on purpose stops here, as it was asked.
    call.signal?.throwIfAborted();
    if (error instanceof PackageFailure) throw error;
    const reason = deadline.aborted ? 'no answer in time' : causeOf(error);
    throw new PackageFailure('transport', `${what} did not answer: ${reason}`);
  }
  let json: unknown;
  if ((response.headers.get('content-type') ?? '').includes('json') && text !== '') {
    try {
      json = JSON.parse(text);
    } catch {
      json = undefined;
    }
  }
  return { status: response.status, headers: response.headers, json, text };
}

/**
 * The answer's body as text, read as a stream and given up beyond `maxBytes` (the rest is
 * never read: the connection is let go).
 */
export async function boundedText(
  response: Response,
  maxBytes: number,
  what: string,
): Promise<string> {
  const oversized = () =>
    new PackageFailure('unexpected', `${what} answered more than ${String(maxBytes)} bytes`, {
      status: response.status,
    });
  if (Number(response.headers.get('content-length') ?? 0) > maxBytes) {
    await response.body?.cancel();
    throw oversized();
  }
  if (response.body === null) return '';
  const chunks: Uint8Array[] = [];
  let size = 0;
  // Leaving the loop early cancels the stream: the rest is never read.
  for await (const chunk of response.body as AsyncIterable<Uint8Array>) {
    size += chunk.byteLength;
    if (size > maxBytes) throw oversized();
    chunks.push(chunk);
  }
  return Buffer.concat(chunks).toString('utf8');
}

/** The network's reason, as Node's fetch puts it in the error's cause. */
function causeOf(error: unknown): string {
  const cause = fieldOf(error, 'cause');
  const code = fieldOf(cause, 'code');
  const message = fieldOf(cause, 'message');
  if (typeof code === 'string') return code;
  if (typeof message === 'string') return message;
  return error instanceof Error ? error.message : String(error);
}

/**
 * When a 429 says to ask again, as an instant. `Retry-After` is a number of seconds in HTTP,
 * but Moneybird's OpenAPI document describes it, like `RateLimit-Reset`, as the window's end
 * in UTC epoch seconds: a value too large to be a delay is read as that. The later of the two
 * counts; without either, a minute.
 */
export function retryAtOf(headers: Headers, now: number): number {
  const instants = ['retry-after', 'ratelimit-reset'].flatMap((name) => {
    const value = headers.get(name)?.trim() ?? '';
    if (/^\d+$/.test(value)) {
      const seconds = Number(value);
      return [seconds > 1_000_000_000 ? seconds * 1000 : now + seconds * 1000];
    }
    const date = value === '' ? Number.NaN : Date.parse(value);
    return Number.isNaN(date) ? [] : [date];
  });
  return instants.length === 0 ? now + 60_000 : Math.max(...instants);
}

/** How many times one call waits out a 429 before it fails as `rate_limited`. */
export const RATE_LIMIT_WAITS = 3;
/** The least a 429 is waited out: `Retry-After: 0` is no reason to ask again at once. */
const LEAST_RATE_LIMIT_WAIT_MS = 1000;

/**
 * After a 429 to a call that has waited `waited` times already: the instant to ask again, at
 * least a second on; or a PackageFailure `rate_limited` (with that instant) when the call has
 * waited its share, or the package names a time beyond `maxWaitMs`. So a package that answers
 * 429 forever costs a call four requests and three seconds, never a loop.
 */
export function rateLimitRetryAt(
  headers: Headers,
  now: number,
  waited: number,
  maxWaitMs: number,
  what: string,
): number {
  const retryAt = Math.max(retryAtOf(headers, now), now + LEAST_RATE_LIMIT_WAIT_MS);
  if (waited >= RATE_LIMIT_WAITS || retryAt - now > maxWaitMs) {
    throw new PackageFailure('rate_limited', `${what}: too many requests`, { retryAt });
  }
  return retryAt;
}

/** A token's fingerprint: postings and rate windows are kept by it, never by the token. */
export const tokenFingerprint = (token: string): string =>
  createHash('sha256')
    .update(`backoffice-desk bookkeeping token\n${token}`)
    .digest('hex')
    .slice(0, 16);

/** A text field of a JSON object, or undefined. */
export function textField(value: unknown, name: string): string | undefined {
  const field = fieldOf(value, name);
  return typeof field === 'string' ? field : undefined;
}
