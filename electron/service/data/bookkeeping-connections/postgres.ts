/**
 * The bookkeeping connections on the PostgreSQL server every instance shares, one row per
 * platform account (store.ts says what a connection holds; its token is sealed).
 */
import { accountKey } from '../files/account-file.js';
import type { Queries } from '../database/pool.js';
import {
  storedConnectionSchema,
  type BookkeepingConnections,
  type StoredConnection,
} from './store.js';

export class PostgresConnections implements BookkeepingConnections {
  constructor(
    private readonly db: Queries,
    /** Told of a stored connection that no longer fits the contract (left out). */
    private readonly onSkipped: (account: string) => void,
  ) {}

  async get(account: string): Promise<StoredConnection | null> {
    const [row] = await this.db.query<{ connection: unknown }>(
      'select connection from svc_bookkeeping_connections where account = $1',
      [accountKey(account)],
    );
    if (!row) return null;
    const parsed = storedConnectionSchema.safeParse(row.connection);
    if (parsed.success) return parsed.data;
    this.onSkipped(account);
    return null;
  }

  async put(account: string, connection: StoredConnection | null): Promise<void> {
    if (connection === null) {
      await this.db.query('delete from svc_bookkeeping_connections where account = $1', [
        accountKey(account),
      ]);
      return;
    }
    await this.db.query(
      `insert into svc_bookkeeping_connections (account, connection) values ($1, $2)
       on conflict (account) do update set connection = excluded.connection`,
      [accountKey(account), JSON.stringify(connection)],
    );
  }
}
