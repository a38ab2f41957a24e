/**
 * The upstream client's errors, one class per way a call can fail, so the service maps them
 * to answers with `instanceof` (Auth -> 401, Lookup -> 404, the rest -> 502). Guards against
 * leaks: a message is either the upstream's own `error` text or a fixed sentence of ours,
 * never a URL, credential, session hash or stack.
 */
type UpstreamErrorKind = 'auth' | 'lookup' | 'unsupported' | 'rejected' | 'transport';

export interface UpstreamErrorDetails {
  /** `Module::function`, e.g. `ShopModule::listOrders`. */
  call: string;
  upstreamClass?: string | null;
  ref?: string | null;
  cause?: unknown;
}

export class UpstreamError extends Error {
  readonly kind: UpstreamErrorKind;
  readonly upstreamClass: string | null;
  readonly ref: string | null;
  readonly call: string;

  constructor(kind: UpstreamErrorKind, message: string, details: UpstreamErrorDetails) {
    super(message, details.cause === undefined ? undefined : { cause: details.cause });
    this.name = new.target.name;
    this.kind = kind;
    this.call = details.call;
    this.upstreamClass = details.upstreamClass ?? null;
    this.ref = details.ref ?? null;
  }
}

/** `success:false` with class Auth: wrong login, or an expired or unknown session. */
export class UpstreamAuthError extends UpstreamError {
  constructor(message: string, details: UpstreamErrorDetails) {
    super('auth', message, details);
  }
}

/** `success:false` with class Lookup on a single-record read: the record does not exist. */
export class UpstreamLookupError extends UpstreamError {
  constructor(message: string, details: UpstreamErrorDetails) {
    super('lookup', message, details);
  }
}

/**
 * The platform does not offer the call (it answered "unknown function" or the like): a
 * missing capability of this account's platform, not a failure of this request.
 */
export class UpstreamUnsupportedError extends UpstreamError {
  constructor(message: string, details: UpstreamErrorDetails) {
    super('unsupported', message, details);
  }
}

/** Any other `success:false`; the message is the upstream's `error` text. */
export class UpstreamRejectedError extends UpstreamError {
  constructor(message: string, details: UpstreamErrorDetails) {
    super('rejected', message, details);
  }
}

/** No protocol answer: HTTP error, not JSON, timeout, connection failure, or cancelled. */
export class UpstreamTransportError extends UpstreamError {
  constructor(message: string, details: UpstreamErrorDetails) {
    super('transport', message, details);
  }
}

/**
 * An account name that cannot be used: it becomes part of a host name on the real platform,
 * so it is refused before any request. A caller bug (the service validates input first), hence
 * not an UpstreamError.
 */
export class InvalidAccountError extends RangeError {
  override name = 'InvalidAccountError';
}

interface FailureAnswer {
  /** `Auth`, `Lookup`, `General`, … (wire.ts UpstreamErrorClass), as the upstream sent it. */
  class: string;
  error: string;
  ref?: string | null;
}

/**
 * How a platform says it has no such call. The wording is matched, not the class, because
 * the class of that refusal is not recorded anywhere public (docs/upstream.md).
 */
const UNKNOWN_CALL =
  /\b(unknown|undefined|unsupported|no such)\s+(module|function|method|call|action)\b|\b(function|method|module)\b.{0,80}\b(does not exist|not found|is not (defined|available|supported))\b/i;

export const isUnknownCallMessage = (message: string): boolean => UNKNOWN_CALL.test(message);

/**
 * Maps a `success:false` answer to its error. Lookup means "not found" only where one record
 * was asked for; on a list call it is an unexpected refusal like any other.
 */
export function errorFromFailure(
  answer: FailureAnswer,
  call: string,
  singleRecord: boolean,
): UpstreamError {
  const details = { call, upstreamClass: answer.class, ref: answer.ref ?? null };
  const message = answer.error.trim() || `the upstream refused the call (${answer.class})`;
  if (answer.class === 'Auth') return new UpstreamAuthError(message, details);
  if (isUnknownCallMessage(message)) return new UpstreamUnsupportedError(message, details);
  if (answer.class === 'Lookup' && singleRecord) return new UpstreamLookupError(message, details);
  return new UpstreamRejectedError(message, details);
}
