/** Login and session info. */
import type { SessionInfo, UpstreamAuth } from '../../upstream/wire.js';
import { idOf } from '../accounts.js';
import { authError, generalError } from '../errors.js';
import type { CallContext } from './context.js';

export function login({ data, params, sessions }: CallContext): UpstreamAuth {
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
  const session = sessions.create(data.account.name, user);
  return {
    mode: 'hash',
    hash: session.hash,
    account: data.account.name,
    user: user.email,
    rights: 'user',
  };
}

export function sessionInfo({ data, session }: CallContext): SessionInfo {
  if (!session) throw authError('not logged in');
  const { user } = session;
  const locked =
    user.lockedLocationIndex === null
      ? null
      : (data.reference.tillLocations[user.lockedLocationIndex]?.id ?? null);
  return {
    user_id: idOf(data.account, 'user', user.userId),
    email: user.email,
    name: user.name,
    account: data.account.name,
    roles: [...user.roles],
    locked_location_id: locked,
  };
}
