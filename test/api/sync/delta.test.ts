/**
 * GET /api/orders/delta and GET /api/products/delta over real HTTP. The expected rows are read
 * independently from the demo platform with plain HTTP and ordered here (on the full
 * `date_updated`, microseconds included, then id, as the platform orders them), so the test
 * does not trust the feed's own ordering or boundary handling.
 */
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  ordersDeltaResponseSchema,
  productsDeltaResponseSchema,
  type OrdersDeltaResponse,
  type ProductsDeltaResponse,
} from '../../../shared/api/sync.js';
import { ordersResponseSchema } from '../../../shared/api/orders.js';
import { parseExactTimestamp, parseTimestamp } from '../../../shared/dates.js';
import { expectedStock, isCatalogRow } from '../catalog/raw-upstream.js';
import {
  loginToDemoPlatform,
  STRICT_PUBLIC,
  startTestService,
  type TestService,
} from '../harness.js';
import type { RawRows } from '../raw-platform.js';
import { expectError } from '../expect-error.js';
import { NO_CACHE } from '../read-model/platform-calls.js';
import { testClock } from '../test-clock.js';

type OrderRow = RawRows['listOrders'];
type ShopProductRow = RawRows['searchProducts'];

const SMALL_DEMO = { productsPerAccount: 150, ordersPerDay: 8, historyDays: 30 };
const SINCE = '2026-11-10T00:00:00+01:00';

let dataDir: string;
let service: TestService;
let token: string;
let upstreamOrders: OrderRow[];
let upstreamProducts: ShopProductRow[];

/** Microseconds since the epoch of a platform stamp: the platform orders on the full value. */
const microsOf = (text: string) => {
  const exact = parseExactTimestamp(text);
  return exact ? exact.instant * 1000 + exact.micros : 0;
};
const byUpdateThenId = <Row extends { id: number; date_updated: string }>(a: Row, b: Row) =>
  microsOf(a.date_updated) - microsOf(b.date_updated) || a.id - b.id;

/** The service's clock, moved on where a test needs its read model a few seconds ahead. */
const serviceClock = testClock();
/** The time the demo platform stamps order edits with: stopped, edits fall in one millisecond. */
const editClock = testClock();

async function drainFeed<T extends OrdersDeltaResponse | ProductsDeltaResponse>(
  path: string,
  parse: (value: unknown) => T,
  first: string,
  bearer = token,
): Promise<{ pages: T[]; rows: T['data'][number][] }> {
  const pages: T[] = [];
  let query = first;
  for (let guard = 0; guard < 500; guard += 1) {
    const answer = await service.get(`${path}?${query}`, bearer);
    expect(answer.status, answer.text).toBe(200);
    const page = parse(answer.json);
    pages.push(page);
    if (!page.has_more) break;
    query = `cursor=${encodeURIComponent(page.next_cursor)}&limit=${page.limit}`;
  }
  return { pages, rows: pages.flatMap((page): T['data'][number][] => page.data) };
}

beforeAll(async () => {
  dataDir = await mkdtemp(join(tmpdir(), 'backoffice-sync-'));
  service = await startTestService({
    dataDir,
    demo: { ...SMALL_DEMO, clock: () => editClock.now() },
    clock: serviceClock,
  });
  token = await service.login();
  const raw = await loginToDemoPlatform(service);
  const since = [{ name: 'date_updated__>=', val: '2026-11-10 00:00:00+01:00' }];
  upstreamOrders = STRICT_PUBLIC
    ? []
    : (await raw.drain('listOrders', { filters: since })).sort(byUpdateThenId);
  upstreamProducts = (await raw.drain('searchProducts', { filters: since }))
    .filter(isCatalogRow)
    .sort(byUpdateThenId);
});

afterAll(async () => {
  await service.close();
  await rm(dataDir, { recursive: true, force: true });
});

