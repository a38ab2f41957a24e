/**
 * Two services on one PostgreSQL database (`--database-url`), as a chain runs several service
 * instances over one shared read model: what one service read from the platform the other
 * answers without reading it again; both catching up at once after orders change answer what
 * the platform says, without errors and without a second copy of any row; and a service
 * started again on the database finds the model where it was.
 *
 * The first service runs the demo platform; the second reads the same platform
 * (`upstream:`), and a third, with the read model off, reads it directly: the oracle every
 * answer from the model is held against. Their users (`manager`, `secondManager`) have the
 * same rights, so they share one partition of the model. The platform's call counter
 * (`/__admin/calls`) tells a catch-up (one delta call from `start` 0) from reading months or
 * the catalog (page after page); the catalog is sized past one page (1,000) for that. And
 * what the instances keep is one store: a user's API keys are capped across both at once, and
 * a key's right to write files is kept there, a key kept before that right existed reading as
 * without it; what was exported of the journal is kept there too. Asked for the stock value at
 * the same moment, the two take one stock snapshot of yesterday between them. Three more
 * services on a database of their own take one a day between them: two after their logins and
 * just after midnight (their clock moved there), one of the two keeping it, and the third, which
 * would take it as it is first asked, finds it taken; all three answer the same stock value for
 * each day.
 */
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type {
  CallCountSnapshot,
  DemoPlatform,
  OrderEdit,
} from '../../../electron/demo-platform/index.js';
import { UPSTREAM_CALLS } from '../../../electron/upstream/calls.js';
import { DATA_STALE_HEADER } from '../../../shared/api/freshness.js';
import { localDate } from '../../../shared/api/common.js';
import { stockValueSchema } from '../../../shared/api/stock-value.js';
import { addDays, localMidnight, todayLocal, type LocalDate } from '../../../shared/dates.js';
import { msUntilNextDay } from '../../../electron/service/domain/stock-value/day-timer.js';
import { MAX_API_KEYS_PER_USER } from '../../../electron/service/data/api-keys/store.js';
import { PostgresApiKeyStore } from '../../../electron/service/data/api-keys/postgres.js';
import { PostgresJournalExports } from '../../../electron/service/data/journal-exports/postgres.js';
import { PostgresPostings } from '../../../electron/service/data/bookkeeping-postings/postgres.js';
import { openServiceDatabase } from '../../../electron/service/data/database/pool.js';
import { PostgresRaisedExceptions } from '../../../electron/service/data/raised-exceptions/postgres.js';
import { migrate } from '../../../electron/service/data/database/schema.js';
import { startTestService, type TestResponse, type TestService } from '../harness.js';
import { postgresMissing, startPostgresServer, type PostgresServer } from '../postgres-server.js';
import { snapshotLog, type SnapshotLog } from '../reports/snapshot-log.js';
import { testClock } from '../test-clock.js';
import { pollUntil } from './poll.js';

const REPORT = '/api/financial-report?from=2026-10-01&to=2026-10-31';
const PRICE_LIST = '/api/price-list';
const NO_CACHE = { 'Cache-Control': 'no-cache' };
const PRODUCTS = 1200;

const callName = (name: keyof typeof UPSTREAM_CALLS) =>
  `${UPSTREAM_CALLS[name].module}::${UPSTREAM_CALLS[name].function}`;
const LIST_ORDERS = callName('listOrders');
const SEARCH_PRODUCTS = callName('searchProducts');

