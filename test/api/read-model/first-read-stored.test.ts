/**
 * A partition's first whole catalog read is answered before its rows are stored
 * (products-model.ts); while they are being stored, another user of the partition gets that
 * same answer, kept under a provisional version (first-reads.ts), instead of waiting for
 * the store, once the platform has vouched for their session. On a PostgreSQL server of its
 * own, so the test can hold the store up: it locks the products table against writes from a
 * connection of its own, and the store waits for it; the answer does not, however many pages
 * the catalog has. An ask that arrives while the first one's rows are still being read waits
 * for that answer, not for the store. Nothing is stored until the answer has gone out (a
 * client that does not read it holds the store up). When the store fails, the provisional
 * answer is forgotten and the next ask reads again.
 */
import { get, type IncomingMessage } from 'node:http';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DemoPlatform } from '../../../electron/demo-platform/index.js';
import { UPSTREAM_CALLS } from '../../../electron/upstream/calls.js';
import { DATA_AS_OF_HEADER } from '../../../shared/api/freshness.js';
import type { TestResponse, TestService } from '../harness.js';
import { postgresMissing, startPostgresServer, type PostgresServer } from '../postgres-server.js';
import { pollUntil } from './poll.js';
import { serviceOnPostgres } from './service-on-postgres.js';

const PRICE_LIST = '/api/price-list';
const PRODUCTS = 1200;
/** Products in the demo of the test with many pages. */
const LARGE_CATALOG = 10_000;
/** Products whose price list (some 15 MB) is more than a loopback connection buffers. */
const UNSENDABLE_CATALOG = 50_000;
/**
 * How long the test watches that no row is stored while the answer has not gone out, in looks
 * at the table: a second, in which rows written as the pages came, or once every page was read,
 * would be there (the pages are read in well under it). A window: nothing signals their absence.
 */
const LOOKS = 20;
const LOOK_EVERY_MS = 50;
const { module, function: name } = UPSTREAM_CALLS.searchProducts;
const SEARCH_PRODUCTS = `${module}::${name}`;

