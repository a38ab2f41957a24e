/**
 * Two services writing one PostgreSQL read model at the same moment, with the timing forced:
 * the second service reads the platform through a proxy (upstream-proxy.ts) that holds one
 * of its payment reads, the step between reading orders and storing them, while the order
 * changes on the platform and the first service catches up and stores the change. When the
 * held read is let go, the second service stores what it read before the change; after that,
 * both must still answer what the platform says (the service with the read model off is the
 * oracle). Orders are picked here by what the platform serves, one per case, never edited
 * back.
 */
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DemoPlatform } from '../../../electron/demo-platform/index.js';
import { UPSTREAM_CALLS } from '../../../electron/upstream/calls.js';
import { where } from '../../../electron/upstream/filters.js';
import { formatUpstreamTimestamp } from '../../../shared/dates.js';
import { DATA_STALE_HEADER } from '../../../shared/api/freshness.js';
import {
  loginToDemoPlatform,
  startTestService,
  type RawPlatform,
  type TestResponse,
  type TestService,
} from '../harness.js';
import { postgresMissing, startPostgresServer, type PostgresServer } from '../postgres-server.js';
import { startUpstreamProxy, type UpstreamProxy } from '../upstream-proxy.js';

const OCTOBER = '/api/financial-report?from=2026-10-01&to=2026-10-31';
const SEPTEMBER = '/api/financial-report?from=2026-09-01&to=2026-09-30';
const NO_CACHE = { 'Cache-Control': 'no-cache' };
const LIST_PAYMENTS = `function=${UPSTREAM_CALLS.listPayments.function}`;

interface ProxiedRequest {
  url: string;
  body: string;
}

/** Holds the first request `matches` picks until `release()`; `arrived` says it came. */
function holdFirst(matches: (request: ProxiedRequest) => boolean) {
  let release = () => {};
  const released = new Promise<void>((resolve) => (release = resolve));
  let arrive = () => {};
  const arrived = new Promise<void>((resolve) => (arrive = resolve));
  let taken = false;
  return {
    arrived,
    release,
    take(request: ProxiedRequest): Promise<void> | undefined {
      if (taken || !matches(request)) return undefined;
      taken = true;
      arrive();
      return released;
    },
  };
}

/** The payments read of a batch of orders that holds this order. */
const paymentsOf =
  (orderId: number) =>
  ({ url, body }: ProxiedRequest): boolean =>
    url.includes(LIST_PAYMENTS) && new RegExp(`\\b${orderId}\\b`).test(body);

