/**
 * A test service whose read model is on a database of its own on a PostgreSQL server, and the
 * test's own connection to that database: to look at what the store wrote, or to hold it up.
 */
import pg from 'pg';
import type { ServiceOptions } from '../../../electron/service/boot/server.js';
import { startTestService, type TestService } from '../harness.js';
import type { PostgresServer } from '../postgres-server.js';

export async function serviceOnPostgres(
  server: PostgresServer,
  demo: ServiceOptions['demo'],
): Promise<{ api: TestService; db: pg.Client }> {
  const databaseUrl = await server.createDatabase();
  const api = await startTestService({ readModel: { enabled: true, databaseUrl }, demo });
  const db = new pg.Client({ connectionString: databaseUrl });
  await db.connect();
  return { api, db };
}
