/** The upstream client against the real demo platform over loopback HTTP. */
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { startDemoPlatform, type DemoPlatform } from '../../../electron/demo-platform/server.js';
import { parseTimestamp } from '../../../shared/dates.js';
import { UpstreamClient, type UpstreamSession } from '../../../electron/upstream/client.js';
import {
  UpstreamAuthError,
  UpstreamLookupError,
  UpstreamRejectedError,
  UpstreamTransportError,
} from '../../../electron/upstream/errors.js';
import { where } from '../../../electron/upstream/filters.js';
import { WarmUpBudget } from '../../../electron/service/domain/warm-up/budget.js';

const PRODUCTS = 250;
const byId = [{ name: 'id', dir: 'asc' as const }];
const byPurchase = [
  { name: 'date_purchased', dir: 'asc' as const },
  { name: 'id', dir: 'asc' as const },
];

let platform: DemoPlatform;
let client: UpstreamClient;
let manager: UpstreamSession;

beforeAll(async () => {
  platform = await startDemoPlatform({
    port: 0,
    seed: 7,
    endDate: '2026-11-20',
    sizing: { productsPerAccount: PRODUCTS, ordersPerDay: 8, historyDays: 60 },
  });
  client = new UpstreamClient({ baseUrlTemplate: platform.baseUrlTemplate, timeoutMs: 2_000 });
  manager = await client.login('demo', 'manager@demo.test', 'demo');
});
afterAll(() => platform.close());
afterEach(() => platform.clearFaults());

/** A list read sequentially, page after page, to compare a parallel drain against. */
async function readSequentially<T>(
  read: (start: number) => Promise<{ data: T[]; total: number }>,
): Promise<T[]> {
  const rows: T[] = [];
  for (let total = Infinity; rows.length < total;) {
    const page = await read(rows.length);
    total = page.total;
    if (page.data.length === 0) break;
    rows.push(...page.data);
  }
  return rows;
}

describe('sessions', () => {
  it('logs in and keeps the answer whole as the session auth object', () => {
    expect(manager).toMatchObject({
      mode: 'hash',
      account: 'demo',
      subaccount: expect.any(String) as unknown,
      rights: 'subuser',
      user: 'manager',
    });
    expect(String(manager.hash).length).toBeGreaterThan(16);
    // Who logged in is kept beside the session, not read from its `user`.
    expect(client.loginEmailOf(manager)).toBe('manager@demo.test');
  });

  it('a session sent back with a field dropped or changed is refused', async () => {
    const { subaccount: _dropped, ...withoutSubaccount } = manager;
    await expect(client.sessionInfo(withoutSubaccount)).rejects.toBeInstanceOf(UpstreamAuthError);
    await expect(client.sessionInfo({ ...manager, rights: 'user' })).rejects.toBeInstanceOf(
      UpstreamAuthError,
    );
    await expect(client.sessionInfo(manager)).resolves.toMatchObject({ account: 'demo' });
  });

  it('a wrong password is UpstreamAuthError', async () => {
    await expect(client.login('demo', 'manager@demo.test', 'wrong')).rejects.toBeInstanceOf(
      UpstreamAuthError,
    );
  });

  it('sessionInfo tells the roles and the location lock', async () => {
    const info = await client.sessionInfo(manager);
    expect(info).toMatchObject({
      email: 'manager@demo.test',
      account: 'demo',
      locked_location_id: null,
    });
    expect(info.roles).toContain('manager');
    const staff = await client.login('demo', 'staff@demo.test', 'demo');
    const staffInfo = await client.sessionInfo(staff);
    expect(staffInfo.roles).toContain('staff');
    expect(staffInfo.locked_location_id).toEqual(expect.any(Number));
  });

  it('a session of one account does not open another', async () => {
    await expect(client.sessionInfo({ ...manager, account: 'demo2' })).rejects.toBeInstanceOf(
      UpstreamAuthError,
    );
  });

  it('expired sessions answer UpstreamAuthError; logging in again works', async () => {
    const session = await client.login('demo', 'manager@demo.test', 'demo');
    platform.setFaults({ account: 'demo', expireSessions: true });
    await expect(client.sessionInfo(session)).rejects.toBeInstanceOf(UpstreamAuthError);
    const fresh = await client.login('demo', 'manager@demo.test', 'demo');
    await expect(client.sessionInfo(fresh)).resolves.toMatchObject({ account: 'demo' });
    manager = fresh;
  });

  it('a session past its lifetime answers UpstreamAuthError', async () => {
    const shortLived = await startDemoPlatform({
      port: 0,
      endDate: '2026-11-20',
      sessionLifetimeSeconds: 0.2,
      sizing: { productsPerAccount: 5, ordersPerDay: 0, historyDays: 1 },
    });
    try {
      const shortClient = new UpstreamClient({ baseUrlTemplate: shortLived.baseUrlTemplate });
      const session = await shortClient.login('demo', 'manager@demo.test', 'demo');
      await expect(shortClient.sessionInfo(session)).resolves.toMatchObject({ account: 'demo' });
      // Refused once its lifetime has passed (asked again until then, for at most a second more).
      await vi.waitFor(
        () => expect(shortClient.sessionInfo(session)).rejects.toBeInstanceOf(UpstreamAuthError),
        { timeout: 1_200, interval: 20 },
      );
    } finally {
      await shortLived.close();
    }
  });
});