describe.skipIf(postgresMissing('The shared PostgreSQL read-model race test'))(
  'two services writing one PostgreSQL read model at once',
  () => {
    let server: PostgresServer;
    let db: pg.Client;
    let demo: DemoPlatform;
    let raw: RawPlatform;
    let proxy: UpstreamProxy;
    let hold: ReturnType<typeof holdFirst> | null = null;
    let direct: TestService;
    let proxied: TestService;
    let oracle: TestService;
    const tokens = new Map<TestService, string>();

    beforeAll(async () => {
      server = await startPostgresServer();
      const databaseUrl = await server.createDatabase();
      db = new pg.Client({ connectionString: databaseUrl });
      await db.connect();
      direct = await startTestService({ readModel: { enabled: true, databaseUrl } });
      if (!direct.service.demoPlatform) throw new Error('no demo platform');
      demo = direct.service.demoPlatform;
      raw = await loginToDemoPlatform(direct);
      proxy = await startUpstreamProxy(demo, { before: (request) => hold?.take(request) });
      const onPlatform = { backofficeUrlTemplate: demo.backofficeUrlTemplate };
      proxied = await startTestService({
        ...onPlatform,
        upstream: proxy.baseUrlTemplate,
        readModel: { enabled: true, databaseUrl },
      });
      oracle = await startTestService({
        ...onPlatform,
        upstream: demo.baseUrlTemplate,
        readModel: { enabled: false },
      });
      for (const [service, user] of [
        [direct, 'manager'],
        [proxied, 'secondManager'],
        [oracle, 'manager'],
      ] as const) {
        tokens.set(service, await service.login(user));
      }
      // Both hold October: the first reads it from the platform, the second finds it there.
      ok(await read(direct, OCTOBER), 'the first October report');
      ok(await read(proxied, OCTOBER), 'the second October report');
    });

    afterAll(async () => {
      await proxied.close();
      await oracle.close();
      await proxy.close();
      await direct.close();
      await db.end();
      await server.stop();
    });

    const read = (service: TestService, path: string, headers: Record<string, string> = {}) =>
      service.get(path, tokens.get(service), headers);

    const ok = (answer: TestResponse, what: string): unknown => {
      expect(answer.status, `${what}: ${answer.text.slice(0, 300)}`).toBe(200);
      expect(answer.headers.get(DATA_STALE_HEADER), what).toBeNull();
      return answer.json;
    };

    /** A complete order purchased on `day` (Amsterdam), as the platform serves it. */
    async function completeOrderOn(day: string): Promise<number> {
      const start = Date.parse(`${day}T00:00:00+02:00`);
      const orders = await raw.drain('listOrders', {
        filters: [
          where('date_purchased', '>=', formatUpstreamTimestamp(start)),
          where('date_purchased', '<', formatUpstreamTimestamp(start + 86_400_000)),
        ],
      });
      const order = orders.find((row) => row.status === 'complete');
      if (!order) throw new Error(`no complete order on ${day}`);
      return order.id;
    }

    const heldUpdate = async (orderId: number) => {
      const { rows } = await db.query<{ row: string }>('select row from rm_orders where id = $1', [
        orderId,
      ]);
      expect(rows).toHaveLength(1);
      return (JSON.parse(rows[0]?.row ?? '{}') as { date_updated?: string }).date_updated;
    };

    /** Both services, catching up first, answer `path` as the platform does. */
    async function bothAnswerThePlatform(path: string) {
      const expected = ok(await oracle.get(path, tokens.get(oracle)), `${path} from the platform`);
      for (const service of [direct, proxied]) {
        const what = `${path} from the ${service === direct ? 'first' : 'second'} service`;
        expect(ok(await read(service, path, NO_CACHE), what), what).toEqual(expected);
      }
    }

    it('a catch-up that read an order before the other service stored a later change does not put the earlier one back', async () => {
      const orderId = await completeOrderOn('2026-10-14');
      demo.editOrder({
        account: 'demo',
        orderId,
        edit: { kind: 'line_price', line: 0, discount: '0.9' },
      });
      hold = holdFirst(paymentsOf(orderId));
      const held = read(proxied, OCTOBER, NO_CACHE);
      await hold.arrived;
      // The second service has read the order as discounted; now it is cancelled, and the
      // first service stores that before the second stores what it read.
      const later = demo.editOrder({
        account: 'demo',
        orderId,
        edit: { kind: 'status', status: 'cancelled' },
      });
      ok(await read(direct, OCTOBER, NO_CACHE), 'the first service catching up');
      hold.release();
      ok(await held, 'the held catch-up');

      expect(await heldUpdate(orderId)).toBe(later.order.date_updated);
      await bothAnswerThePlatform(OCTOBER);
    });

    it('a month read while the other service catches up keeps the changes that catch-up passed over', async () => {
      const orderId = await completeOrderOn('2026-09-16');
      hold = holdFirst(paymentsOf(orderId));
      // The second service reads September, which nobody holds yet: its orders, then their
      // payments, where it is held.
      const held = read(proxied, SEPTEMBER);
      await hold.arrived;
      const edited = demo.editOrder({
        account: 'demo',
        orderId,
        edit: { kind: 'line_price', line: 0, discount: '0.7' },
      });
      // The first service's catch-up reads the change, but September is not held yet.
      ok(await read(direct, OCTOBER, NO_CACHE), 'the first service catching up');
      hold.release();
      ok(await held, 'the held September read');

      await bothAnswerThePlatform(SEPTEMBER);
      expect(await heldUpdate(orderId)).toBe(edited.order.date_updated);
    });
  },
);
