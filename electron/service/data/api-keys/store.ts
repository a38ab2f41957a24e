/**
 * Long-lived, user-bound API keys as they are kept. Guards against a stolen data folder and
 * against timing attacks: a key is 256 random bits shown once; the folder keeps only its
 * SHA-256 hash (compared in constant time) and the user's upstream credentials sealed under a
 * key derived from the API key itself, so without the key the folder unlocks nothing.
 */
import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';
import type { Clock } from '../../core/clock.js';
import { KeptFile } from '../files/kept-file.js';
import { open, seal, type SealedBox, type UpstreamCredentials } from '../../core/credential-box.js';
import { fieldOf } from '../../../../shared/guards.js';

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
  /**
   * Whether the key may write files onto this computer and keep a month-pack schedule: asked
   * for when it was made, false otherwise and for every key kept before this right existed.
   */
  may_write_files: boolean;
  /**
   * Whether the key may change or remove the bookkeeping connection, its account links and
   * the posting schedule: asked for when it was made, false otherwise and for every key kept
   * before this right existed (decision 0120).
   */
  may_manage_bookkeeping: boolean;
  /** Hex SHA-256 of the key. */
  key_hash: string;
  credentials: SealedBox;
}

export interface Owner {
  account: string;
  user: string;
}

/** What the user chooses when making a key. */
export interface ApiKeyRequest {
  name: string;
  may_write_files: boolean;
  may_manage_bookkeeping: boolean;
}

export const hashKey = (key: string): Buffer => createHash('sha256').update(key, 'utf8').digest();

/** The secret the credentials are sealed under: the key's own random bytes. */
const keySecret = (key: string): Buffer => Buffer.from(key.slice(API_KEY_PREFIX.length), 'utf8');

/** A found key: its record and the credentials it opened. */
export interface FoundApiKey {
  record: StoredApiKey;
  credentials: UpstreamCredentials;
}

/**
 * Where API keys are kept: `FileApiKeyStore` in the data folder (or memory), and
 * postgres.ts on the PostgreSQL server every instance shares (`--database-url`), so a
 * key made on one instance works on all and a revocation on one holds on all at once.
 */
/**
 * The most keys one user may hold: enough for every integration a shop runs, few enough that a
 * script gone wrong (or a stolen session with the password) cannot fill the store.
 */
export const MAX_API_KEYS_PER_USER = 50;

export interface ApiKeyStore {
  /**
   * A new key for the owner, or null when they already hold `max` keys (counted and added as
   * one step, also by concurrent requests and, on a shared database, by other instances).
   */
  create(
    owner: Owner,
    request: ApiKeyRequest,
    credentials: UpstreamCredentials,
    max: number,
  ): Promise<{ record: StoredApiKey; key: string } | null>;
  /** The owner's keys, oldest first. */
  list(owner: Owner): Promise<StoredApiKey[]>;
  /** False when the id is unknown or belongs to someone else (both answer 404). */
  revoke(owner: Owner, id: string): Promise<boolean>;
  /** The record and its opened credentials for a presented key, or null. */
  find(key: string): Promise<FoundApiKey | null>;
  /** Whether the key is still there (not revoked). */
  has(id: string): Promise<boolean>;
  /** Whether the key is still there and was made with the right to write files. */
  mayWriteFiles(id: string): Promise<boolean>;
  /** Records a use, at most once a minute. */
  touch(record: StoredApiKey): Promise<void>;
}

/** A new key and its record: shown once, then only its hash and sealed credentials are kept. */
export function newApiKey(
  owner: Owner,
  request: ApiKeyRequest,
  credentials: UpstreamCredentials,
  now: number,
): { record: StoredApiKey; key: string } {
  const key = API_KEY_PREFIX + randomBytes(32).toString('base64url');
  const id = `key_${randomBytes(8).toString('hex')}`;
  const record: StoredApiKey = {
    id,
    name: request.name,
    account: owner.account,
    user: owner.user,
    created_at: now,
    last_used_at: null,
    may_write_files: request.may_write_files,
    may_manage_bookkeeping: request.may_manage_bookkeeping,
    key_hash: hashKey(key).toString('hex'),
    credentials: seal(keySecret(key), id, credentials),
  };
  return { record, key };
}

