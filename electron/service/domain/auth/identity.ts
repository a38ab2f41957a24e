/**
 * Who a platform session belongs to. Logging in needs only the login call; the user's id,
 * name, roles and locked location come from the session-info call when the platform offers
 * it (an assumed call, tried once per account). Without it they are unknown, and said so:
 * the service then enforces no location lock of its own, and the platform, which runs every
 * call as the user, enforces the user's rights.
 */
import { createHash } from 'node:crypto';
import type { UpstreamClient, UpstreamSession } from '../../../upstream/client.js';
import { UpstreamUnsupportedError } from '../../../upstream/errors.js';
import type { AuthContext } from '../../core/caller.js';

export type Identity = Pick<AuthContext, 'user' | 'roles' | 'lockedLocationId' | 'unknown'>;

/** The fields GET /api/me reports as unknown when the platform has no session info. */
const UNKNOWN_WITHOUT_SESSION_INFO = [
  'user.id',
  'user.name',
  'roles',
  'locked_location_id',
] as const;

/**
 * The user's key: a hash of the login e-mail (lower case), which is always known. It owns API
 * keys and webhook subscriptions and keys the caches; a hash, so the data folder does not
 * hold the e-mail itself.
 */
export const userKeyOf = (email: string): string =>
  createHash('sha256').update(`backoffice-user\u0000${email.trim().toLowerCase()}`).digest('hex');

export async function resolveIdentity(
  upstream: UpstreamClient,
  session: UpstreamSession,
  signal?: AbortSignal,
): Promise<Identity> {
  // The login e-mail, not the session's own `user`: that is the platform's user name.
  const email = upstream.loginEmailOf(session);
  if (email === undefined) throw new Error('resolveIdentity needs a session from this client');
  const key = userKeyOf(email);
  if (upstream.support.statusOf(session.account, 'sessionInfo') !== 'unsupported') {
    try {
      const info = await upstream.sessionInfo(session, signal);
      return {
        user: { key, id: info.user_id, email: info.email, name: info.name ?? null },
        roles: info.roles ?? null,
        lockedLocationId: info.locked_location_id ?? null,
        unknown: [
          ...(info.name == null ? ['user.name'] : []),
          ...(info.roles == null ? ['roles'] : []),
        ],
      };
    } catch (error) {
      if (!(error instanceof UpstreamUnsupportedError)) throw error;
    }
  }
  return {
    user: { key, id: null, email, name: null },
    roles: null,
    lockedLocationId: null,
    unknown: [...UNKNOWN_WITHOUT_SESSION_INFO],
  };
}
