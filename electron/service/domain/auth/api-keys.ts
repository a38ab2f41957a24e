/**
 * API keys in use: on every use the key's record is looked up in its store (api-key-store.ts),
 * its credentials are opened, and an upstream session is started and kept in memory for that
 * key. The lookup happens on every request, so a revoked key is refused at once, also by
 * other instances on the same database; the session kept for it is never used again.
 */
import type { UpstreamClient, UpstreamSession } from '../../../upstream/client.js';
import { UpstreamAuthError } from '../../../upstream/errors.js';
import type { AuthContext } from '../../core/caller.js';
import { unauthorized } from '../../core/errors.js';
import type { ApiKeyStore } from '../../data/api-keys/store.js';
import type { UpstreamCredentials } from '../../core/credential-box.js';
import { resolveIdentity, type Identity } from './identity.js';

interface CachedSession {
  session: UpstreamSession;
  identity: Identity;
}

/**
 * Turns a presented API key into a caller: opens the credentials, reuses the key's upstream
 * session or logs in (one login at a time per key), and offers a one-time renewal when the
 * upstream ends that session mid-request.
 */
export class ApiKeyAuthenticator {
  private readonly sessions = new Map<string, Promise<CachedSession>>();
  /** The key and its opened credentials behind each caller this resolver produced (webhooks). */
  private readonly keys = new WeakMap<
    AuthContext,
    { id: string; credentials: UpstreamCredentials }
  >();
  /** The resolved value behind each entry of `sessions`, to tell a stale session apart. */
  private readonly settled = new Map<string, CachedSession>();

  constructor(
    private readonly store: ApiKeyStore,
    private readonly upstream: UpstreamClient,
    private readonly onTouchError: (error: unknown) => void,
  ) {}

  resolve = async (credential: string): Promise<AuthContext | null> => {
    const found = await this.store.find(credential);
    if (!found) return null;
    const { record, credentials } = found;
    let cached: CachedSession;
    try {
      cached = await this.session(record.id, credentials);
    } catch (error) {
      // The stored password no longer works upstream: the key is unusable, like a wrong token.
      if (error instanceof UpstreamAuthError) return null;
      throw error;
    }
    // Written before the request goes on (at most once a minute), so the next list shows it; a
    // write that fails (a full disk) is only logged: the request is not the key's use record.
    await this.store.touch(record).catch(this.onTouchError);
    const context: AuthContext = {
      kind: 'api-key',
      account: credentials.account,
      upstream: cached.session,
      ...cached.identity,
      mayWriteFiles: record.may_write_files,
      mayManageBookkeeping: record.may_manage_bookkeeping,
      expiresAt: null,
      renewUpstream: async () => {
        this.forget(record.id, cached);
        if (!(await this.store.has(record.id))) return false;
        const renewed = await this.session(record.id, credentials);
        context.upstream = renewed.session;
        return true;
      },
    };
    this.keys.set(context, { id: record.id, credentials });
    return context;
  };

  /** The key id and upstream credentials of a caller authenticated by an API key; null for tokens. */
  apiKeyOf(auth: AuthContext): { id: string; credentials: UpstreamCredentials } | null {
    return this.keys.get(auth) ?? null;
  }

  /** {@link refuseRevoked} for this authenticator's keys. */
  refuseRevoked(id: string, undo: () => Promise<unknown>): Promise<void> {
    return refuseRevoked(this.store, id, undo);
  }

  /** Drops a revoked key's session. */
  drop(id: string): void {
    this.sessions.delete(id);
    this.settled.delete(id);
  }

  private session(id: string, credentials: UpstreamCredentials): Promise<CachedSession> {
    let pending = this.sessions.get(id);
    if (!pending) {
      const login = async (): Promise<CachedSession> => {
        const session = await this.upstream.login(
          credentials.account,
          credentials.email,
          credentials.password,
        );
        return { session, identity: await resolveIdentity(this.upstream, session) };
      };
      const started = login();
      pending = started;
      this.sessions.set(id, started);
      void started.then(
        (value) => {
          if (this.sessions.get(id) === started) this.settled.set(id, value);
        },
        // A failed login is not cached: the next request tries again.
        () => {
          if (this.sessions.get(id) === started) this.sessions.delete(id);
        },
      );
    }
    return pending;
  }

  /** Forgets the session a request found expired, unless another request already renewed it. */
  private forget(id: string, stale: CachedSession): void {
    if (this.settled.get(id) !== stale) return;
    this.settled.delete(id);
    this.sessions.delete(id);
  }
}

/**
 * Refuses a request whose API key was revoked after it authenticated the request, once what
 * the request made (a webhook subscription, a schedule) holds the key's credentials: the
 * revocation paused what held the key before this held it, so `undo` stops it here instead
 * (decision 0056).
 */
export async function refuseRevoked(
  keys: Pick<ApiKeyStore, 'has'>,
  id: string,
  undo: () => Promise<unknown>,
): Promise<void> {
  if (await keys.has(id)) return;
  await undo();
  throw unauthorized('the API key was revoked while this request was under way');
}
