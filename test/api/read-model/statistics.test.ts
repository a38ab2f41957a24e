/**
 * Once a whole read is stored, the read model refreshes the planner's statistics of the table
 * it filled (store.ts, refreshStatistics): a table never analyzed is planned as if nearly
 * empty, and each page read back after the last key became a scan of every later row and a
 * sort. On a PostgreSQL server of its own, whose statistics views show when a table was last
 * analyzed; the embedded engine runs the same statement.
 */
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestService } from '../harness.js';
import { postgresMissing, startPostgresServer, type PostgresServer } from '../postgres-server.js';
import { pollUntil } from './poll.js';
import { serviceOnPostgres } from './service-on-postgres.js';

describe.skipIf(postgresMissing('The planner statistics test'))(
  'the planner’s statistics after a whole read',
  () => {
    let server: PostgresServer;
    let api: TestService;
    let db: pg.Client;

    beforeAll(async () => {
      server = await startPostgresServer();
      // The report's calls are assumed ones, which a strict platform refuses (501): the store
      // is what is tested here, so the platform serves them in every project.
      ({ api, db } = await serviceOnPostgres(server, {
        productsPerAccount: 1200,
        ordersPerDay: 40,
        strictPublic: false,
      }));
    });

    afterAll(async () => {
      await db.end();
      await api.close();
      await server.stop();
    });

    /** When `table` was last analyzed by someone (not the server's own autovacuum), if ever. */
    const lastAnalyzed = async (table: string) => {
      const { rows } = await db.query<{ at: Date | null }>(
        'select last_analyze as at from pg_stat_user_tables where relname = $1',
        [table],
      );
      return rows[0]?.at ?? null;
    };

    it('are refreshed for the products once a first catalog read is stored', async () => {
      expect(await db.query('select 1 from rm_products limit 1')).toHaveProperty('rowCount', 0);
      const answer = await api.get('/api/price-list', await api.login('manager'));
      expect(answer.status).toBe(200);
      // The catalog is stored after its answer has gone out: the test waits for that.
      const analyzed = (at: Date | null) => at !== null;
      const at = await pollUntil(() => lastAnalyzed('rm_products'), analyzed, 'never analyzed');
      expect(at).toBeInstanceOf(Date);
    });

    it('are refreshed for the orders before a first report reads its months back', async () => {
      const answer = await api.get(
        '/api/financial-report?from=2026-01-01&to=2026-06-30',
        await api.login('manager'),
      );
      expect(answer.status, answer.text).toBe(200);
      // Before the answer: the months were read back with the statistics already in place.
      expect(await lastAnalyzed('rm_orders')).toBeInstanceOf(Date);
      const { rows } = await db.query<{ n: number }>(
        'select reltuples::int as n from pg_class where relname = $1',
        ['rm_orders'],
      );
      // The planner now knows the months' thousands of orders, not an empty table's guess.
      expect(rows[0]?.n).toBeGreaterThan(5000);
    });
  },
);
