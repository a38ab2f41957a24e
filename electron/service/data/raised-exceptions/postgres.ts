/**
 * The raised exceptions on the PostgreSQL server every instance shares: a row per account,
 * scope and exception, so whichever instance polls a subscription next knows what was told.
 */
import type { Queries } from '../database/pool.js';
import { accountKey, KEEP_DAYS, type RaisedExceptions } from './store.js';

export class PostgresRaisedExceptions implements RaisedExceptions {
  constructor(private readonly db: Queries) {}

  async unraised(account: string, scope: string, ids: readonly string[]): Promise<string[]> {
    if (ids.length === 0) return [];
    const rows = await this.db.query<{ finding_id: string }>(
      `select finding_id from svc_raised_exceptions
       where account = $1 and scope = $2 and finding_id = any($3::text[])`,
      [accountKey(account), scope, [...ids]],
    );
    const raised = new Set(rows.map((row) => row.finding_id));
    return ids.filter((id) => !raised.has(id));
  }

  async record(account: string, scope: string, ids: readonly string[], now: number) {
    await this.db.query(
      `insert into svc_raised_exceptions (account, scope, finding_id, raised_at)
       select $1, $2, unnest($3::text[]), $4 on conflict do nothing`,
      [accountKey(account), scope, [...ids], now],
    );
    await this.db.query('delete from svc_raised_exceptions where raised_at < $1', [
      now - KEEP_DAYS * 86_400_000,
    ]);
  }
}
