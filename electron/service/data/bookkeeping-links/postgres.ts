/**
 * The bookkeeping account links on the PostgreSQL server every instance shares, one row per
 * platform account (store.ts says what they hold).
 */
import { accountKey } from '../files/account-file.js';
import type { Queries } from '../database/pool.js';
import { storedLinksSchema, type BookkeepingLinks, type StoredLinks } from './store.js';

export class PostgresLinks implements BookkeepingLinks {
  constructor(
    private readonly db: Queries,
    /** Told of stored links that no longer fit the contract (left out). */
    private readonly onSkipped: (account: string) => void,
  ) {}

  async get(account: string): Promise<StoredLinks | null> {
    const [row] = await this.db.query<{ links: unknown }>(
      'select links from svc_bookkeeping_links where account = $1',
      [accountKey(account)],
    );
    if (!row) return null;
    const parsed = storedLinksSchema.safeParse(row.links);
    if (parsed.success) return parsed.data;
    this.onSkipped(account);
    return null;
  }

  async put(account: string, links: StoredLinks): Promise<void> {
    await this.db.query(
      `insert into svc_bookkeeping_links (account, links) values ($1, $2)
       on conflict (account) do update set links = excluded.links`,
      [accountKey(account), JSON.stringify(links)],
    );
  }
}
