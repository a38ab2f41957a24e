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
    close: () => pool.end(),
  };
}
