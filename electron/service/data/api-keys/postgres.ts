/**
 * API keys on the PostgreSQL server every instance shares: a row holds the key's SHA-256 and
 * its owner's platform credentials sealed under the key itself, as the data folder's file does
 * (auth/api-keys.ts). Every use reads the row, so a key revoked on any instance is refused by
 * all at once.
 */
import type { Clock } from '../../core/clock.js';
import {
  API_KEY_PREFIX,
  hashKey,
  newApiKey,
  openFound,
  touchDue,
  type ApiKeyRequest,
  type ApiKeyStore,
  type FoundApiKey,
  type Owner,
  type StoredApiKey,
} from './store.js';
import type { UpstreamCredentials } from '../../core/credential-box.js';
import type { Queries, ServiceDatabase } from '../database/pool.js';

interface KeyRow {
  id: string;
  name: string;
  account: string;
  user_key: string;
  created_at: number;
  last_used_at: number | null;
  may_write_files: boolean;
  may_manage_bookkeeping: boolean;
  key_hash: string;
  credentials: StoredApiKey['credentials'];
}

const COLUMNS =
  'id, name, account, user_key, created_at, last_used_at, may_write_files, ' +
  'may_manage_bookkeeping, key_hash, credentials';

const toRecord = (row: KeyRow): StoredApiKey => ({
  id: row.id,
  name: row.name,
  account: row.account,
  user: row.user_key,
  created_at: row.created_at,
  last_used_at: row.last_used_at,
  may_write_files: row.may_write_files,
  may_manage_bookkeeping: row.may_manage_bookkeeping,
  key_hash: row.key_hash,
  credentials: row.credentials,
});

/** The advisory lock class of API key creation (the key is the owner's hash). */
const API_KEY_LOCK_CLASS = 7411;

export class PostgresApiKeyStore implements ApiKeyStore {
  constructor(
    private readonly db: ServiceDatabase,
    private readonly clock: Clock,
  ) {}

  async create(
    owner: Owner,
    request: ApiKeyRequest,
    credentials: UpstreamCredentials,
    max: number,
  ): Promise<{ record: StoredApiKey; key: string } | null> {
    const created = newApiKey(owner, request, credentials, this.clock.now());
    const { record } = created;
    return this.db.transaction(async (tx) => {
      // One creation per owner at a time on every instance, so the count and the insert agree.
      await tx.query('select pg_advisory_xact_lock($1, hashtext($2))', [
        API_KEY_LOCK_CLASS,
        `${owner.account}\n${owner.user}`,
      ]);
      const [held] = await tx.query<{ count: string }>(
        'select count(*) as count from svc_api_keys where account = $1 and user_key = $2',
        [owner.account, owner.user],
      );
      if (Number(held?.count ?? 0) >= max) return null;
      await this.insert(tx, record);
      return created;
    });
  }

  private async insert(tx: Queries, record: StoredApiKey): Promise<void> {
    await tx.query(
      `insert into svc_api_keys (${COLUMNS}) values ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10)`,
      [
        record.id,
        record.name,
        record.account,
        record.user,
        record.created_at,
        record.last_used_at,
        record.may_write_files,
        record.may_manage_bookkeeping,
        record.key_hash,
        JSON.stringify(record.credentials),
      ],
    );
  }

  async list(owner: Owner): Promise<StoredApiKey[]> {
    const rows = await this.db.query<KeyRow>(
      `select ${COLUMNS} from svc_api_keys where account = $1 and user_key = $2
       order by created_at, id`,
      [owner.account, owner.user],
    );
    return rows.map(toRecord);
  }

  async revoke(owner: Owner, id: string): Promise<boolean> {
    const deleted = await this.db.query(
      'delete from svc_api_keys where id = $1 and account = $2 and user_key = $3 returning id',
      [id, owner.account, owner.user],
    );
    return deleted.length > 0;
  }

  async find(key: string): Promise<FoundApiKey | null> {
    if (!key.startsWith(API_KEY_PREFIX)) return null;
    const [row] = await this.db.query<KeyRow>(
      `select ${COLUMNS} from svc_api_keys where key_hash = $1`,
      [hashKey(key).toString('hex')],
    );
    return openFound(key, row && toRecord(row));
  }

  async has(id: string): Promise<boolean> {
    return (await this.db.query('select 1 from svc_api_keys where id = $1', [id])).length > 0;
  }

  async mayWriteFiles(id: string): Promise<boolean> {
    const query = 'select 1 from svc_api_keys where id = $1 and may_write_files';
    return (await this.db.query(query, [id])).length > 0;
  }

  async touch(record: StoredApiKey): Promise<void> {
    const now = this.clock.now();
    if (!touchDue(record, now)) return;
    record.last_used_at = now;
    await this.db.query('update svc_api_keys set last_used_at = $2 where id = $1', [
      record.id,
      now,
    ]);
  }
}
