/**
 * Rate-limit windows on the PostgreSQL server every instance shares: one row per client,
 * counted by one atomic upsert (a new window when the old one is over), so requests spread
 * over any number of instances count against one limit. Finished windows are deleted at
 * most once a window by each instance.
 */
import type { CountedWindow, RateWindows } from './store.js';
import type { Queries } from '../database/pool.js';

export class PostgresRateWindows implements RateWindows {
  private sweptAt = 0;

  constructor(private readonly db: Queries) {}

  async hit(client: string, now: number, windowMs: number): Promise<CountedWindow> {
    const [row] = await this.db.query<{ started_at: number; count: number }>(
      `insert into svc_rate_windows as w (client, started_at, count) values ($1, $2, 1)
       on conflict (client) do update set
         started_at = case when w.started_at + $3 <= $2 then $2 else w.started_at end,
         count = case when w.started_at + $3 <= $2 then 1 else w.count + 1 end
       returning started_at, count`,
      [client, now, windowMs],
    );
    if (now - this.sweptAt >= windowMs) {
      this.sweptAt = now;
      await this.db.query('delete from svc_rate_windows where started_at + $2 <= $1', [
        now,
        windowMs,
      ]);
    }
    return { startedAt: row?.started_at ?? now, count: row?.count ?? 1 };
  }
}
