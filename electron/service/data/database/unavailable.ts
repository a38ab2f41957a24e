/**
 * The database server cannot be reached (down, restarting, out of connections, the network
 * gone): what the service keeps there cannot be read or written, so the request is answered
 * 503 `database_unavailable` in the one error shape, with a hint to retry, and nothing is
 * half done: every write is one statement or one transaction, which the server either
 * committed or not, and nothing was acknowledged that it did not commit.
 */
import { ApiError } from '../../core/errors.js';
import { fieldOf } from '../../../../shared/guards.js';

/** Seconds a client is asked to wait before trying again. */
const RETRY_AFTER_SECONDS = 5;

/** Node's network errors on the way to the server. */
const NETWORK_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ENOTFOUND',
  'EAI_AGAIN',
  'ETIMEDOUT',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'EPIPE',
]);

/**
 * PostgreSQL's SQLSTATEs of a server that cannot serve now: class 08 (connection exception),
 * an administrator's or a crash's shutdown (57P01-57P03), too many connections (53300).
 */
const SERVER_CODES = /^(08|57P0[1-3]$|53300$)/;

/** What the `pg` driver says when the connection broke or a deadline passed. */
const DRIVER_MESSAGES =
  /Connection terminated|timeout exceeded when trying to connect|Query read timeout|Client was closed|connection is closed|not queryable/i;

function isDatabaseUnreachable(error: unknown): boolean {
  if (!(error instanceof Error)) return false;
  const code = fieldOf(error, 'code');
  if (typeof code === 'string' && (NETWORK_CODES.has(code) || SERVER_CODES.test(code))) {
    return true;
  }
  return DRIVER_MESSAGES.test(error.message);
}

const databaseUnavailable = (): ApiError =>
  new ApiError(
    503,
    'the database server cannot be reached; try again shortly',
    { 'Retry-After': String(RETRY_AFTER_SECONDS) },
    { code: 'database_unavailable' },
  );

/** The 503 for a database that cannot be reached; any other error as it is. */
export const asUnavailable = (error: unknown): unknown =>
  isDatabaseUnreachable(error) ? databaseUnavailable() : error;
