/**
 * Auth objects (protocol §2): account names, the anonymous auth, and the session the login
 * returns. Guards against an account name that could redirect a request to another host (on
 * the real platform the account is part of the host name), and against a login answer for
 * another account than the one logged into, whose `account` would steer every later call.
 */
import { UPSTREAM_CALLS, type UpstreamCallName } from './calls.js';
import { InvalidAccountError, UpstreamTransportError } from './errors.js';
import type { SessionAuth } from './wire.js';

/** A session is the login's answer as sent; later calls send it back unchanged. */
export type UpstreamSession = SessionAuth;

/** It becomes part of a host name on the real platform (`api-{account}.…`). */
const ACCOUNT_PATTERN = /^[a-z0-9][a-z0-9-]{0,62}$/i;

export function assertValidAccount(account: string): void {
  if (!ACCOUNT_PATTERN.test(account)) {
    throw new InvalidAccountError(
      'an upstream account name is 1 to 63 letters, digits and dashes, starting with a letter or digit',
    );
  }
}

/** The URL of one call for one account: the account goes into the host, so it is checked. */
export function callUrl(baseUrlTemplate: string, name: UpstreamCallName, account: string): string {
  assertValidAccount(account);
  const url = new URL(baseUrlTemplate.replaceAll('{account}', encodeURIComponent(account)));
  const { module, function: functionName } = UPSTREAM_CALLS[name];
  url.searchParams.set('action', 'request');
  url.searchParams.set('api', 'fulljson');
  url.searchParams.set('module', module);
  url.searchParams.set('function', functionName);
  return url.toString();
}

/**
 * The login's answer (already parsed: `account` and `mode` set) as the session later calls
 * send. Nothing is dropped, renamed or added. Its account must be the one logged into; case
 * aside, as it names a host.
 */
export function toSession(answer: SessionAuth, account: string, call: string): UpstreamSession {
  if (answer.account.toLowerCase() !== account.toLowerCase()) {
    throw new UpstreamTransportError('upstream answered a session of another account', { call });
  }
  return answer;
}
