/**
 * A real PostgreSQL server (`--database-url postgres://…`): one shared read model for every
 * service that points at it, so a chain can run one service for many PCs, or several.
 */
import pg from 'pg';
import { inClientTransaction } from '../../database/client-transaction.js';
import type { ReadStore, StoreQueries } from '../store.js';

const INT8 = 20;
const INT8_ARRAY = 1016;
const POOL_SIZE = 8;
/**
 * Connections that hold claims (store.ts `claim`), apart from the pool the work itself
 * queries through, so claims held never starve it; a claim waits for one of these.
 */
const CLAIM_POOL_SIZE = 4;
/** The advisory locks' class of claims (API keys' is 7411: postgres.ts there). */
const CLAIM_LOCK_CLASS = 7412;

/**
 * An int8[] as PostgreSQL writes it (`{1,-2,NULL}`, nested braces for more dimensions: only
 * digits, signs, commas, braces and NULL) is JSON once its braces are brackets.
 */
const parseInt8Array = (text: string): unknown =>
  JSON.parse(text.replaceAll('{', '[').replaceAll('}', ']').replaceAll('NULL', 'null'));

export async function openPostgresStore(url: string): Promise<ReadStore> {
  // int8 (bigint) read as a JS number, as PGlite is told to: every bigint here is an id or a
  // Unix millisecond, far below 2^53. Arrays of them (`array_agg(id)`) too, as PGlite reads
  // them (pg's own int8[] parser gives strings).
  const types = new pg.TypeOverrides();
  types.setTypeParser(INT8, (text: string) => Number(text));
  types.setTypeParser(INT8_ARRAY, parseInt8Array);
  const pool = new pg.Pool({ connectionString: url, max: POOL_SIZE, types });
  // An idle connection the server ends (a restart, an administrator, a network drop) is
  // reported here, after the pool has dropped it; the next query opens a new one. Unheard,
  // Node would treat the event as an uncaught exception and end the whole service.
  pool.on('error', () => undefined);
  const claims = new pg.Pool({ connectionString: url, max: CLAIM_POOL_SIZE, types });
  claims.on('error', () => undefined);
  // A server that is not there is said at start, not on the first request.
  await pool.query('select 1');
  const queriesOf = (client: pg.Pool | pg.PoolClient): StoreQueries => ({
    async query<Row extends object>(sql: string, params: readonly unknown[] = []) {
      const result = await client.query<Row>(sql, [...params]);
      return result.rows;
    },
  });
  return {
    engine: 'postgres',
    ...queriesOf(pool),
    async transaction(work) {
      const client = await pool.connect();
      return inClientTransaction(client, () => work(queriesOf(client)));
    },
    claim: (key, work) => whileClaimed(claims, key, work),
    close: async () => {
      await Promise.all([pool.end(), claims.end()]);
    },
  };
}

/** Runs `work` holding the session advisory lock of `key` on a connection of `claims`. */
async function whileClaimed<T>(
  claims: pg.Pool,
  key: string,
  work: () => Promise<T>,
): Promise<{ value: T } | null> {
  const client = await claims.connect();
  let broken: Error | undefined;
  const onError = (error: Error) => (broken = error);
  client.on('error', onError);
  const lock = [CLAIM_LOCK_CLASS, key];
  try {
    const { rows } = await client.query<{ claimed: boolean }>(
      'select pg_try_advisory_lock($1, hashtext($2)) as claimed',
      lock,
    );
    if (rows[0]?.claimed !== true) return null;
    try {
      return { value: await work() };
    } finally {
      // A connection that broke meanwhile took the lock with it; else it is let go here.
      await client
        .query('select pg_advisory_unlock($1, hashtext($2))', lock)
        .catch((error: unknown) => {
          broken ??= error instanceof Error ? error : new Error(String(error));
        });
    }
  } finally {
    client.off('error', onError);
    client.release(broken);
  }
}
