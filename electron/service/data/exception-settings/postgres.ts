/**
 * The exception thresholds and seen marks on the PostgreSQL server every instance shares: a
 * row per account's thresholds (replaced by one upsert) and a row per seen mark, so every
 * instance answers what any of them stored last.
 */
import type { ExceptionThresholdsInput } from '../../../../shared/api/exceptions.js';
import type { Queries } from '../database/pool.js';
import { accountKey } from '../files/account-file.js';
import { storedThresholdsSchema, type ExceptionSettings, type StoredThresholds } from './store.js';

export class PostgresExceptionSettings implements ExceptionSettings {
  constructor(
    private readonly db: Queries,
    /** Told of stored thresholds that no longer fit the contract (the defaults apply). */
    private readonly onSkipped: (account: string) => void,
  ) {}

  async thresholds(account: string): Promise<StoredThresholds | null> {
    const [row] = await this.db.query<{ thresholds: unknown; updated_at: string }>(
      'select thresholds, updated_at from svc_exception_thresholds where account = $1',
      [accountKey(account)],
    );
    if (!row) return null;
    const parsed = storedThresholdsSchema.safeParse(row);
    if (parsed.success) return parsed.data;
    this.onSkipped(account);
    return null;
  }

  async replaceThresholds(
    account: string,
    thresholds: ExceptionThresholdsInput,
    updatedAt: string,
  ): Promise<StoredThresholds> {
    await this.db.query(
      `insert into svc_exception_thresholds (account, thresholds, updated_at) values ($1, $2, $3)
       on conflict (account) do update set thresholds = excluded.thresholds,
         updated_at = excluded.updated_at`,
      [accountKey(account), JSON.stringify(thresholds), updatedAt],
    );
    return { thresholds, updated_at: updatedAt };
  }

  async seen(account: string, userKey: string): Promise<string[]> {
    const rows = await this.db.query<{ finding_id: string }>(
      `select finding_id from svc_exception_seen
       where account = $1 and user_key = $2 order by finding_id`,
      [accountKey(account), userKey],
    );
    return rows.map((row) => row.finding_id);
  }

  async markSeen(account: string, userKey: string, id: string, seen: boolean): Promise<void> {
    await this.db.query(
      seen
        ? `insert into svc_exception_seen (account, user_key, finding_id) values ($1, $2, $3)
           on conflict do nothing`
        : `delete from svc_exception_seen
           where account = $1 and user_key = $2 and finding_id = $3`,
      [accountKey(account), userKey, id],
    );
  }
}