describe('draining lists', () => {
  it('drains every product once, in id order, matching a sequential read', async () => {
    const drained = await client.drain('searchProducts', manager, {
      leading: ['', 'nl'],
      order: byId,
      pageSize: 40,
      concurrency: 3,
    });
    expect(drained).toHaveLength(PRODUCTS);
    const ids = drained.map((row) => row.id);
    expect(new Set(ids).size).toBe(PRODUCTS);
    expect(ids).toStrictEqual([...ids].sort((a, b) => a - b));
    const sequential = await readSequentially((start) =>
      client.list('searchProducts', manager, {
        leading: ['', 'nl'],
        order: byId,
        start,
        limit: 40,
      }),
    );
    expect(drained).toStrictEqual(sequential);
  });

  it('drains orders at page size 100, ordered by purchase time then id', async () => {
    const filters = [
      where('date_purchased', '>=', '2026-10-01 00:00:00+02:00'),
      where('date_purchased', '<', '2026-11-01 00:00:00+01:00'),
    ];
    const first = await client.list('listOrders', manager, { filters, limit: 1 });
    expect(first.total).toBeGreaterThan(200);
    const orders = await client.drain('listOrders', manager, {
      filters,
      order: byPurchase,
    });
    expect(orders).toHaveLength(first.total);
    expect(new Set(orders.map((order) => order.id)).size).toBe(first.total);
    // Purchase instants (offsets differ across the October change) never go back; ids break ties.
    const keys = orders.map((order): [number, number] => [
      parseTimestamp(order.date_purchased) ?? NaN,
      order.id,
    ]);
    keys.forEach(([instant, id], index) => {
      const [previousInstant, previousId] = keys[index - 1] ?? [-Infinity, -Infinity];
      expect(Number.isFinite(instant)).toBe(true);
      expect(instant > previousInstant || (instant === previousInstant && id > previousId)).toBe(
        true,
      );
    });
    const sequential = await readSequentially((start) =>
      client.list('listOrders', manager, {
        filters,
        order: byPurchase,
        start,
        limit: 100,
      }),
    );
    expect(orders).toStrictEqual(sequential);
  });

  it('the platform itself refuses a listOrders limit above 100 (never a silent cut)', async () => {
    const error: unknown = await client
      .send('listOrders', manager, [0, 101, null, null])
      .catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(UpstreamRejectedError);
    expect((error as UpstreamRejectedError).upstreamClass).toBe('General');
  });
});

describe('single orders', () => {
  it('getOrder returns the order', async () => {
    const page = await client.list('listOrders', manager, { limit: 1, order: byId });
    const known = page.data[0];
    expect(known).toBeDefined();
    await expect(client.getOrder(manager, known?.id ?? 0)).resolves.toMatchObject({
      id: known?.id,
    });
  });

  it('an unknown id is UpstreamLookupError', async () => {
    const error: unknown = await client.getOrder(manager, 1).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(UpstreamLookupError);
    expect((error as UpstreamLookupError).upstreamClass).toBe('Lookup');
    expect((error as UpstreamLookupError).call).toBe('ShopModule::getOrder');
  });
});

