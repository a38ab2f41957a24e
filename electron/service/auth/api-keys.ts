/**
 * Long-lived, user-bound API keys. Guards against a stolen data folder and against timing
 * attacks: a key is 256 random bits shown once; the folder keeps only its SHA-256 hash
 * (compared in constant time) and the user's upstream credentials sealed under a key derived
 * from the API key itself, so without the key the folder unlocks nothing. On use the
 * credentials are opened, an upstream session is started and kept in memory for that key.
 */
import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';
import type { UpstreamClient, UpstreamSession } from '../../upstream/client.js';
import { UpstreamAuthError } from '../../upstream/errors.js';
import type { AuthContext } from '../caller.js';
import type { Clock } from '../clock.js';
import { JsonFile } from '../data-file.js';
import { resolveIdentity, type Identity } from './identity.js';
import { open, seal, type SealedBox, type UpstreamCredentials } from './credential-box.js';

export const API_KEY_PREFIX = 'bok_';
const FILE_NAME = 'api-keys.json';
/** Persist "last used" at most this often, so a busy key does not rewrite the file per call. */
const LAST_USED_RESOLUTION_MS = 60_000;

export interface StoredApiKey {
  id: string;
  name: string;
  /** Owner: who may list and revoke it. Identifiers, not credentials. */
  account: string;
  /** The owner's user key (identity.ts userKeyOf): a hash, not the e-mail. */
  user: string;
  created_at: number;
  last_used_at: number | null;
  /** Hex SHA-256 of the key. */
  key_hash: string;
  credentials: SealedBox;
}

export interface Owner {
  account: string;
  user: string;
}

const hashKey = (key: string): Buffer => createHash('sha256').update(key, 'utf8').digest();

/** The secret the credentials are sealed under: the key's own random bytes. */
const keySecret = (key: string): Buffer => Buffer.from(key.slice(API_KEY_PREFIX.length), 'utf8');

export class ApiKeyStore {
  private readonly keys = new Map<string, StoredApiKey>();
  private readonly file: JsonFile<{ keys: StoredApiKey[] }>;

  private constructor(
    dataDir: string | null,
    private readonly clock: Clock,
  ) {
    this.file = new JsonFile(dataDir, FILE_NAME);
  }

  static async open(dataDir: string | null, clock: Clock): Promise<ApiKeyStore> {
    const store = new ApiKeyStore(dataDir, clock);
    const stored = await store.file.load();
    // Keys of the 0.1 format name no owner key; nobody could list or revoke them, so they
    // are not loaded (docs/decisions/0054-owners-by-email-hash.md).
    for (const key of stored?.keys ?? []) {
      if (typeof key.user === 'string') store.keys.set(key.key_hash, key);
    }
    return store;
  }

  async create(
    owner: Owner,
    name: string,
    credentials: UpstreamCredentials,
  ): Promise<{ record: StoredApiKey; key: string }> {
    const key = API_KEY_PREFIX + randomBytes(32).toString('base64url');
    const id = `key_${randomBytes(8).toString('hex')}`;
    const record: StoredApiKey = {
      id,
      name,
      account: owner.account,
      user: owner.user,
      created_at: this.clock.now(),
      last_used_at: null,
      key_hash: hashKey(key).toString('hex'),
      credentials: seal(keySecret(key), id, credentials),
    };
    this.keys.set(record.key_hash, record);
    await this.persist();
    return { record, key };
  }

  list(owner: Owner): StoredApiKey[] {
    return [...this.keys.values()]
      .filter((key) => key.account === owner.account && key.user === owner.user)
      .sort((a, b) => a.created_at - b.created_at || a.id.localeCompare(b.id));
  }

  /** False when the id is unknown or belongs to someone else (both answer 404). */
  async revoke(owner: Owner, id: string): Promise<boolean> {
    const record = this.list(owner).find((key) => key.id === id);
    if (!record) return false;
    this.keys.delete(record.key_hash);
    await this.persist();
    return true;
  }

  /** The record and its opened credentials for a presented key, or null. */
  find(key: string): { record: StoredApiKey; credentials: UpstreamCredentials } | null {
    if (!key.startsWith(API_KEY_PREFIX)) return null;
    const hash = hashKey(key);
    const record = this.keys.get(hash.toString('hex'));
    if (!record || !timingSafeEqual(Buffer.from(record.key_hash, 'hex'), hash)) return null;
    const credentials = open(keySecret(key), record.id, record.credentials);
    return credentials ? { record, credentials } : null;
  }

  has(id: string): boolean {
    return [...this.keys.values()].some((key) => key.id === id);
  }

  async touch(record: StoredApiKey): Promise<void> {
    const now = this.clock.now();
    if (record.last_used_at !== null && now - record.last_used_at < LAST_USED_RESOLUTION_MS) {
      return;
    }
    record.last_used_at = now;
    await this.persist();
  }

  private persist(): Promise<void> {
    return this.file.save({ keys: [...this.keys.values()] });
  }
}

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
    const found = this.store.find(credential);
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
    this.store.touch(record).catch(this.onTouchError);
    const context: AuthContext = {
      kind: 'api-key',
      account: credentials.account,
      upstream: cached.session,
      ...cached.identity,
      expiresAt: null,
      renewUpstream: async () => {
        this.forget(record.id, cached);
        if (!this.store.has(record.id)) return false;
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
