/** Login and session info. */
import type { SessionInfo } from '../../upstream/wire.js';
import { idOf } from '../accounts.js';
import { authError, generalError } from '../errors.js';
import type { CallContext } from './context.js';

/**
 * The login's answer is the session's auth object, with more than the client could rebuild,
 * as recorded auth objects have it (`subaccount`, `rights: "subuser"`, `user` a user name
 * rather than the e-mail): a client must send it back whole (see dispatch.ts).
 */
export function login({ data, params, sessions }: CallContext): Record<string, unknown> {
  const [email, password, account] = params;
  if (typeof email !== 'string' || typeof password !== 'string') {
    throw generalError('startSessionByEmail needs email and password');
  }
  if (account !== undefined && account !== null && account !== data.account.name) {
    throw authError(`account "${JSON.stringify(account)}" does not match this host`);
  }
  const user = data.account.users.find(
    (candidate) =>
      candidate.email === email.trim().toLowerCase() && candidate.password === password,
  );
  if (!user) throw authError('Wrong email or password');
  const session = sessions.create(data.account.name, user, (hash) => ({
    rights: 'subuser',
    mode: 'hash',
    account: data.account.name,
    subaccount: subaccountOf(data.account.index),
    user: user.email.split('@')[0] ?? user.email,
    hash,
  }));
  return { ...session.auth };
}

/** A stable made-up sub-account id per account, in the recorded UUID form. */
const subaccountOf = (index: number): string =>
  `d3e0a000-0000-4000-8000-${String(index).padStart(12, '0')}`;

export function sessionInfo({ data, session }: CallContext): SessionInfo {
  if (!session) throw authError('not logged in');
  const { user } = session;
  const locked =
    user.lockedLocationIndex === null
      ? null
      : (data.reference.tillLocations[user.lockedLocationIndex]?.id ?? null);
  return {
    user_id: idOf(data.account, 'user', user.userId),
    email: data.answeredEmails.get(user.email) ?? user.email,
    name: user.name,
    account: data.account.name,
    roles: [...user.roles],
    locked_location_id: locked,
  };
}
