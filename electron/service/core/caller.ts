/** The authenticated caller, resolved from a session token or an API key. */
import type { UpstreamSession } from '../../upstream/client.js';

export interface AuthContext {
  kind: 'token' | 'api-key';
  account: string;
  upstream: UpstreamSession;
  /**
   * `key` is a hash of the login e-mail (auth/identity.ts): always known, it owns API keys
   * and webhook subscriptions and keys the caches. Id and name are null when the platform
   * does not say.
   */
  user: { key: string; id: number | null; email: string; name: string | null };
  /** Null when the platform does not say (see auth/identity.ts). */
  roles: string[] | null;
  /** A user locked to a location only ever sees that location's shops and data. */
  lockedLocationId: number | null;
  /** What the platform did not tell about the user, as GET /api/me names it. */
  unknown: string[];
  /**
   * Whether the caller may have the service write files onto this computer or keep a
   * month-pack schedule (0081): a logged-in user always, as far as their location allows;
   * an API key only when it was made with `may_write_files`.
   */
  mayWriteFiles: boolean;
  /**
   * Whether the caller may change or remove the bookkeeping connection, its account links and
   * the posting schedule (decision 0120): a logged-in user always, as far as their location
   * allows (bookkeeping/rights.ts); an API key only when made with `may_manage_bookkeeping`.
   */
  mayManageBookkeeping: boolean;
  /** Unix seconds; null for API keys, which do not expire. */
  expiresAt: number | null;
  /**
   * API keys only: starts a fresh upstream session into `upstream` after the upstream ended
   * the old one; false when the key can no longer be used. A session token has none (401).
   */
  renewUpstream?: () => Promise<boolean>;
}
