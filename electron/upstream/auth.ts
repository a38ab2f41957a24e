/**
 * Auth objects (protocol §2): account names, the anonymous auth, and the session the login
 * returns. Guards against an account name that could redirect a request to another host: on
 * the real platform the account is part of the host name.
 */
import { InvalidAccountError, UpstreamTransportError } from './errors.js';
import type { UpstreamAuth } from './wire.js';

export type UpstreamSession = Extract<UpstreamAuth, { mode: 'hash' }>;

/** It becomes part of a host name on the real platform (`api-{account}.…`). */
const ACCOUNT_PATTERN = /^[a-z0-9][a-z0-9-]{0,62}$/i;

export function assertValidAccount(account: string): void {
  if (!ACCOUNT_PATTERN.test(account)) {
    throw new InvalidAccountError(
      'an upstream account name is 1 to 63 letters, digits and dashes, starting with a letter or digit',
    );
  }
}

/** Checks the login's answer and keeps only the fields of a session auth object. */
export function toSession(value: unknown, call: string): UpstreamSession {
  const session = value as Partial<Record<keyof UpstreamSession, unknown>> | null;
  if (
    typeof session !== 'object' ||
    session === null ||
    session.mode !== 'hash' ||
    typeof session.hash !== 'string' ||
    typeof session.account !== 'string' ||
    typeof session.user !== 'string'
  ) {
    throw new UpstreamTransportError(
      'upstream answered the login with something that is not a session',
      {
        call,
      },
    );
  }
  return {
    mode: 'hash',
    hash: session.hash,
    account: session.account,
    user: session.user,
    rights: 'user',
  };
}
