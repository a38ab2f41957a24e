/**
 * Auth objects (protocol §2): account names, the anonymous auth, and the session the login
 * returns. Guards against an account name that could redirect a request to another host: on
 * the real platform the account is part of the host name.
 */
import { InvalidAccountError } from './errors.js';
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

/** The login's answer as the session auth object later calls send (parsed by the client). */
export const toSession = (answer: {
  hash: string;
  account: string;
  user: string;
}): UpstreamSession => ({
  mode: 'hash',
  hash: answer.hash,
  account: answer.account,
  user: answer.user,
  rights: 'user',
});