/** The key's record with its credentials opened, when the record is the key's (constant time). */
export function openFound(key: string, record: StoredApiKey | undefined): FoundApiKey | null {
  if (!record || !timingSafeEqual(Buffer.from(record.key_hash, 'hex'), hashKey(key))) return null;
  const credentials = open(keySecret(key), record.id, record.credentials);
  return credentials ? { record, credentials } : null;
}

/** Whether "last used" is worth writing again now. */
export const touchDue = (record: StoredApiKey, now: number): boolean =>
  record.last_used_at === null || now - record.last_used_at >= LAST_USED_RESOLUTION_MS;

type KeysByHash = ReadonlyMap<string, StoredApiKey>;

/** The stored keys by hash; keys of the 0.1 format, which name no owner key, are not loaded. */
function keysOf(stored: unknown): KeysByHash {
  const keys = new Map<string, StoredApiKey>();
  const listed = fieldOf(stored, 'keys');
  for (const key of Array.isArray(listed) ? (listed as StoredApiKey[]) : []) {
    // Nobody could list or revoke an 0.1 key (docs/decisions/0054-owners-by-email-hash.md).
    if (typeof key.user !== 'string') continue;
    // A key kept before keys had rights names none: it may not write files (0081), nor
    // change where the books are posted (0120).
    const { may_write_files, may_manage_bookkeeping } = key as Partial<StoredApiKey>;
    keys.set(key.key_hash, {
      ...key,
      may_write_files: may_write_files === true,
      may_manage_bookkeeping: may_manage_bookkeeping === true,
    });
  }
  return keys;
}

/** The keys in the data folder (or memory), each change written before it is held (kept-file.ts). */
export class FileApiKeyStore implements ApiKeyStore {
  private constructor(
    private readonly file: KeptFile<KeysByHash>,
    private readonly clock: Clock,
  ) {}

  static async open(dataDir: string | null, clock: Clock): Promise<FileApiKeyStore> {
    const file = await KeptFile.open<KeysByHash>({
      dataDir,
      fileName: FILE_NAME,
      read: keysOf,
      write: (keys) => ({ keys: [...keys.values()] }),
    });
    return new FileApiKeyStore(file, clock);
  }

  create(
    owner: Owner,
    request: ApiKeyRequest,
    credentials: UpstreamCredentials,
    max: number,
  ): Promise<{ record: StoredApiKey; key: string } | null> {
    // Counted and added as one change, so concurrent requests cannot both pass the count.
    return this.file.change((keys) => {
      if (listOf(keys, owner).length >= max) return { result: null };
      const created = newApiKey(owner, request, credentials, this.clock.now());
      return { next: new Map(keys).set(created.record.key_hash, created.record), result: created };
    });
  }

  list(owner: Owner): Promise<StoredApiKey[]> {
    return Promise.resolve(listOf(this.file.value, owner));
  }

  revoke(owner: Owner, id: string): Promise<boolean> {
    return this.file.change((keys) => {
      const record = listOf(keys, owner).find((key) => key.id === id);
      if (!record) return { result: false };
      const next = new Map(keys);
      next.delete(record.key_hash);
      return { next, result: true };
    });
  }

  find(key: string): Promise<FoundApiKey | null> {
    if (!key.startsWith(API_KEY_PREFIX)) return Promise.resolve(null);
    return Promise.resolve(openFound(key, this.file.value.get(hashKey(key).toString('hex'))));
  }

  has(id: string): Promise<boolean> {
    return Promise.resolve(this.byId(id) !== undefined);
  }

  mayWriteFiles(id: string): Promise<boolean> {
    return Promise.resolve(this.byId(id)?.may_write_files === true);
  }

  async touch(record: StoredApiKey): Promise<void> {
    const now = this.clock.now();
    if (!touchDue(record, now)) return;
    await this.file.change((keys) => {
      const current = keys.get(record.key_hash);
      if (!current || !touchDue(current, now)) return { result: undefined };
      const touched = { ...current, last_used_at: now };
      return { next: new Map(keys).set(record.key_hash, touched), result: undefined };
    });
  }

  private byId(id: string): StoredApiKey | undefined {
    return [...this.file.value.values()].find((key) => key.id === id);
  }
}

/** The owner's keys, oldest first. */
const listOf = (keys: KeysByHash, owner: Owner): StoredApiKey[] =>
  [...keys.values()]
    .filter((key) => key.account === owner.account && key.user === owner.user)
    .sort((a, b) => a.created_at - b.created_at || a.id.localeCompare(b.id));
