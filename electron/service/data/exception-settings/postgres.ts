/**
 * The exception thresholds and seen marks on the PostgreSQL server every instance shares: a
 * row per account's thresholds (replaced by one upsert) and a row per seen mark, so every
 * instance answers what any of them stored last.
 */
import type { ExceptionThresholdsInput } from '../../../../shared/api/exceptions.js';
import { MAX_SEEN_MARKS } from '../../../../shared/api/exception-marks.js';
import type { Queries } from '../database/pool.js';
import { accountKey } from '../files/account-file.js';
import {
  seenMarkKind,
  storedThresholdsSchema,
  type ExceptionSettings,
  type SeenMark,
  type StoredThresholds,
} from './store.js';

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

  async seen(account: string, userKey: string): Promise<SeenMark[]> {
    // A row from before migration 10 has no location: the whole account's, as in the file; one
    // from before migration 12 no kind.
    const rows = await this.db.query<Omit<SeenMark, 'kind'> & { kind: string | null }>(
      `select finding_id as id, location_id, day, kind from svc_exception_seen
       where account = $1 and user_key = $2 order by marked_at nulls first, finding_id`,
      [accountKey(account), userKey],
    );
    return rows.map((row) => ({ ...row, kind: seenMarkKind.parse(row.kind) }));
  }

  /** The mark and the letting go of the user's earliest beyond the limit, as one statement. */
  async markSeen(account: string, userKey: string, mark: SeenMark, now: number): Promise<void> {
    await this.db.query(
      `with marked as (
         insert into svc_exception_seen
           (account, user_key, finding_id, location_id, day, marked_at, kind)
         values ($1, $2, $3, $4, $5, $6, $8)
         on conflict (account, user_key, finding_id) do update
           set location_id = excluded.location_id, day = excluded.day,
               marked_at = excluded.marked_at, kind = excluded.kind)
       delete from svc_exception_seen
       where account = $1 and user_key = $2 and finding_id <> $3 and finding_id not in (
         select finding_id from svc_exception_seen
         where account = $1 and user_key = $2 and finding_id <> $3
         order by marked_at desc nulls last, finding_id limit $7)`,
      [
        accountKey(account),
        userKey,
        mark.id,
        mark.location_id,
        mark.day,
        now,
        MAX_SEEN_MARKS - 1,
        mark.kind,
      ],
    );
  }

  async unmarkSeen(account: string, userKey: string, id: string): Promise<void> {
    await this.db.query(
      'delete from svc_exception_seen where account = $1 and user_key = $2 and finding_id = $3',
      [accountKey(account), userKey, id],
    );
  }
}
