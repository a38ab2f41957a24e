/**
 * The embedded engine: PGlite, PostgreSQL compiled to WebAssembly, running in this process.
 * With a folder it keeps the model on disk (the desktop app's data folder), so a restart
 * starts warm; without one it lives in memory for the service's lifetime.
 */
import { PGlite } from '@electric-sql/pglite';
import type { ReadStore, StoreQueries } from './store.js';

/** int8 (bigint) read as a JS number: every bigint here is an id or a Unix millisecond. */
const INT8 = 20;
const parsers = { [INT8]: (text: string) => Number(text) };

const queriesOf = (db: Pick<PGlite, 'query'>): StoreQueries => ({
  async query<Row extends object>(sql: string, params: readonly unknown[] = []) {
    const result = await db.query<Row>(sql, [...params]);
    return result.rows;
  },
});

export async function openPgliteStore(folder: string | null): Promise<ReadStore> {
  const db = await PGlite.create(folder ?? undefined, { parsers });
  return {
    engine: 'pglite',
    ...queriesOf(db),
    transaction: (work) => db.transaction((tx) => work(queriesOf(tx))),
    close: () => db.close(),
  };
}