describe.skipIf(postgresMissing('The shared PostgreSQL read-model test'))(
  'two services on one PostgreSQL database',
  () => {
    let server: PostgresServer;
    let databaseUrl: string;
    let db: pg.Client;
    let demo: DemoPlatform;
    let first: TestService;
    let second: TestService;
    let oracle: TestService;
    let firstToken: string;
    let secondToken: string;
    let oracleToken: string;

    /** Another service on the same platform: on the shared database, or with the model off. */
    const serviceOnPlatform = (readModel: { enabled: boolean; databaseUrl?: string }) =>
      startTestService({
        upstream: demo.baseUrlTemplate,
        backofficeUrlTemplate: demo.backofficeUrlTemplate,
        readModel,
      });

    beforeAll(async () => {
      server = await startPostgresServer();
      databaseUrl = await server.createDatabase();
      db = new pg.Client({ connectionString: databaseUrl });
      await db.connect();
      first = await startTestService({
        readModel: { enabled: true, databaseUrl },
        demo: { productsPerAccount: PRODUCTS },
      });
      if (!first.service.demoPlatform) throw new Error('the first service has no demo platform');
      demo = first.service.demoPlatform;
      second = await serviceOnPlatform({ enabled: true, databaseUrl });
      oracle = await serviceOnPlatform({ enabled: false });
      [firstToken, secondToken, oracleToken] = await Promise.all([
        first.login('manager'),
        second.login('secondManager'),
        oracle.login('manager'),
      ]);
    });

    afterAll(async () => {
      await second.close();
      await oracle.close();
      await first.close();
      await db.end();
      await server.stop();
    });

    const admin = async (method: 'GET' | 'DELETE'): Promise<CallCountSnapshot> => {
      const answer = await fetch(`${demo.url}__admin/calls`, { method });
      return (await answer.json()) as CallCountSnapshot;
    };

    const ok = (answer: TestResponse, what: string): unknown => {
      expect(answer.status, `${what}: ${answer.text.slice(0, 300)}`).toBe(200);
      expect(answer.headers.get(DATA_STALE_HEADER), what).toBeNull();
      return answer.json;
    };

    /** The platform's own answer, read by the service without a model. */
    const truth = async (path: string) => ok(await oracle.get(path, oracleToken), path);

    const rowsOf = async (orderId: number) =>
      (await db.query<{ row: string }>('select row from rm_orders where id = $1', [orderId])).rows;

    /** The catalog and October's orders are stored whole in the shared model. */
    const storedWhole = async () => {
      const { rows } = await db.query<{ stored: boolean }>(
        `select exists (select 1 from rm_sync where subject = 'products' and full_at is not null)
            and exists (select 1 from rm_order_months where month = '2026-10') as stored`,
      );
      return rows[0]?.stored === true;
    };

    /** Both services, each with its user's token, `times` each, all at once. */
    const bothAtOnce = (path: string, times: number) =>
      Promise.all(
        Array.from({ length: times }).flatMap(() => [
          first.get(path, firstToken, NO_CACHE),
          second.get(path, secondToken, NO_CACHE),
        ]),
      );

    it('the second service answers the first one’s month report and price list from the shared model, reading no order or product pages', async () => {
      const report = ok(await first.get(REPORT, firstToken), 'first report');
      const priceList = ok(await first.get(PRICE_LIST, firstToken), 'first price list');
      const firstReads = await admin('GET');
      // The first service read the month and the catalog page by page.
      expect(firstReads.deepest_start[LIST_ORDERS]).toBeGreaterThan(0);
      expect(firstReads.deepest_start[SEARCH_PRODUCTS]).toBeGreaterThan(0);

      // The first service answers before it has stored what it read (write-behind.ts): the
      // second finds it only once it is in the database, as a service started later would.
      await expect.poll(storedWhole, { timeout: 30_000, interval: 50 }).toBe(true);
      await admin('DELETE');
      expect(ok(await second.get(REPORT, secondToken), 'second report')).toEqual(report);
      expect(ok(await second.get(PRICE_LIST, secondToken), 'second price list')).toEqual(priceList);
      const secondReads = await admin('GET');
      // Its session is new to it, so it catches up once with it: one delta call for orders
      // (and the payments of what it found changed), reference lists and closings checked
      // with its session, products only if the first read of them is older than the sync
      // interval by then; every list read from start 0 only, no month or catalog read again.
      // Orders: that delta call, and the look-up of orders sold before the month and changed
      // since its first day (their refunds and later payments count in it: 0077).
      expect(secondReads.calls[LIST_ORDERS]).toBe(2);
      expect(secondReads.calls[SEARCH_PRODUCTS] ?? 0).toBeLessThanOrEqual(1);
      for (const [call, deepest] of Object.entries(secondReads.deepest_start)) {
        expect(deepest, call).toBe(0);
      }

      expect(report).toEqual(await truth(REPORT));
      expect(priceList).toEqual(await truth(PRICE_LIST));
    });

    it('both catch up at once after each change to an order, answer what the platform says, and keep one row of it', async () => {
      const [picked] = (
        await db.query<{ id: string; row: string }>(
          `select id, row from rm_orders where status = 'complete'
             and purchased >= $1 and purchased < $2 order by id limit 1`,
          [Date.parse('2026-10-10T00:00:00+02:00'), Date.parse('2026-10-20T00:00:00+02:00')],
        )
      ).rows;
      if (!picked) throw new Error('no complete order in October');
      const orderId = Number(picked.id); // pg reads a bigint as text
      const edits: OrderEdit[] = [
        { kind: 'line_price', line: 0, discount: '0.8' },
        { kind: 'status', status: 'cancelled' },
        { kind: 'status', status: 'complete' },
        // Out of the month: the report loses it.
        { kind: 'move', datePurchased: '2026-09-15 12:00:00+02:00', shiftPayments: true },
      ];
      let before = ok(await first.get(REPORT, firstToken), 'report before the edits');
      for (const edit of edits) {
        const edited = demo.editOrder({ account: 'demo', orderId, edit });
        const [reports, priceLists] = await Promise.all([
          bothAtOnce(REPORT, 3),
          bothAtOnce(PRICE_LIST, 1),
        ]);
        const answers = reports.map((answer) => ok(answer, edit.kind));
        for (const answer of priceLists) ok(answer, `price list, ${edit.kind}`);
        const expected = await truth(REPORT);
        expect(expected, `the ${edit.kind} edit changes the report`).not.toEqual(before);
        for (const answer of answers)
          expect(answer, `after the ${edit.kind} edit`).toEqual(expected);

        const rows = await rowsOf(orderId);
        expect(rows).toHaveLength(1);
        const held = JSON.parse(rows[0]?.row ?? '{}') as { date_updated?: string };
        expect(held.date_updated).toBe(edited.order.date_updated);
        before = expected;
      }
    });

    it('a service started again on the database finds the model where it was', async () => {
      await second.close();
      second = await serviceOnPlatform({ enabled: true, databaseUrl });
      secondToken = await second.login('secondManager');
      await admin('DELETE');
      const report = ok(await second.get(REPORT, secondToken), 'report after the restart');
      const priceList = ok(await second.get(PRICE_LIST, secondToken), 'price list after it');
      const reads = await admin('GET');
      // The delta call and the earlier orders' look-up, as above.
      expect(reads.calls[LIST_ORDERS]).toBe(2);
      expect(reads.calls[SEARCH_PRODUCTS] ?? 0).toBeLessThanOrEqual(1);
      for (const [call, deepest] of Object.entries(reads.deepest_start)) {
        expect(deepest, call).toBe(0);
      }
      expect(report).toEqual(await truth(REPORT));
      expect(priceList).toEqual(await truth(PRICE_LIST));
    });

    it(`holds a user to ${MAX_API_KEYS_PER_USER} API keys across both instances at once`, async () => {
      const [onFirst, onSecond] = await Promise.all([first.login('staff'), second.login('staff')]);
      const create = (service: TestService, token: string, index: number) =>
        service.post('/api/api-keys', { name: `key ${index}`, password: 'demo' }, token);
      const answers = await Promise.all(
        Array.from({ length: MAX_API_KEYS_PER_USER + 10 }, (_, index) =>
          index % 2 === 0 ? create(first, onFirst, index) : create(second, onSecond, index),
        ),
      );
      const statuses = answers.map((answer) => answer.status);
      expect(statuses.filter((status) => status === 201)).toHaveLength(MAX_API_KEYS_PER_USER);
      expect(statuses.filter((status) => status === 409)).toHaveLength(10);
      const held = await db.query<{ count: string }>(
        "select count(*) as count from svc_api_keys where name like 'key %'",
      );
      expect(Number(held.rows[0]?.count)).toBe(MAX_API_KEYS_PER_USER);
    });

    it("keeps an API key's rights to write files and change the bookkeeping; a key kept before them reads as without", async () => {
      const kept = await openServiceDatabase(await server.createDatabase());
      try {
        await migrate(kept);
        const store = new PostgresApiKeyStore(kept, { now: () => 1_800_000_000_000 });
        const owner = { account: 'demo', user: 'user-key' };
        const credentials = { account: 'demo', email: 'm@demo.test', password: 'demo' };
        const make = async (name: string, may_write_files: boolean) => {
          const request = { name, may_write_files, may_manage_bookkeeping: may_write_files };
          const created = await store.create(owner, request, credentials, MAX_API_KEYS_PER_USER);
          if (!created) throw new Error('no key');
          return created;
        };
        const [reader, writer] = [await make('reader', false), await make('writer', true)];
        // By name: both keys are made at the same (fixed) moment, so the list's order is a tie.
        const rights = async () =>
          (await store.list(owner))
            .map((key) => [key.name, key.may_write_files, key.may_manage_bookkeeping] as const)
            .sort(([a], [b]) => a.localeCompare(b));
        expect(await rights()).toEqual([
          ['reader', false, false],
          ['writer', true, true],
        ]);
        expect((await store.find(writer.key))?.record.may_write_files).toBe(true);
        expect(await store.mayWriteFiles(writer.record.id)).toBe(true);
        expect(await store.mayWriteFiles(reader.record.id)).toBe(false);

        // The database as the release before left it (schema 1: no such column, no filed VAT
        // periods), then migrated by this one: every key it holds has the right not, and works.
        await kept.query('alter table svc_api_keys drop column may_write_files');
        await kept.query('alter table svc_api_keys drop column may_manage_bookkeeping');
        await kept.query('drop table svc_vat_filings');
        await kept.query('drop table svc_journal_exports');
        await kept.query('drop table svc_journal_export_ranges');
        await kept.query('drop table svc_exception_thresholds');
        await kept.query('drop table svc_exception_seen');
        await kept.query('drop table svc_raised_exceptions');
        await kept.query('drop table svc_bookkeeping_connections');
        await kept.query('drop table svc_bookkeeping_postings');
        await kept.query('drop table svc_bookkeeping_links');
        await kept.query('delete from svc_migrations where version > 1');
        await migrate(kept);
        expect(await rights()).toEqual([
          ['reader', false, false],
          ['writer', false, false],
        ]);
        expect(await store.mayWriteFiles(writer.record.id)).toBe(false);
        expect((await store.find(writer.key))?.credentials).toEqual(credentials);
      } finally {
        await kept.close();
      }
    });

    it('keeps what was exported of the journal, an entry number once, per account and scope', async () => {
      const kept = await openServiceDatabase(await server.createDatabase());
      try {
        await migrate(kept);
        const skipped: string[] = [];
        const store = new PostgresJournalExports(kept, (account) => skipped.push(account));
        const entry = {
          number: 'BOD-20261001',
          date: localDate.parse('2026-10-01'),
          description: "Day's takings 2026-10-01",
          lines: [],
          debit: 0,
          credit: 0,
          corrects: null,
          exported_at: '2026-10-02T09:00:00+02:00',
        };
        const correction = {
          ...entry,
          number: 'BOD-20261001-C1',
          date: localDate.parse('2026-10-03'),
        };
        /** An export of one day. */
        const oneDay = (text: string) => [
          { from: localDate.parse(text), to: localDate.parse(text) },
        ];
        await store.record('demo', null, oneDay('2026-10-01'), [entry]);
        await store.record('Demo', null, oneDay('2026-10-03'), [
          { ...entry, debit: 1 },
          { ...correction, corrects: localDate.parse('2026-10-01') },
        ]);
        await store.record('demo', 7, oneDay('2026-10-05'), []);
        expect(await store.exported('demo', null, '2026-10-01', '2026-10-01')).toEqual({
          ranges: [
            { from: '2026-10-01', to: '2026-10-01' },
            { from: '2026-10-03', to: '2026-10-03' },
          ],
          // The correction is dated after the range and covers a day in it.
          entries: [entry, { ...correction, corrects: '2026-10-01' }],
        });
        expect((await store.exported('demo', 7, '2026-10-01', '2026-10-31')).ranges).toEqual([
          { from: '2026-10-05', to: '2026-10-05' },
        ]);
        expect((await store.exported('demo', null, '2026-11-01', '2026-11-30')).entries).toEqual(
          [],
        );
        expect(skipped).toEqual([]);
        // A kept range whose day is no date (the columns are text) is left out, and told of.
        await kept.query(
          `insert into svc_journal_export_ranges (account, scope, from_day, to_day)
           values ('demo', 'L7', '2026-02-30', '2026-10-06')`,
        );
        expect((await store.exported('demo', 7, '2026-10-01', '2026-10-31')).ranges).toEqual([
          { from: '2026-10-05', to: '2026-10-05' },
        ]);
        expect(skipped).toEqual(['demo']);
      } finally {
        await kept.close();
      }
    });

    it("keeps a package's words without NUL, no document id not of the packages' shape, and names what another connection posted", async () => {
      const kept = await openServiceDatabase(await server.createDatabase());
      try {
        await migrate(kept);
        const store = new PostgresPostings(kept, () => undefined);
        const key = {
          account: 'demo',
          target: 'moneybird:1',
          scope: 'all',
          number: 'BOD-20261001',
        };
        const entry = {
          ...{ number: key.number, date: localDate.parse('2026-10-01'), lines: [] },
          ...{ description: 'Dagomzet', debit: 0, credit: 0, corrects: null, exported_at: null },
        };
        expect(await store.claim(key, entry, 'run', 1, 60_000)).toMatchObject({ taken: true });
        await expect(
          store.update(key, 'run', { state: 'posted', document_id: '9'.repeat(1000) }, false, 2),
        ).rejects.toThrow(TypeError);
        // NUL (which PostgreSQL cannot keep in text: a 500 before) and a bidi override.
        const words = 'Moneybird: \u202Erefused\u0000 \u001b[31mnow';
        await store.update(
          key,
          'run',
          { state: 'failed', code: 'package_refused', message: words },
          true,
          3,
        );
        expect(await store.list('demo', 'moneybird:1', '2026-10-01', '2026-10-01')).toMatchObject([
          { state: 'failed', document_id: null, message: 'Moneybird: refused [31mnow' },
        ]);
        // Posted through another connection of the account: named to this one; a failed
        // posting is not, nor another account's.
        const other = { ...key, target: 'e-boekhouden:bkc_1' };
        await store.claim(other, entry, 'run', 4, 60_000);
        await store.update(other, 'run', { state: 'posted', document_id: '7' }, true, 5);
        await store.claim({ ...other, account: 'demo2' }, entry, 'run', 4, 60_000);
        await store.update({ ...other, account: 'demo2' }, 'run', { state: 'posted' }, true, 5);
        expect(await store.postedElsewhere('demo', key.target, '2026-10-01', '2026-10-31')).toEqual(
          [{ target: other.target, scope: 'all', number: key.number, date: '2026-10-01' }],
        );
        expect(
          await store.postedElsewhere('demo', other.target, '2026-10-01', '2026-10-31'),
        ).toEqual([]);
      } finally {
        await kept.close();
      }
    });

    it('keeps the exceptions exception.raised told, per account and scope, and lets old ones go', async () => {
      const kept = await openServiceDatabase(await server.createDatabase());
      try {
        await migrate(kept);
        const store = new PostgresRaisedExceptions(kept);
        const [a, b, c] = ['a', 'b', 'c'].map((digit) => digit.repeat(24)) as [
          string,
          string,
          string,
        ];
        const day = 86_400_000;
        const now = 1_800_000_000_000;
        expect(await store.unraised('demo', 'webhook:1', [a, b])).toEqual([a, b]);
        await store.record('demo', 'webhook:1', [a], now);
        await store.record('Demo', 'webhook:1', [a, b], now); // again: kept once
        expect(await store.unraised('DEMO', 'webhook:1', [a, b, c])).toEqual([c]);
        expect(await store.unraised('demo', 'webhook:2', [a])).toEqual([a]);
        expect(await store.unraised('demo2', 'webhook:1', [a])).toEqual([a]);
        // 62 days on, what was told then is let go when the next is kept.
        await store.record('demo', 'webhook:2', [c], now + 63 * day);
        expect(await store.unraised('demo', 'webhook:1', [a, b])).toEqual([a, b]);
        expect(await store.unraised('demo', 'webhook:2', [c])).toEqual([]);
      } finally {
        await kept.close();
      }
    });

    it('takes one stock snapshot of yesterday between both services, asked at the same moment', async () => {
      const yesterday = addDays(todayLocal(), -1);
      const path = `/api/stock-value?date=${yesterday}`;
      // Neither takes one ahead (no warm-up): both requests find it missing and race to take it
      // (daily-snapshot.ts); the partition's lock and the day's key let one in.
      const answers = (await bothAtOnce(path, 1)).map((answer) =>
        stockValueSchema.parse(ok(answer, path)),
      );
      expect(answers).toHaveLength(2);
      expect(answers[0]?.snapshot).toMatchObject({ date: yesterday, basis: 'own' });
      expect(answers[1]).toEqual(answers[0]);
      const { rows } = await db.query<{ date: string; partition: string }>(
        'select date, partition from rm_stock_snapshots',
      );
      // The two users have the same rights: one partition, one snapshot of the day.
      expect(rows).toEqual([{ date: yesterday, partition: rows[0]?.partition }]);
    });

    describe('three services on it take one stock snapshot a day between them', () => {
      /** One clock for the three, so that a test moves all of them past midnight at once. */
      const clock = testClock();
      /**
       * Two take the day's snapshot ahead, as with the warm-up on (after a login, just after
       * midnight), so each day their timers race for it; one does not, as with `--warm-up off`
       * (the first request that needs it takes it), and finds it taken.
       */
      const services = [
        { user: 'manager', ahead: true },
        { user: 'secondManager', ahead: true },
        { user: 'manager', ahead: false },
      ] as const;
      let trio: { api: TestService; log: SnapshotLog; token: string }[] = [];
      let trioDb: pg.Client;

      beforeAll(async () => {
        const databaseUrl = await server.createDatabase();
        trioDb = new pg.Client({ connectionString: databaseUrl });
        await trioDb.connect();
        trio = await Promise.all(
          services.map(async ({ ahead }) => {
            const log = snapshotLog();
            const api = await startTestService({
              upstream: demo.baseUrlTemplate,
              backofficeUrlTemplate: demo.backofficeUrlTemplate,
              readModel: { enabled: true, databaseUrl },
              warmUp: { enabled: false, stockSnapshots: ahead },
              clock,
              // How often each looks whether a day began (day-timer.ts).
              monthPackTiming: { tickMs: 50 },
              logger: { level: 'info', stream: log.stream },
            });
            return { api, log, token: '' };
          }),
        );
      });

      afterAll(async () => {
        await Promise.all(trio.map(({ api }) => api.close()));
        await trioDb.end();
      });

      /** Each day's snapshots on the database, however many partitions kept one. */
      const snapshotDays = async () =>
        (
          await trioDb.query<{ date: string }>('select date from rm_stock_snapshots order by date')
        ).rows.map((row) => row.date);

      const logIn = () =>
        Promise.all(
          trio.map(async (one, index) => {
            one.token = await one.api.login(services[index]?.user);
          }),
        );

      /** All three answer `date` alike, from its own snapshot, taken before `asked`. */
      const sameOnEach = async (date: LocalDate, asked: number) => {
        const path = `/api/stock-value?date=${date}`;
        const [value, ...others] = await Promise.all(
          trio.map(async ({ api, token }) =>
            stockValueSchema.parse(ok(await api.get(path, token, NO_CACHE), path)),
          ),
        );
        expect(value?.snapshot).toMatchObject({ date, basis: 'own', days_between: 0 });
        expect(Date.parse(value?.snapshot?.taken_at ?? '')).toBeLessThan(asked);
        expect(value?.value_at_cost).toBeGreaterThan(0);
        expect(others).toEqual([value, value]);
        return Date.parse(value?.snapshot?.taken_at ?? '');
      };

      /** How often the services logged keeping `date`'s snapshot (none failed to look). */
      const timesKept = (date: LocalDate) => {
        for (const { log } of trio) expect(log.failures()).toEqual([]);
        return trio.reduce((times, { log }) => times + log.count(date), 0);
      };

      it("yesterday's: two take it after their logins, one of them keeps it, the third finds it", async () => {
        const yesterday = addDays(todayLocal(clock.now()), -1);
        const path = `/api/stock-value?date=${yesterday}`;
        // Each login starts the take of yesterday's of a service that takes it ahead
        // (snapshot-timer.ts); the third's first ask would take it itself (daily-snapshot.ts).
        await logIn();
        await pollUntil(
          () => Promise.resolve(timesKept(yesterday)),
          (times) => times > 0,
          `no service took the snapshot of ${yesterday} after its login`,
          20_000,
        );
        const [, , third] = trio;
        if (!third) throw new Error('the third service did not start');
        ok(await third.api.get(path, third.token, NO_CACHE), 'the first ask');
        const asked = clock.now();
        expect(await snapshotDays()).toEqual([yesterday]);
        await sameOnEach(yesterday, asked);
        // Each timer's look is over by now: a request waits for its service's look (inTurn).
        expect(timesKept(yesterday)).toBe(1);
      });

      it("the next day's: both timers just after midnight, one of them keeps it", async () => {
        const yesterday = addDays(todayLocal(clock.now()), -1);
        const today = todayLocal(clock.now());
        // A second past the next Amsterdam midnight on the three services' clock.
        clock.advance(msUntilNextDay(clock.now()) + 1_000);
        await pollUntil(
          () => Promise.resolve(timesKept(today)),
          (times) => times > 0,
          `no service took the snapshot of ${today} after midnight`,
          20_000,
        );
        // The day's move outlived the tokens; each login now finds the snapshot taken.
        await logIn();
        const asked = clock.now();
        expect(await sameOnEach(today, asked)).toBeGreaterThan(localMidnight(addDays(today, 1)));
        // The day before, kept as the changes from it by whichever took it, reads back alike.
        await sameOnEach(yesterday, asked);
        expect(await snapshotDays()).toEqual([yesterday, today]);
        expect(timesKept(today)).toBe(1);
      });
    });
  },
);
