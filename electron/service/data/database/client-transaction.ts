/**
 * One transaction on a connection taken from a `pg` pool, for both uses of a PostgreSQL
 * server: the read model's store (read-model/postgres/postgres-store.ts) and what the service keeps
 * (pool.ts). The connection is always given back; one the server broke is dropped, not
 * returned to the pool.
 */
import type pg from 'pg';

export async function inClientTransaction<T>(
  client: pg.PoolClient,
  work: () => Promise<T>,
): Promise<T> {
  // A connection the server ends under a transaction fails the query at hand and is reported
  // as an event too: unheard, it would end the whole service.
  let broken: Error | undefined;
  const onError = (error: Error) => (broken = error);
  client.on('error', onError);
  try {
    await client.query('begin');
    const result = await work();
    await client.query('commit');
    return result;
  } catch (error) {
    await client.query('rollback').catch((failed: unknown) => {
      broken ??= failed instanceof Error ? failed : new Error(String(failed));
    });
    throw error;
  } finally {
    client.off('error', onError);
    client.release(broken);
  }
}
