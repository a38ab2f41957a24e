/**
 * What a day's failure leaves in the postings store and whether the run goes on: the package's
 * failure as a stable code and its words (cleaned: they are the package's, shown and stored as
 * our own text), a booking that differs from what was sent as `mismatch`, and a document the
 * package answered stored but does not have as `not_stored`. A run stops where every later day
 * would fail the same way (the token refused or lacking a permission, the subscription, the
 * package out of reach) and at a mismatch (the user looks at the package first). A rate limit
 * stops it too, whenever the package says it lifts: a package that refused every one of a day's
 * tries would refuse the next day's as well, and each further try only adds to the load it asks
 * to be spared; the days after it get the same record without a request (`rest`), and the next
 * run or the schedule takes them up.
 */
import { cleanPackageText } from '../../../../shared/api/stored-text.js';
import { PackageFailure } from '../../data/bookkeeping/package-client.js';
import type { PostingChange } from '../../data/bookkeeping-postings/store.js';

/** A failure after which the rest of the run would fail the same way, or must wait: it stops. */
export class RunStopped extends Error {
  override name = 'RunStopped';
  constructor(
    message: string,
    /** The package's failure that stopped it; null for a mismatch. */
    readonly failure: PackageFailure | null = null,
    /** The record the run's remaining days get, without a request; null: they are left. */
    readonly rest: PostingChange | null = null,
  ) {
    super(message);
  }
}

/** The package answered the document stored, yet reading it back by its id finds nothing. */
export class NotStored extends PackageFailure {
  constructor(what: string) {
    super(
      'unexpected',
      `${what} answered the entry stored but does not have it; it is posted again at the next run`,
    );
  }
}

export const MISMATCH_CODE = 'booked_otherwise';

/**
 * The words of a mismatch: what the user does about it first (a day of many accounts would
 * cut it off at the end), then what differs.
 */
export function mismatchMessage(what: string, differences: readonly string[]): string {
  return cleanPackageText(
    `${what} booked this entry otherwise than it was sent; check the document in the package ` +
      `and delete it there, then post the day again. What differs: ${differences.join('; ')}`,
  );
}

const CODES: Record<PackageFailure['kind'], string> = {
  transport: 'package_unreachable',
  server: 'package_unreachable',
  unauthorized: 'token_refused',
  not_found: 'administration_gone',
  refused: 'package_refused',
  closed: 'period_closed',
  duplicate: 'package_refused',
  rate_limited: 'rate_limited',
  permission: 'token_permission',
  payment_required: 'package_subscription',
  session: 'package_session',
  unexpected: 'package_error',
};

const STOPS: readonly PackageFailure['kind'][] = [
  'unauthorized',
  'transport',
  'server',
  'permission',
  'payment_required',
  'session',
];

export interface DayFailure {
  change: PostingChange;
  outcome: 'failed' | 'blocked';
  /** Set when the run stops here. */
  stop: RunStopped | null;
}

/**
 * The day's record and the run's fate after `failure`. `patienceMs`: the longest a rate limit
 * is waited for; a package that asks for less is asked again at the next run, these days
 * failed; one that asks for longer stops the run in its own words.
 */
export function dayFailure(failure: PackageFailure, now: number, patienceMs: number): DayFailure {
  const blocked = failure.kind === 'closed';
  const soon =
    failure.kind === 'rate_limited' && (failure.detail.retryAt ?? Infinity) - now <= patienceMs;
  const words = soon
    ? `${failure.message}: the package asked to slow down; this day is tried again at the next run`
    : failure.message;
  const message = cleanPackageText(words);
  const change: PostingChange = {
    state: blocked ? 'blocked' : 'failed',
    code: failure instanceof NotStored ? 'not_stored' : CODES[failure.kind],
    message,
  };
  const limited = failure.kind === 'rate_limited';
  const stops = STOPS.includes(failure.kind) || limited;
  return {
    change,
    outcome: blocked ? 'blocked' : 'failed',
    stop: stops ? new RunStopped(message, failure, limited ? change : null) : null,
  };
}