describe.skipIf(postgresMissing('The first-read-while-stored test'))(
  'a first catalog read while its rows are being stored',
  () => {
    let server: PostgresServer;
    let api: TestService;
    let demo: DemoPlatform;
    /** The test's own connection, which holds the store up. */
    let db: pg.Client;

    beforeAll(async () => {
      server = await startPostgresServer();
      ({ api, db } = await serviceOnPostgres(server, { productsPerAccount: PRODUCTS }));
      if (!api.service.demoPlatform) throw new Error('the service has no demo platform');
      demo = api.service.demoPlatform;
    });

    afterAll(async () => {
      await db.query('rollback').catch(() => undefined);
      await db.end();
      await api.close();
      await server.stop();
    });

    const ok = (answer: TestResponse, what: string) => {
      expect(answer.status, `${what}: ${answer.text.slice(0, 300)}`).toBe(200);
      return { text: answer.text, asOf: answer.headers.get(DATA_AS_OF_HEADER) };
    };
    /** Until the store has written `count` products (every partition's). */
    const stored = async (count: number, client = db) => {
      const written = async () => {
        const { rows } = await client.query<{ n: number }>(
          'select count(*)::int as n from rm_products',
        );
        return rows[0]?.n;
      };
      // Writing a catalog of 47,500 products takes longer the busier the machine: a limit
      // that catches a hang, not the 5 s of a small write (poll.ts).
      await pollUntil(
        written,
        (n) => n === count,
        `the store never wrote ${count} products`,
        60_000,
      );
    };
    /** Until the server process `pid` has ended its statement (the pool may close it). */
    const idle = async (pid: number) => {
      const state = async () => {
        const { rows } = await db.query<{ state: string }>(
          'select state from pg_stat_activity where pid = $1',
          [pid],
        );
        return rows[0]?.state;
      };
      const ended = (now: string | undefined) => now === undefined || now === 'idle';
      await pollUntil(state, ended, `server process ${pid} never ended its statement`);
    };
    /** The server process of the service's store, waiting for the test's lock. */
    const waitingStore = async () => {
      const waiting = async () => {
        const { rows } = await db.query<{ pid: number }>(
          `select pid from pg_stat_activity
           where wait_event_type = 'Lock' and pid <> pg_backend_pid()`,
        );
        return rows[0]?.pid;
      };
      const found = (pid: number | undefined) => pid !== undefined;
      return pollUntil(waiting, found, 'the store never came to wait for the lock');
    };
    /** A service of its own on a database of its own, and the test's connection to that. */
    const ownService = async (products: number) => {
      const { api: service, db: client } = await serviceOnPostgres(server, {
        productsPerAccount: products,
      });
      return { service, client };
    };
    const searchCalls = async () => {
      const answer = await fetch(`${demo.url}__admin/calls`);
      const { calls } = (await answer.json()) as { calls: Record<string, number> };
      return calls[SEARCH_PRODUCTS] ?? 0;
    };

    it('another user gets the first answer while it is stored, and the same once it is', async () => {
      await db.query('begin');
      await db.query('lock table rm_products in exclusive mode');
      const first = ok(await api.get(PRICE_LIST, await api.login('manager')), 'first');
      await waitingStore();
      const calls = await searchCalls();
      const meanwhile = ok(
        await api.get(PRICE_LIST, await api.login('secondManager')),
        'another user, meanwhile',
      );
      expect(meanwhile).toEqual(first);
      // The platform vouched for the new session with one read of its own, as a catch-up would.
      expect(await searchCalls()).toBe(calls + 1);
      const ended = await api.login('secondManager');
      demo.expireSessions('demo');
      expect((await api.get(PRICE_LIST, ended)).status).toBe(401);

      await db.query('commit');
      await stored((JSON.parse(first.text) as { count: number }).count);
      const afterwards = ok(
        await api.get(PRICE_LIST, await api.login('secondManager')),
        'another user, once stored',
      );
      expect(afterwards.text).toBe(first.text);
    });

    it('answers a catalog of more pages than the store may have waiting before any is stored', async () => {
      // More pages than a read may have waiting to be stored once it is storing (2): the
      // answer does not wait for the store (write-behind.ts), however many there are.
      const { service: big, client: bigDb } = await ownService(LARGE_CATALOG);
      try {
        await bigDb.query('begin');
        await bigDb.query('lock table rm_products in exclusive mode');
        const first = ok(await big.get(PRICE_LIST, await big.login('manager')), 'first');
        const { count } = JSON.parse(first.text) as { count: number };
        expect(count).toBeGreaterThan(2 * 1000);
        await bigDb.query('commit');
        await stored(count, bigDb);
        const afterwards = ok(
          await big.get(PRICE_LIST, await big.login('secondManager')),
          'another user, once stored',
        );
        expect(afterwards.text).toBe(first.text);
      } finally {
        await bigDb.query('rollback').catch(() => undefined);
        await bigDb.end();
        await big.close();
      }
    });

    it('an ask arriving while the first is being read gets its answer, not the stored rows', async () => {
      // The first ask starts the read; the other arrives once the read is under way, so it
      // sees the read's provisional version, and must wait for the first ask's answer rather
      // than for the store (held up here until the test ends), as if it had come first.
      const { service: slow, client: slowDb } = await ownService(LARGE_CATALOG);
      let otherAnswer: Promise<TestResponse> | null = null;
      try {
        const platform = slow.service.demoPlatform;
        if (!platform) throw new Error('the service has no demo platform');
        const manager = await slow.login('manager');
        const other = await slow.login('secondManager');
        await slowDb.query('begin');
        await slowDb.query('lock table rm_products in exclusive mode');
        // Several rounds of calls: the other's ask (one call to vouch for its session) lands
        // while the pages are still being read.
        platform.setFaults({ latencyMs: 250, account: 'demo' });
        const firstAnswer = slow.get(PRICE_LIST, manager);
        const calls = async () => {
          const answer = await fetch(`${platform.url}__admin/calls`);
          const body = (await answer.json()) as { calls: Record<string, number> };
          return body.calls[SEARCH_PRODUCTS] ?? 0;
        };
        while ((await calls()) === 0) await new Promise((resolve) => setTimeout(resolve, 10));
        otherAnswer = slow.get(PRICE_LIST, other);
        const first = ok(await firstAnswer, 'first');
        const timedOut = new Promise<null>((resolve) => setTimeout(() => resolve(null), 10_000));
        const meanwhile = await Promise.race([otherAnswer, timedOut]);
        if (meanwhile === null) throw new Error('the other ask waited for the store');
        expect(ok(meanwhile, 'the other ask')).toEqual(first);
        expect((await slowDb.query('select count(*)::int as n from rm_products')).rows).toEqual([
          { n: 0 },
        ]);
      } finally {
        await slowDb.query('rollback').catch(() => undefined);
        await slowDb.end();
        // A request still waiting for the store ends once it is stored, before the service.
        await otherAnswer?.catch(() => undefined);
        await slow.close();
      }
    });

    it('stores nothing of what it held until the answer has gone out', async () => {
      // The client reads the answer's headers and then nothing: an answer larger than what
      // the loopback connection buffers cannot be sent in full, so it has not gone out, and the
      // read's rows wait for it. Once the client reads the rest, they are stored.
      const { service: big, client: bigDb } = await ownService(UNSENDABLE_CATALOG);
      let response: IncomingMessage | null = null;
      try {
        const token = await big.login('manager');
        response = await new Promise<IncomingMessage>((resolve, reject) => {
          get(new URL(PRICE_LIST, big.url), { headers: { authorization: `Bearer ${token}` } })
            .once('response', resolve)
            .once('error', reject);
        });
        response.pause();
        expect(response.statusCode).toBe(200);
        expect(Number(response.headers['content-length'])).toBeGreaterThan(12_000_000);
        // Written as the pages came, or once every page was read, rows would be there by now.
        for (let look = 0; look < LOOKS; look++) {
          const { rows } = await bigDb.query('select count(*)::int as n from rm_products');
          expect(rows, `look ${look}`).toEqual([{ n: 0 }]);
          await new Promise((resolve) => setTimeout(resolve, LOOK_EVERY_MS));
        }
        let body = '';
        const reading = response.setEncoding('utf8').on('data', (chunk: string) => (body += chunk));
        await new Promise((resolve) => reading.once('end', resolve).resume());
        await stored((JSON.parse(body) as { count: number }).count, bigDb);
      } finally {
        // An answer never read would hold the service's close up.
        response?.destroy();
        await bigDb.end();
        await big.close();
      }
    });

    it('a store that fails leaves nothing behind: the next ask reads the catalog again', async () => {
      // A user with other rights: a partition of its own, whose catalog nobody has read yet.
      await db.query('begin');
      await db.query('lock table rm_products in exclusive mode');
      const staff = await api.login('staff');
      const first = ok(await api.get(PRICE_LIST, staff), 'first');
      const store = await waitingStore();
      // Rows written from now on break a rule: the store fails on its first insert.
      await db.query('alter table rm_products add constraint refused check (id < 0) not valid');
      await db.query('commit');
      await idle(store);
      await db.query('alter table rm_products drop constraint refused');

      const calls = await searchCalls();
      const again = ok(await api.get(PRICE_LIST, await api.login('staff')), 'after the failure');
      expect(await searchCalls()).toBeGreaterThan(calls);
      expect(again.text).toBe(first.text);
    });
  },
);