// The order list is assumed: the strict-public run expects its 501 in test/api/capabilities.
describe.skipIf(STRICT_PUBLIC)('GET /api/orders/delta', () => {
  it('follows the cursor through every changed order once, by update time then id', async () => {
    expect(upstreamOrders.length).toBeGreaterThan(25);
    const { pages, rows } = await drainFeed(
      '/api/orders/delta',
      (value) => ordersDeltaResponseSchema.parse(value),
      `since=${encodeURIComponent(SINCE)}&limit=7`,
    );
    // Reading one row ahead, the last full page already knows nothing follows.
    expect(pages.length).toBe(Math.ceil(upstreamOrders.length / 7));
    expect(pages.at(-1)?.has_more).toBe(false);
    expect(rows.map((row) => row.id)).toEqual(upstreamOrders.map((row) => row.id));
    for (const page of pages.slice(0, -1)) expect(page.data.length).toBe(7);
    const first = upstreamOrders[0];
    const row = rows[0];
    expect(row?.order_number).toBe(first?.number);
    expect(row?.value_wt).toBe(Number(first?.value_wt));
    // Answers carry whole seconds; the platform's microseconds are cut.
    expect(parseTimestamp(row?.date_updated ?? '')).toBe(
      Math.floor((parseTimestamp(first?.date_updated ?? '') ?? 0) / 1000) * 1000,
    );
    expect(row?.date_updated).toMatch(/T\d{2}:\d{2}:\d{2}\+0[12]:00$/);
    expect(row?.backoffice_url).toContain(String(first?.id));
  });

  it('answers an empty page with a cursor to poll from when nothing changed', async () => {
    const { pages } = await drainFeed(
      '/api/orders/delta',
      (value) => ordersDeltaResponseSchema.parse(value),
      `since=${encodeURIComponent(SINCE)}&limit=100`,
    );
    const last = pages.at(-1);
    expect(last?.has_more).toBe(false);
    const again = ordersDeltaResponseSchema.parse(
      (
        await service.get(
          `/api/orders/delta?cursor=${encodeURIComponent(last?.next_cursor ?? '')}`,
          token,
        )
      ).json,
    );
    expect(again.data).toEqual([]);
    expect(again.has_more).toBe(false);
  });

  it('accepts since as unix seconds and as a date, meaning the same moment', async () => {
    const seconds = Math.floor((parseTimestamp(SINCE) ?? 0) / 1000);
    const ids = async (since: string) =>
      ordersDeltaResponseSchema
        .parse((await service.get(`/api/orders/delta?since=${since}&limit=5`, token)).json)
        .data.map((row) => row.id);
    const expected = upstreamOrders.slice(0, 5).map((row) => row.id);
    expect(await ids(String(seconds))).toEqual(expected);
    expect(await ids('2026-11-10')).toEqual(expected);
    expect(await ids(encodeURIComponent('2026-11-09T23:00:00Z'))).toEqual(expected);
  });

  it('gives a location-locked user only the orders of their location', async () => {
    const staff = await service.login('staff');
    const me = (await service.get('/api/me', staff)).json as { locked_location_id: number };
    const { rows } = await drainFeed(
      '/api/orders/delta',
      (value) => ordersDeltaResponseSchema.parse(value),
      `since=${encodeURIComponent(SINCE)}&limit=100`,
      staff,
    );
    const expected = upstreamOrders.filter((row) => row.location_id === me.locked_location_id);
    expect(expected.length).toBeGreaterThan(0);
    expect(expected.length).toBeLessThan(upstreamOrders.length);
    expect(rows.map((row) => row.id)).toEqual(expected.map((row) => row.id));
  });

  it('cuts a limit above 100 to 100 and echoes it', async () => {
    const page = ordersDeltaResponseSchema.parse(
      (await service.get(`/api/orders/delta?since=2026-01-01&limit=99999`, token)).json,
    );
    expect(page.limit).toBe(100);
    expect(page.data.length).toBe(100);
    expect(page.has_more).toBe(true);
  });

  it('refuses bad queries with 400 naming the parameter', async () => {
    const bad: [string, string][] = [
      ['', "'since'"],
      ['limit=5', "'since'"],
      [`since=2026-11-10&cursor=abc`, "'cursor'"],
      ['since=yesterday', "'since'"],
      ['since=2026-02-30', "'since'"],
      ['since=2026-11-10T10:00:00', "'since'"],
      ['since=-5', "'since'"],
      ['since=2026-11-10&since=2026-11-11', "'since'"],
      ['since=2026-11-10&limit=0', "'limit'"],
      ['since=2026-11-10&limit=-1', "'limit'"],
      ['since=2026-11-10&limit=abc', "'limit'"],
      ['since=2026-11-10&from=2026-11-10', "'from'"],
      ['cursor=', "'cursor'"],
      [`cursor=${'x'.repeat(2000)}`, "'cursor'"],
    ];
    for (const [query, text] of bad) {
      expectError(await service.get(`/api/orders/delta?${query}`, token), 400, text);
    }
  });

  it('refuses tampered, foreign-account and other-feed cursors', async () => {
    const page = ordersDeltaResponseSchema.parse(
      (await service.get('/api/orders/delta?since=2026-11-15&limit=3', token)).json,
    );
    const [body = '', tag = ''] = page.next_cursor.split('.');
    const payload = JSON.parse(Buffer.from(body, 'base64url').toString('utf8')) as Record<
      string,
      unknown
    >;
    expect(payload.account).toBe('demo');
    const forged = Buffer.from(JSON.stringify({ ...payload, updated: 0 })).toString('base64url');
    const flipped = tag.startsWith('A') ? `B${tag.slice(1)}` : `A${tag.slice(1)}`;
    for (const cursor of [
      `${forged}.${tag}`,
      `${body}.${flipped}`,
      body,
      `${page.next_cursor}.x`,
      'bm90IGEgY3Vyc29y',
    ]) {
      expectError(
        await service.get(`/api/orders/delta?cursor=${encodeURIComponent(cursor)}`, token),
        400,
        "'cursor'",
      );
    }
    const other = await service.login('otherAccount');
    expectError(
      await service.get(`/api/orders/delta?cursor=${encodeURIComponent(page.next_cursor)}`, other),
      400,
      'demo2',
    );
    expectError(
      await service.get(
        `/api/products/delta?cursor=${encodeURIComponent(page.next_cursor)}`,
        token,
      ),
      400,
      'products cursor',
    );
  });

  it('needs a token', async () => {
    expectError(await service.get('/api/orders/delta?since=2026-11-10'), 401);
  });

  it('answers 502 with the upstream reason on an upstream failure', async () => {
    const demo = service.service.demoPlatform;
    demo?.setFaults({ failRate: 1 });
    try {
      const answer = await service.get('/api/orders/delta?since=2026-11-10', token);
      expectError(answer, 502, 'upstream platform');
    } finally {
      demo?.clearFaults();
    }
  });

  it('hands out two orders edited within one millisecond, the later with the lower id, and the model holds both', async () => {
    const demo = service.service.demoPlatform;
    if (!demo) throw new Error('no demo platform');
    // Two orders bought on one day, so the model's one month holds both.
    const dayOf = (row: OrderRow) => row.date_purchased.slice(0, 10);
    const day = upstreamOrders.map(dayOf).find((each, index, days) => days.indexOf(each) < index);
    const [low, high] = upstreamOrders
      .filter((row) => dayOf(row) === day)
      .map((row) => row.id)
      .sort((a, b) => a - b);
    if (day === undefined || low === undefined || high === undefined) throw new Error('no pair');
    const statuses = async () => {
      const read = await service.get(`/api/orders?from=${day}&to=${day}`, token, NO_CACHE);
      expect(read.status, read.text.slice(0, 300)).toBe(200);
      return new Map(ordersResponseSchema.parse(read.json).data.map((row) => [row.id, row.status]));
    };
    const held = await statuses();
    const edit = (orderId: number) => {
      const status = held.get(orderId) === 'on_hold' ? 'processing' : 'on_hold';
      const { order } = demo.editOrder({
        account: 'demo',
        orderId,
        edit: { kind: 'status', status },
      });
      return { status, updated: order.date_updated };
    };
    const resume = editClock.stop();
    // The model never keeps its cursor within a second of its clock (CURSOR_MARGIN_MS): with
    // the clock a few seconds ahead, the cursor stays just after the last row it read.
    serviceClock.advance(5_000);
    try {
      const first = edit(high);
      await statuses(); // the model catches up to just after the higher id
      const second = edit(low);
      // One millisecond, the lower id a microsecond later: a step that ended on the higher id
      // is before it.
      expect(second.updated.slice(0, 23)).toBe(first.updated.slice(0, 23));
      expect(microsOf(second.updated)).toBe(microsOf(first.updated) + 1);

      const ids: number[] = [];
      let query = `since=${Math.floor(microsOf(first.updated) / 1_000_000)}&limit=1`;
      for (let page = 0; page < 10 && !ids.includes(low); page++) {
        const answer = service.get(`/api/orders/delta?${query}`, token);
        const step = ordersDeltaResponseSchema.parse((await answer).json);
        ids.push(...step.data.map((row) => row.id));
        if (!step.has_more) break;
        query = `cursor=${encodeURIComponent(step.next_cursor)}&limit=1`;
      }
      expect(ids.filter((id) => id === low || id === high)).toEqual([high, low]);

      const now = await statuses();
      expect([now.get(high), now.get(low)]).toEqual([first.status, second.status]);
    } finally {
      resume();
      demo.clearOrderEdits('demo');
    }
  });
});

