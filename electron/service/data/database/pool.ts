/**
 * The connections to the PostgreSQL server `--database-url` names, for what the service keeps
 * besides the read model (sessions, API keys, webhooks, rate-limit windows; kept-state.ts).
 * Every failure to reach the server becomes a 503 `database_unavailable` (unavailable.ts),
 * and waiting for it has a deadline, so a request never hangs on a server that is gone.
 *
 * Two pools: one for the short statements requests make, and a small one for webhook
 * deliveries, each of which holds its row locked in an open transaction for as long as the
 * receiver takes to answer (data/webhooks/postgres.ts): a slow receiver can then never take the
 * connections the requests need. Each connection names its process in `application_name`
 * (`backoffice-desk <host> <pid>`, `backoffice-desk webhooks <host> <pid>` for deliveries), so
 * `pg_stat_activity` shows which instance holds what.
 */
import { hostname } from 'node:os';
import pg from 'pg';
import { inClientTransaction } from './client-transaction.js';
import { asUnavailable } from './unavailable.js';

const INT8 = 20;
const REQUEST_POOL_SIZE = 6;
/** Webhook deliveries attempted at once by one instance. */
export const DELIVERY_POOL_SIZE = 3;
/** How long a request waits for a connection (or a new one) before it is a 503. */
const CONNECT_TIMEOUT_MS = 5_000;
/** How long one statement may go unanswered before the connection is taken for broken. */
const QUERY_TIMEOUT_MS = 15_000;

export interface Queries {
  /** One statement with `$n` parameters; its rows. */
  query<Row extends object>(sql: string, params?: readonly unknown[]): Promise<Row[]>;
}

export interface ServiceDatabase extends Queries {
  /** Runs `work` in one transaction: all of its writes land, or none do. */
  transaction<T>(work: (tx: Queries) => Promise<T>): Promise<T>;
  /**
   * `transaction` on the delivery pool, for work that holds its locks while it waits on
   * something outside (a receiver): the server ends the transaction, and frees its locks,
   * when this process dies (its connection closes) or leaves it idle longer than `holdMs`.
   */
  holding<T>(holdMs: number, work: (tx: Queries) => Promise<T>): Promise<T>;
  close(): Promise<void>;
}

/** As pg_stat_activity shows each instance's connections (at most 63 characters). */
const applicationName = (pool: 'requests' | 'webhooks'): string => {
  const name = pool === 'webhooks' ? 'backoffice-desk webhooks' : 'backoffice-desk';
  return `${name} ${hostname().slice(0, 30)} ${process.pid}`;
};

function newPool(url: string, max: number, name: 'requests' | 'webhooks'): pg.Pool {
  // int8 (bigint) as a JS number: every one here is a Unix millisecond, a count or a sequence
  // number, far below 2^53.
  const types = new pg.TypeOverrides();
  types.setTypeParser(INT8, (text: string) => Number(text));
  const pool = new pg.Pool({
    connectionString: url,
    max,
    types,
    application_name: applicationName(name),
    connectionTimeoutMillis: CONNECT_TIMEOUT_MS,
    query_timeout: QUERY_TIMEOUT_MS,
    keepAlive: true,
  });
  // An idle connection the server ends is reported here after the pool dropped it; unheard,
  // Node would end the whole service (as in read-model/postgres/postgres-store.ts).
  pool.on('error', () => undefined);
  return pool;
}

const queriesOf = (client: pg.Pool | pg.PoolClient): Queries => ({
  async query<Row extends object>(sql: string, params: readonly unknown[] = []) {
    try {
      return (await client.query<Row>(sql, [...params])).rows;
    } catch (error) {
      throw asUnavailable(error);
    }
  },
});

async function inTransaction<T>(
  pool: pg.Pool,
  setup: string | null,
  work: (tx: Queries) => Promise<T>,
): Promise<T> {
  let client: pg.PoolClient;
  try {
    client = await pool.connect();
  } catch (error) {
    throw asUnavailable(error);
  }
  const tx = queriesOf(client);
  try {
    return await inClientTransaction(client, async () => {
      if (setup) await tx.query(setup);
      return work(tx);
    });
  } catch (error) {
    throw asUnavailable(error);
  }
}

export async function openServiceDatabase(url: string): Promise<ServiceDatabase> {
  const requests = newPool(url, REQUEST_POOL_SIZE, 'requests');
  const deliveries = newPool(url, DELIVERY_POOL_SIZE, 'webhooks');
  const database: ServiceDatabase = {
    ...queriesOf(requests),
    transaction: (work) => inTransaction(requests, null, work),
    holding: (holdMs, work) =>
      inTransaction(
        deliveries,
        `set local idle_in_transaction_session_timeout = ${Math.max(1, Math.round(holdMs))}`,
        work,
      ),
    close: async () => {
      await Promise.all([requests.end(), deliveries.end()]);
    },
  };
  try {
    // A server that is not there is said at start, not on the first request, with the
    // driver's own reason (refused, unknown host, wrong password).
    await requests.query('select 1');
  } catch (error) {
    await database.close();
    throw error;
  }
  return database;
}
