/**
 * Three instances of `npm run serve` on one PostgreSQL database (`--database-url`, the same
 * vault key) behind a round-robin TCP balancer act as one service: a token or API key from
 * one works on all, a logout or revocation on one holds on all at once, each webhook event is
 * delivered once and in order, a client's rate limit counts on all of them, and a filed VAT
 * period is filed for all (one of two overlapping filings made at once on two of them; a row
 * from before filings kept what they declared read as declaring nothing), and a day posted into
 * the bookkeeping package by two of them at once is posted once. A `kill -9` of
 * the instance delivering a webhook, under load, fails only the requests in flight on it:
 * another instance delivers the event again and the others carry on. With the database cut
 * off every answer is a 503 `database_unavailable`, and once it is back nothing was lost.
 *
 * The demo platform runs here, so all three read one platform; the instances reach the
 * database through a TCP proxy of this test, which can cut it off.
 */
import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startDemoPlatform, type DemoPlatform } from '../../../electron/demo-platform/server.js';
import {
  openServiceDatabase,
  type ServiceDatabase,
} from '../../../electron/service/data/database/pool.js';
import { migrate, SCHEMA_VERSION } from '../../../electron/service/data/database/schema.js';
import { PostgresWebhookStore } from '../../../electron/service/data/webhooks/postgres.js';
import { newDelivery } from '../../../electron/service/domain/webhooks/new-delivery.js';
import type { SubscriptionRecord } from '../../../electron/service/data/webhooks/outbox-state.js';
import {
  ledgerMappingSchema,
  type LedgerMappingInput,
} from '../../../shared/api/ledger-mapping.js';
import {
  DEFAULT_EXCEPTION_THRESHOLDS,
  exceptionsResponseSchema,
  exceptionThresholdsSchema,
} from '../../../shared/api/exceptions.js';
import { exceptionsSeenSchema } from '../../../shared/api/exception-marks.js';
import type { FiledOrder } from '../../../electron/service/data/vat-filings/filed-order.js';
import {
  vatFilingDeletedSchema,
  vatFilingSchema,
  vatFilingsSchema,
} from '../../../shared/api/vat-filings.js';
import {
  bookkeepingAccountsSchema,
  bookkeepingPostingsSchema,
} from '../../../shared/api/bookkeeping.js';
import { completeMappingOf } from '../../fixtures/ledger-mapping.js';
import { packageBooks } from '../bookkeeping/package-books.js';
import { parseAmount, sum, toJsonNumber } from '../../../shared/money.js';
import { DEMO_END_DATE, DEMO_USERS } from '../harness.js';
import { call, startHeadless, type HeadlessService } from '../headless.js';
import { postgresMissing, startPostgresServer, type PostgresServer } from '../postgres-server.js';
import { startReceiver, type Receiver } from '../webhooks/receiver.js';
import { send, startLoad } from './one-connection.js';
import { startBalancer, type Balancer } from './tcp-balancer.js';
import { eventsOf, orderEventOf, untilTrue } from './watch.js';
import { warmUpStateSchema } from '../../../shared/api/warm-up.js';
import { monthReads, readsSince } from '../read-model/month-reads.js';
import { pollUntil } from '../read-model/poll.js';

const RATE_LIMIT = 200;
/** Three warm-ups of a small shop on a busy machine: a bound that only catches a hang. */
const WARM_UP_LIMIT_MS = 60_000;
const ORDERS = `/api/orders?from=${DEMO_END_DATE}&to=${DEMO_END_DATE}&limit=5`;
const env = {
  BACKOFFICE_VAULT_KEY: randomBytes(32).toString('base64'),
  BACKOFFICE_LOG_LEVEL: 'error',
};

