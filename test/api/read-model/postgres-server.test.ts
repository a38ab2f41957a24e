/**
 * The tests' throwaway PostgreSQL (test/api/postgres-server.ts): the newest installed version
 * is picked; the cluster answers only on 127.0.0.1, only with its password, with a fresh
 * database per ask; and stopping it stops the server and deletes its folder.
 */
import { existsSync } from 'node:fs';
import pg from 'pg';
import { describe, expect, it } from 'vitest';
import { newestVersionDir, postgresMissing, startPostgresServer } from '../postgres-server.js';

describe('the newest of the installed PostgreSQL versions', () => {
  it('is compared as a number, not as text', () => {
    expect(newestVersionDir(['9.6', '15', '13', 'common'])).toBe('15');
    expect(newestVersionDir(['9.6', '10'])).toBe('10');
    expect(newestVersionDir(['common'])).toBeNull();
  });
});

describe.skipIf(postgresMissing('The throwaway PostgreSQL server test'))(
  'a throwaway PostgreSQL server',
  () => {
    /** One statement's rows, on a connection of its own. */
    async function ask(url: string, sql: string): Promise<Record<string, unknown>[]> {
      const client = new pg.Client({ connectionString: url });
      await client.connect();
      try {
        return (await client.query<Record<string, unknown>>(sql)).rows;
      } finally {
        await client.end();
      }
    }

    it('answers on 127.0.0.1 with its password, gives a new database per ask, and is gone after stop', async () => {
      const server = await startPostgresServer();
      try {
        const settings = await ask(
          server.url(),
          `select current_setting('listen_addresses') as listen, current_setting('port') as port,
             current_setting('data_directory') as folder`,
        );
        expect(settings).toEqual([
          { listen: '127.0.0.1', port: String(server.port), folder: expect.any(String) as unknown },
        ]);
        const folder = String(settings[0]?.folder);
        expect(existsSync(folder)).toBe(true);

        const wrong = new URL(server.url());
        wrong.password = 'guessed';
        await expect(ask(wrong.href, 'select 1')).rejects.toThrow(/password authentication/);

        const [first, second] = [await server.createDatabase(), await server.createDatabase()];
        expect(first).not.toBe(second);
        await ask(first, 'create table only_here (id int)');
        const tables = `select count(*)::int as n from information_schema.tables where table_name = 'only_here'`;
        expect(await ask(second, tables)).toEqual([{ n: 0 }]);

        await server.stop();
        expect(existsSync(folder)).toBe(false);
        await expect(ask(server.url(), 'select 1')).rejects.toThrow(/ECONNREFUSED/);
      } finally {
        await server.stop();
      }
    });
  },
);