describe('GET /api/products/delta', () => {
  it('follows the cursor through every changed product once', async () => {
    expect(upstreamProducts.length).toBeGreaterThan(3);
    const { rows } = await drainFeed(
      '/api/products/delta',
      (value) => productsDeltaResponseSchema.parse(value),
      `since=${encodeURIComponent(SINCE)}&limit=3`,
    );
    expect(rows.map((row) => row.shop_product_id)).toEqual(upstreamProducts.map((row) => row.id));
    const first = upstreamProducts[0];
    expect(rows[0]?.id).toBe(first?.product_id);
    expect(rows[0]?.sku).toBe(first?.flat_product.product.sku);
    expect(rows[0]?.stock).toBe(first ? expectedStock(first) : undefined);
  });

  it('cuts a limit above 1000 to 1000', async () => {
    const page = productsDeltaResponseSchema.parse(
      (await service.get('/api/products/delta?since=0&limit=5000', token)).json,
    );
    expect(page.limit).toBe(1000);
    // Demo products 5, 25, …, 145 are configurable parents, which the catalog leaves out.
    expect(page.data.length).toBe(SMALL_DEMO.productsPerAccount - 8);
    expect(page.has_more).toBe(false);
  });

  it('keeps cursors valid across a restart with the same data folder', async () => {
    const page = productsDeltaResponseSchema.parse(
      (await service.get(`/api/products/delta?since=${encodeURIComponent(SINCE)}&limit=2`, token))
        .json,
    );
    await service.close();
    service = await startTestService({ dataDir, demo: SMALL_DEMO });
    token = await service.login();
    const next = productsDeltaResponseSchema.parse(
      (
        await service.get(
          `/api/products/delta?cursor=${encodeURIComponent(page.next_cursor)}&limit=2`,
          token,
        )
      ).json,
    );
    expect(next.data.map((row) => row.shop_product_id)).toEqual(
      upstreamProducts.slice(2, 4).map((row) => row.id),
    );
  });
});