describe.skipIf(postgresMissing('The three-instance test'))(
  'three instances on one PostgreSQL database',
  () => {
    let server: PostgresServer;
    let db: pg.Client;
    let databaseLink: Balancer;
    let demo: DemoPlatform;
    let receiver: Receiver;
    let instances: HeadlessService[];
    let balancer: Balancer;
    let token: string;
    let key: string;
    let orderIds: number[];
    let subscriptionId: string;

    const viaBalancer = (
      method: string,
      path: string,
      options?: { bearer?: string; body?: unknown },
    ) => send(balancer.port, method, path, options);
    const login = async () =>
      (
        (await viaBalancer('POST', '/api/auth/login', { body: DEMO_USERS.manager })).json as {
          token: string;
        }
      ).token;
    const statusOnEach = (path: string, bearer: string) =>
      Promise.all(
        instances
          .filter((instance) => instance.child.exitCode === null && !instance.child.signalCode)
          .map(async (instance) => (await call(instance.url, 'GET', path, bearer)).status),
      );
    const edit = (orderId: number, status: 'processing' | 'on_hold') =>
      demo.editOrder({ account: 'demo', orderId, edit: { kind: 'status', status } }).order;

    /** What beforeAll started, stopped by afterAll newest first (also after a failed start). */
    const started: (() => Promise<unknown>)[] = [];
    const keep = <T extends { stop(): Promise<unknown> } | { close(): Promise<unknown> }>(
      thing: T,
    ): T => {
      started.push(() => ('stop' in thing ? thing.stop() : thing.close()));
      return thing;
    };

    beforeAll(async () => {
      [server, demo, receiver] = await Promise.all([
        startPostgresServer().then(keep),
        startDemoPlatform({
          port: 0,
          endDate: DEMO_END_DATE,
          // From 28 October: the end of a month that is over, to file (a filing is a month).
          sizing: { productsPerAccount: 40, ordersPerDay: 6, historyDays: 24 },
        }).then(keep),
        startReceiver().then(keep),
      ]);
      const databaseUrl = new URL(await server.createDatabase());
      db = new pg.Client({ connectionString: databaseUrl.toString() });
      started.push(() => db.end());
      await db.connect();
      databaseLink = keep(await startBalancer([Number(databaseUrl.port)]));
      databaseUrl.port = String(databaseLink.port);
      const args = [
        ...['--upstream', demo.baseUrlTemplate, '--backoffice-url', demo.backofficeUrlTemplate],
        ...['--database-url', databaseUrl.toString(), '--allow-insecure-webhooks'],
        ...['--webhook-poll-interval', '1', '--rate-limit', String(RATE_LIMIT)],
        ...['--moneybird-url', demo.moneybirdUrl],
      ];
      // Started at once: each takes the schema's migrations in turn, under the lock.
      instances = await Promise.all(
        [0, 1, 2].map(() => startHeadless(args, env, { preferBuilt: true }).then(keep)),
      );
      balancer = keep(
        await startBalancer(instances.map((instance) => Number(new URL(instance.url).port))),
      );
    }, 60_000);

    afterAll(async () => {
      for (const stop of started.reverse()) await stop();
    });

    // First, while the model is empty: later tests' reads would read months themselves.
    it(
      'warms the model once between them: a user on each, no month read twice',
      {
        timeout: WARM_UP_LIMIT_MS + 10_000,
      },
      async () => {
        const before = monthReads(demo.calls());
        const tokens = await Promise.all(
          instances.map(async (instance) => {
            const answer = await call(instance.url, 'POST', '/api/auth/login', undefined, {
              ...DEMO_USERS.manager,
            });
            expect(answer.status, answer.text).toBe(200);
            return (answer.json as { token: string }).token;
          }),
        );
        const states = await Promise.all(
          instances.map((instance, index) =>
            pollUntil(
              async () =>
                warmUpStateSchema.parse(
                  (await call(instance.url, 'GET', '/api/warm-up', tokens[index])).json,
                ),
              (state) => state.state === 'done',
              `the warm-up of instance ${index} did not finish`,
              WARM_UP_LIMIT_MS,
              // Within the rate limit (per session) for the minute the limit allows for.
              (60_000 / RATE_LIMIT) * 2,
            ),
          ),
        );
        for (const state of states) expect(state.months_ready).toBe(state.months_total);
        const reads = readsSince(monthReads(demo.calls()), before);
        // Each month's orders and till closings, read by one of the three, once.
        expect(reads.size).toBe(2 * (states[0]?.months_total ?? 0));
        for (const [range, count] of reads) expect(count, range).toBe(1);
      },
    );

    it('answers a token from any instance, and all read alike', async () => {
      token = await login();
      expect(await statusOnEach('/api/me', token)).toEqual([200, 200, 200]);
      const reads = await Promise.all(
        instances.map(async (instance) => await call(instance.url, 'GET', ORDERS, token)),
      );
      for (const read of reads) expect(read.json).toEqual(reads[0]?.json);
      const [first] = reads;
      if (!first) throw new Error('no instance answered');
      orderIds = (first.json as { data: { id: number }[] }).data.map((order) => order.id);
      expect(orderIds.length).toBeGreaterThanOrEqual(3);
      const { rows } = await db.query('select version from svc_migrations order by version');
      expect(rows.map((row: { version: number }) => row.version)).toEqual(
        Array.from({ length: SCHEMA_VERSION }, (_, index) => index + 1),
      );
    });

    it('keeps a ledger mapping, OSS accounts and RGS codes and all, for every instance', async () => {
      const [first] = instances;
      const before = ledgerMappingSchema.parse(
        (await call(first?.url ?? '', 'GET', '/api/ledger-mapping', token)).json,
      );
      const groupAccount = before.revenue.find((row) => row.account !== null)?.account ?? '';
      const body: LedgerMappingInput = {
        ...{ company: { name: 'Winkel B.V.', vat_number: '' }, revenue: [], vat: [] },
        clearing: [{ type_alias: 'Pin', account: '1110' }],
        accounts: {
          ...{ debtors: '1300', cash_differences: null, gift_cards: null },
          ...{
            tips: null,
            prepayments: null,
            cross_posting: null,
            stock: null,
            cost_of_sales: null,
          },
        },
        oss: [{ country_iso2: 'BE', account: '1530' }],
        rgs: [
          { account: '1110', code: 'BLimKruSto' },
          { account: '1530', code: 'BSchBepBtw' },
          { account: groupAccount, code: 'WOmzNopOlh' },
        ],
      };
      const put = await call(first?.url ?? '', 'PUT', '/api/ledger-mapping', token, body);
      expect(put.status, put.text).toBe(200);
      for (const instance of instances) {
        const read = ledgerMappingSchema.parse(
          (await call(instance.url, 'GET', '/api/ledger-mapping', token)).json,
        );
        expect(read.oss.find((row) => row.country_iso2 === 'BE')?.account).toBe('1530');
        const codes = read.rgs.filter((row) => row.code !== null);
        expect(codes.map(({ account, code }) => ({ account, code }))).toEqual(
          [...body.rgs].sort((a, b) => a.account.localeCompare(b.account, 'nl', { numeric: true })),
        );
      }
      const { rows } = await db.query<{ mapping: LedgerMappingInput }>(
        'select mapping from svc_ledger_mappings',
      );
      expect(rows.map((row) => row.mapping)).toEqual([body]);
    });

    it('keeps exception thresholds per account and seen marks per user for every instance', async () => {
      const [first, second, third] = instances as [
        HeadlessService,
        HeadlessService,
        HeadlessService,
      ];
      const body = { ...DEFAULT_EXCEPTION_THRESHOLDS, refund_amount: '250.00', repeated_days: 4 };
      const put = await call(first.url, 'PUT', '/api/exception-thresholds', token, body);
      expect(put.status, put.text).toBe(200);
      const exceptions = exceptionsResponseSchema.parse(
        (await call(second.url, 'GET', `/api/exceptions?from=${DEMO_END_DATE}`, token)).json,
      );
      expect(exceptions.thresholds).toEqual(exceptionThresholdsSchema.parse(put.json));
      const [exception] = exceptions.data;
      const seenPath = `/api/exceptions/${exception?.id}/seen`;
      const key = exception && {
        kind: exception.kind,
        day: exception.day,
        location_id: exception.location_id,
        subject: { type: exception.subject.type, id: exception.subject.id },
      };
      const marked = await call(second.url, 'PUT', seenPath, token, { seen: true, finding: key });
      expect(marked.status, marked.text).toBe(200);
      const seen = exceptionsSeenSchema.parse(
        (await call(third.url, 'GET', '/api/exceptions/seen', token)).json,
      );
      expect(seen.ids).toEqual([exception?.id]);
      const { rows } = await db.query<{ thresholds: unknown }>(
        'select thresholds from svc_exception_thresholds',
      );
      expect(rows.map((row) => row.thresholds)).toEqual([body]);
      const marks = await db.query('select finding_id from svc_exception_seen');
      expect(marks.rows).toEqual([{ finding_id: exception?.id }]);
    });

    it('keeps a filed VAT period for every instance, one of two overlapping filings at once', async () => {
      const [first, second, third] = instances as [
        HeadlessService,
        HeadlessService,
        HeadlessService,
      ];
      // October of all locations, and of one location: they overlap (decision 0100).
      const period = { from: '2026-10-01', to: '2026-10-31' };
      const locations = (await call(first.url, 'GET', '/api/locations', token)).json as {
        data: { id: number }[];
      };
      const location = locations.data[0]?.id;
      const posts = await Promise.all([
        call(first.url, 'POST', '/api/vat-return/filed', token, period),
        call(second.url, 'POST', '/api/vat-return/filed', token, {
          ...period,
          location_id: location,
        }),
      ]);
      expect(posts.map((post) => post.status).sort()).toEqual([201, 409]);
      const filing = vatFilingSchema.parse(posts.find((post) => post.status === 201)?.json);
      const listed = vatFilingsSchema.parse(
        (await call(third.url, 'GET', '/api/vat-return/filed', token)).json,
      );
      expect(listed.filings).toEqual([filing]);
      // The return of the filing's own period and location (either filing may have won).
      const itsReturn =
        `/api/vat-return?from=${filing.from}&to=${filing.to}` +
        (filing.location_id === null ? '' : `&location_id=${String(filing.location_id)}`);
      const answer = await call(third.url, 'GET', itsReturn, token);
      expect((answer.json as { filed: unknown }).filed).toEqual(filing);
      const { rows } = await db.query<{
        id: string;
        figures: unknown;
        orders: FiledOrder[];
        declared: unknown;
      }>('select id, figures, orders, declared from svc_vat_filings');
      // Nothing filed before it: it declared no corrections of an earlier period.
      expect(rows.map(({ id, figures, declared }) => ({ id, figures, declared }))).toEqual([
        { id: filing.id, figures: filing.figures, declared: [] },
      ]);
      // Kept with it: each order's share, adding up to each filed rubriek's figures.
      const shares = (line: string) =>
        sum(
          (rows[0]?.orders ?? []).flatMap((order) =>
            order.lines.filter((row) => row.line === line).map((row) => parseAmount(row.turnover)),
          ),
        );
      expect(filing.figures.rubrieken.length).toBeGreaterThan(0);
      for (const rubriek of filing.figures.rubrieken) {
        expect(toJsonNumber(shares(rubriek.rubriek))).toBe(rubriek.turnover);
      }
      const reason = { reason: 'the wrong days' };
      const path = `/api/vat-return/filed/${filing.id}`;
      const deleted = await call(second.url, 'DELETE', path, token, reason);
      expect(deleted.status, deleted.text).toBe(200);
      expect(
        vatFilingsSchema.parse((await call(first.url, 'GET', '/api/vat-return/filed', token)).json)
          .filings,
      ).toEqual([]);
      // Undone, it stays in the period's history on every instance, without its orders.
      const history = await call(third.url, 'GET', itsReturn, token);
      const { undone } = vatFilingDeletedSchema.parse(deleted.json);
      expect(undone).toEqual({ at: undone.at, by: filing.filed_by, ...reason });
      expect((history.json as { filing_history: unknown }).filing_history).toEqual([
        { filing_id: filing.id, filed_at: filing.filed_at, filed_by: filing.filed_by, undone },
      ]);
      const kept = await db.query('select orders from svc_vat_filings where id = $1', [filing.id]);
      expect(kept.rows).toEqual([{ orders: null }]);
      await db.query('delete from svc_vat_filings where id = $1', [filing.id]);
      // A row from before migration 8 (declared null) reads as having declared nothing.
      const { declared: _kept, ...before } = { ...filing, id: 'vfp_00000000000000b8' };
      await db.query(
        `insert into svc_vat_filings
           (id, account, from_day, to_day, location_id, filed_at, filed_by, figures)
         values ($1, 'demo', $2, $3, $4, $5, $6, $7)`,
        [
          ...[before.id, before.from, before.to, before.location_id],
          ...[before.filed_at, before.filed_by, before.figures],
        ],
      );
      const old = vatFilingsSchema.parse(
        (await call(third.url, 'GET', '/api/vat-return/filed', token)).json,
      );
      expect(old.filings).toEqual([{ ...before, declared: [] }]);
      await db.query('delete from svc_vat_filings where id = $1', [before.id]);
    });

    it('posts each day into the bookkeeping package once, two instances posting it at once', async () => {
      const [first, second, third] = instances as [
        HeadlessService,
        HeadlessService,
        HeadlessService,
      ];
      const mapping = ledgerMappingSchema.parse(
        (await call(first.url, 'GET', '/api/ledger-mapping', token)).json,
      );
      const rates = (await call(first.url, 'GET', '/api/tax-rates?limit=1000', token)).json as {
        data: { id: number }[];
      };
      const complete = completeMappingOf(
        mapping,
        rates.data.map((rate) => rate.id),
      );
      expect((await call(first.url, 'PUT', '/api/ledger-mapping', token, complete)).status).toBe(
        200,
      );
      // Connected on one instance, the connection (its token sealed) is every instance's.
      const books = 'demo-moneybird-instances';
      const found = await call(first.url, 'POST', '/api/bookkeeping/administrations', token, {
        package: 'moneybird',
        token: books,
      });
      const [administration] = (found.json as { administrations: { id: string }[] })
        .administrations;
      const connection = {
        package: 'moneybird',
        token: books,
        administration_id: administration?.id,
      };
      expect(
        (await call(second.url, 'PUT', '/api/bookkeeping/connection', token, connection)).status,
      ).toBe(200);
      const accounts = bookkeepingAccountsSchema.parse(
        (await call(third.url, 'GET', '/api/bookkeeping/accounts', token)).json,
      );
      demo.bookkeeping({
        package: 'moneybird',
        token: books,
        ledgers: accounts.missing.map((gap) => ({ code: gap.code, name: gap.code })),
        // Slow enough that both ask for a day before either has posted it.
        latencyMs: 100,
      });
      const range = { from: '2026-11-18', to: DEMO_END_DATE };
      const posts = await Promise.all(
        [first, second].map((instance) =>
          call(instance.url, 'POST', '/api/bookkeeping/postings', token, range),
        ),
      );
      expect(posts.map((post) => post.status)).toEqual([200, 200]);
      const days = bookkeepingPostingsSchema.parse(
        (
          await call(
            third.url,
            'GET',
            `/api/bookkeeping/postings?from=${range.from}&to=${range.to}`,
            token,
          )
        ).json,
      ).days;
      expect(days.map((day) => day.state)).toEqual(['posted', 'posted', 'posted']);
      const held = await packageBooks(demo, 'moneybird', books);
      expect(held.map((entry) => entry.reference).sort()).toEqual(days.map((day) => day.entry));
      const { rows } = await db.query<{ number: string }>(
        "select number from svc_bookkeeping_postings where state = 'posted' order by number",
      );
      expect(rows.map((row) => row.number)).toEqual(days.map((day) => day.entry));
    });

    it('ends a revoked key and a logged-out token on every instance at once', async () => {
      const newKey = async (on: HeadlessService) => {
        const body = { name: 'scale', password: DEMO_USERS.manager.password };
        const created = await call(on.url, 'POST', '/api/api-keys', token, body);
        expect(created.status).toBe(201);
        return created.json as { id: string; key: string };
      };
      const [first, second, third] = instances as [
        HeadlessService,
        HeadlessService,
        HeadlessService,
      ];
      key = (await newKey(first)).key;
      const doomed = await newKey(second);
      expect(await statusOnEach('/api/me', key)).toEqual([200, 200, 200]);
      expect(await statusOnEach('/api/me', doomed.key)).toEqual([200, 200, 200]);
      expect((await call(third.url, 'DELETE', `/api/api-keys/${doomed.id}`, token)).status).toBe(
        200,
      );
      expect(await statusOnEach('/api/me', doomed.key)).toEqual([401, 401, 401]);

      const session = await login();
      expect(await statusOnEach('/api/me', session)).toEqual([200, 200, 200]);
      expect((await call(second.url, 'POST', '/api/auth/logout', session)).status).toBe(200);
      expect(await statusOnEach('/api/me', session)).toEqual([401, 401, 401]);
      expect(await statusOnEach('/api/me', key)).toEqual([200, 200, 200]);
    });

    it("counts a client's requests against one limit over all instances", async () => {
      const client = await login();
      const answers = [];
      for (let batch = 0; batch < RATE_LIMIT / 25; batch += 1) {
        answers.push(
          ...(await Promise.all(
            Array.from({ length: 25 }, () => viaBalancer('GET', '/api/me', { bearer: client })),
          )),
        );
      }
      expect(answers.map((answer) => answer.status)).toEqual(answers.map(() => 200));
      expect(new Set(answers.map((answer) => balancer.backendOf(answer.clientPort)))).toEqual(
        new Set([0, 1, 2]),
      );
      // Each request counted once, whichever instance took it.
      const remaining = answers.map((answer) => Number(answer.headers['ratelimit-remaining']));
      expect(remaining.sort((a, b) => a - b)).toEqual(
        Array.from({ length: RATE_LIMIT }, (_, index) => index),
      );
      const over = await Promise.all(
        [0, 1, 2].map(() => viaBalancer('GET', '/api/me', { bearer: client })),
      );
      for (const answer of over) {
        expect(answer.status).toBe(429);
        expect(answer.headers['retry-after']).toMatch(/^\d+$/);
      }
    });

    it('delivers each event once, in order, whichever instance queued it', async () => {
      const created = await viaBalancer('POST', '/api/webhooks', {
        bearer: key,
        body: { url: receiver.url, events: ['order.updated'] },
      });
      expect(created.status).toBe(201);
      subscriptionId = (created.json as { id: string }).id;
      const pings: string[] = [];
      for (let index = 0; index < 6; index += 1) {
        const ping = await viaBalancer('POST', `/api/webhooks/${subscriptionId}/ping`, {
          bearer: key,
        });
        expect(ping.status).toBe(200);
        pings.push((ping.json as { delivery_id: string }).delivery_id);
      }
      await untilTrue(() => pings.every((id) => eventsOf(receiver).deliveries.includes(id)));
      const deliveries = eventsOf(receiver).deliveries.filter((id) => pings.includes(id));
      expect(deliveries).toEqual(pings);

      const edited = [edit(orderIds[0] ?? 0, 'processing'), edit(orderIds[1] ?? 0, 'on_hold')];
      const ids = edited.map((order) => orderEventOf(subscriptionId, order));
      await untilTrue(() => ids.every((id) => eventsOf(receiver).events.includes(id)));
      const events = eventsOf(receiver).events.filter((id) => ids.includes(id));
      expect(events).toEqual(ids);
    });

    it('survives kill -9 of the delivering instance under load', { timeout: 30_000 }, async () => {
      const tokens = await Promise.all([0, 1, 2, 3, 4, 5].map(() => login()));
      const load = startLoad(
        balancer.port,
        tokens.flatMap((bearer) => [
          { path: '/api/me', bearer },
          { path: ORDERS, bearer },
        ]),
        4,
      );
      const held = receiver.holdNext('"order.updated"');
      const first = edit(orderIds[2] ?? 0, 'processing');
      const heldDelivery = (JSON.parse((await held).body) as { delivery_id: string }).delivery_id;
      // The instance whose delivery transaction waits on the receiver: the one that locked a
      // row (and so has a transaction id), not one that found the delivery held and leaves.
      let holder = -1;
      await untilTrue(async () => {
        const { rows } = await db.query<{ application_name: string }>(
          `select application_name from pg_stat_activity
           where application_name like 'backoffice-desk webhooks %'
             and state = 'idle in transaction' and backend_xid is not null`,
        );
        const pid = Number(rows[0]?.application_name.split(' ').at(-1));
        holder = instances.findIndex((instance) => instance.child.pid === pid);
        return holder !== -1;
      });
      await instances[holder]?.kill();
      const diedAt = Date.now();
      const after = [edit(orderIds[0] ?? 0, 'on_hold'), edit(orderIds[1] ?? 0, 'processing')];
      const ids = [first, ...after].map((order) => orderEventOf(subscriptionId, order));
      await untilTrue(
        () =>
          ids.every((id) => eventsOf(receiver).events.includes(id)) &&
          eventsOf(receiver).deliveries.filter((id) => id === heldDelivery).length >= 2 &&
          load.records.filter((record) => record.startedAt > diedAt && record.ok).length >= 20,
      );
      const records = await load.stop();

      // The delivery cut off is made again by another instance; nothing after it is lost.
      const events = eventsOf(receiver).events.filter((id) => ids.includes(id));
      expect([...new Set(events)]).toEqual(ids);
      const log = await viaBalancer('GET', `/api/webhooks/${subscriptionId}/deliveries`, {
        bearer: key,
      });
      const entry = (log.json as { data: { delivery_id: string; status: string }[] }).data.find(
        (delivery) => delivery.delivery_id === heldDelivery,
      );
      expect(entry?.status).toBe('delivered');
      // Only requests in flight on the killed instance failed; the others carried on.
      const failed = records.filter((record) => !record.ok);
      for (const record of failed) {
        expect(record.startedAt).toBeLessThan(diedAt);
        expect(balancer.backendOf(record.clientPort)).toBe(holder);
      }
      expect(records.filter((record) => record.startedAt > diedAt).every((r) => r.ok)).toBe(true);
    });

    it('answers 503 while the database is cut off, and loses nothing', async () => {
      await databaseLink.cut();
      const during = await viaBalancer('GET', '/api/me', { bearer: token });
      expect(during.status).toBe(503);
      expect(Object.keys(during.json as object).sort()).toEqual(
        ['code', 'error', 'message', 'request_id', 'status'].sort(),
      );
      expect(during.json).toMatchObject({ code: 'database_unavailable', status: 503 });
      expect(during.headers['retry-after']).toMatch(/^\d+$/);
      expect(
        (await viaBalancer('POST', '/api/auth/login', { body: DEMO_USERS.manager })).status,
      ).toBe(503);
      const changed = edit(orderIds[2] ?? 0, 'on_hold');
      await databaseLink.restore();
      await untilTrue(
        async () => (await viaBalancer('GET', '/api/me', { bearer: token })).status === 200,
      );
      const id = orderEventOf(subscriptionId, changed);
      await untilTrue(() => eventsOf(receiver).events.includes(id));
    });

    it('lets one of many asking at once claim a poll, move a position, hold a delivery', async () => {
      const url = await server.createDatabase();
      const databases = await Promise.all([0, 1, 2, 3].map(() => openServiceDatabase(url)));
      try {
        // Started at once, as instances of a new release: the migrations are taken once.
        await Promise.all(databases.map((database) => migrate(database)));
        const stores = databases.map((database) => new PostgresWebhookStore(database, 5_000));
        const [store] = stores as [PostgresWebhookStore];
        const subscription: SubscriptionRecord = {
          ...{ id: 'whk_race', account: 'demo', user: 'user', url: 'https://example.com/' },
          ...{ events: ['order.updated'], description: '', created_at: 1_000, secret: 's' },
          // Sealed credentials (never opened here): a subscription without them is paused.
          credentials: { salt: 's', iv: 'i', ciphertext: 'c', tag: 't' },
          ...{ vault_key_id: null, api_key_id: null, paused: null },
          positions: {},
        };
        await store.add(subscription);
        const claims = await Promise.all(
          stores.map((each) => each.claimPoll('whk_race', 2_000, 60_000)),
        );
        expect(claims.filter(Boolean)).toHaveLength(1);
        // Two polls that read from the same position: the first to queue moves it, the other
        // queues nothing.
        const move = { feed: 'orders' as const, from: undefined, to: { updated: 3_000, id: 7 } };
        const queued = await Promise.all(
          stores.map((each) => each.enqueue(newDelivery(subscription, [], 2_000), move)),
        );
        expect(queued.filter(Boolean)).toHaveLength(1);
        expect((await store.subscription('whk_race'))?.positions.orders).toEqual(move.to);
        // One delivery attempted by one of them; the others find it held and leave it at
        // once, without waiting for the receiver.
        const [pending] = await store.deliveries('whk_race');
        let calls = 0;
        let release: () => void = () => undefined;
        const released = new Promise<void>((resolve) => (release = resolve));
        const attempts = stores.map((each) =>
          each.attempt(pending?.id ?? '', 2_500, async () => {
            calls += 1;
            await released;
            return {
              ...{ status: 'delivered' as const, attempts: 1, last_attempt_at: 2_500 },
              ...{ next_attempt_at: null, last_status_code: 200, last_error: null },
            };
          }),
        );
        let answered = 0;
        for (const attempt of attempts) void attempt.then(() => (answered += 1));
        await untilTrue(() => answered === stores.length - 1);
        expect(calls).toBe(1);
        release();
        const results = await Promise.all(attempts);
        expect(results.map((result) => result?.status ?? 'left')).toEqual(
          expect.arrayContaining(['delivered', 'left', 'left', 'left']),
        );
        // A refused login pauses it only while it holds the credentials refused (a resume
        // with new ones meanwhile is not undone), and once.
        expect(await store.pauseLoginRefused('whk_race', 'other', 3_000)).toBe(false);
        expect(await store.pauseLoginRefused('whk_race', 'c', 3_000)).toBe(true);
        expect(await store.pauseLoginRefused('whk_race', 'c', 3_000)).toBe(false);
        expect(await store.subscription('whk_race')).toMatchObject({
          credentials: null,
          paused: { reason: 'platform_login_refused', at: 3_000 },
        });
        const [database] = databases as [ServiceDatabase];
        await database.query('insert into svc_migrations (version, applied_at) values (99, 0)');
        await expect(migrate(database)).rejects.toThrow(/newer release/);
      } finally {
        await Promise.all(databases.map((database) => database.close()));
      }
    });
  },
);