describe('injected faults', () => {
  it('success:false is UpstreamRejectedError with the upstream text', async () => {
    platform.setFaults({ failRate: 1 });
    const error: unknown = await client.sessionInfo(manager).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(UpstreamRejectedError);
    expect((error as UpstreamRejectedError).message).toBe('Injected failure (demo platform fault)');
    expect((error as UpstreamRejectedError).ref).toMatch(/^demo-/);
  });

  it.each([
    [{ http500Rate: 1 }, 'upstream answered HTTP 500'],
    [{ nonJsonRate: 1 }, 'upstream answered with a body that is not JSON'],
  ])('%j is UpstreamTransportError', async (faults, message) => {
    platform.setFaults(faults);
    const error: unknown = await client.sessionInfo(manager).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(UpstreamTransportError);
    expect((error as Error).message).toBe(message);
  });

  it('no answer is a timeout', async () => {
    platform.setFaults({ hangRate: 1 });
    const impatient = new UpstreamClient({
      baseUrlTemplate: platform.baseUrlTemplate,
      timeoutMs: 300,
    });
    const error: unknown = await impatient.sessionInfo(manager).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(UpstreamTransportError);
    expect((error as Error).message).toBe('upstream did not answer within 0.3 s');
  });

  it('latency beyond the timeout is a timeout; within it, an answer', async () => {
    platform.setFaults({ latencyMs: 400 });
    const impatient = new UpstreamClient({
      baseUrlTemplate: platform.baseUrlTemplate,
      timeoutMs: 150,
    });
    await expect(impatient.sessionInfo(manager)).rejects.toThrow(
      'upstream did not answer within 0.15 s',
    );
    await expect(client.sessionInfo(manager)).resolves.toMatchObject({ account: 'demo' });
  });

  it('a fault on one account leaves the other alone', async () => {
    const other = await client.login('demo2', 'manager@demo2.test', 'demo');
    platform.setFaults({ account: 'demo2', http500Rate: 1 });
    await expect(client.sessionInfo(other)).rejects.toBeInstanceOf(UpstreamTransportError);
    await expect(client.sessionInfo(manager)).resolves.toMatchObject({ account: 'demo' });
  });

  it('a fault during a drain fails the whole drain', async () => {
    platform.setFaults({ failRate: 0.5 });
    await expect(
      client.drain('searchProducts', manager, {
        leading: ['', 'nl'],
        pageSize: 10,
        concurrency: 4,
      }),
    ).rejects.toBeInstanceOf(UpstreamRejectedError);
  });
});

describe('a platform that takes only so many calls at once', () => {
  it('refuses one more with 429, and the client asks it again until it is answered', async () => {
    const narrow = await startDemoPlatform({
      port: 0,
      seed: 7,
      endDate: '2026-11-20',
      maxCallsInFlight: 2,
      faults: { latencyMs: 40 },
      sizing: { productsPerAccount: 20, ordersPerDay: 1, historyDays: 2 },
    });
    try {
      const wide = new UpstreamClient({ baseUrlTemplate: narrow.baseUrlTemplate });
      const session = await wide.login('demo', 'manager@demo.test', 'demo');
      const before = narrow.calls().total;
      // Eight different pages: identical reads in flight would share one call.
      const pages = await Promise.all(
        Array.from({ length: 8 }, (_, start) =>
          wide.list('searchProducts', session, { leading: ['', 'nl'], start, limit: 1 }),
        ),
      );
      expect(pages.map((page) => page.data.length)).toEqual(Array(8).fill(1));
      // Each of the calls beyond two at once was refused at least once and asked again.
      expect(narrow.calls().total - before).toBeGreaterThan(8);
      // Work done ahead (the warm-up) sends fewer at once once it hears so.
      const budget = new WarmUpBudget({ callsAtOnce: 3, callsPerSecond: 10_000 });
      const ahead = wide.traffic.inBackground(budget, () =>
        Promise.all(
          Array.from({ length: 3 }, (_, start) =>
            wide.list('searchProducts', session, {
              leading: ['', 'nl'],
              start: 8 + start,
              limit: 1,
            }),
          ),
        ),
      );
      let fewest = budget.callsLetRun;
      let ended = false;
      void ahead.finally(() => (ended = true));
      while (!ended) {
        fewest = Math.min(fewest, budget.callsLetRun);
        await new Promise((resolve) => setImmediate(resolve));
      }
      expect((await ahead).map((page) => page.data.length)).toEqual([1, 1, 1]);
      expect(fewest).toBe(1);
    } finally {
      await narrow.close();
    }
  });
});

describe('what the client logs', () => {
  it('a refusal at warn, but not the refusal a reachability probe looks for', async () => {
    const lines: { level: 'debug' | 'warn'; msg: string | undefined }[] = [];
    const logged = new UpstreamClient({ baseUrlTemplate: platform.baseUrlTemplate });
    logged.logTo({
      debug: (_fields, msg) => lines.push({ level: 'debug', msg }),
      warn: (_fields, msg) => lines.push({ level: 'warn', msg }),
    });
    expect(await logged.reachable('demo')).toBe(true);
    expect(lines).toEqual([{ level: 'debug', msg: 'upstream refused the call' }]);
    await expect(logged.login('demo', 'manager@demo.test', 'wrong')).rejects.toThrow();
    expect(lines.at(-1)).toEqual({ level: 'warn', msg: 'upstream refused the call' });
  });
});
