/**
 * Warm before asked (docs/decisions/0072-warm-up.md) and no cold start (0073): a service that
 * has just started answers from the platform while its embedded database starts; after a login
 * it reads the user's data ahead, pauses while the platform cannot be reached and goes on by
 * itself, and a report over the months it holds asks the platform for no page; restarted on
 * the same data folder, it reads none of those months again.
 *
 * The database's start is held back by the one seam the service has for it, the function that
 * creates a new database folder (here: waiting for the test, then leaving the creation to the
 * engine's thread as the service does without one), so "still starting" is a state the test
 * holds rather than a race it hopes to win.
 */
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PGlite } from '@electric-sql/pglite';
import { addDays, firstDayOf, todayLocal } from '../../../shared/dates.js';
import { PGLITE_START_PARAMS } from '../../../electron/service/data/read-model/pglite/pglite-settings.js';
import { periodsOf } from '../../../electron/service/domain/sales-figures/day-sums.js';
import { daysComparedAhead } from '../../../electron/service/domain/today/dashboard.js';
import { warmUpStateSchema, type WarmUpState } from '../../../shared/api/warm-up.js';
import type { DemoPlatform } from '../../../electron/demo-platform/server.js';
import { startTestService, type TestService } from '../harness.js';
import {
  callsOf,
  countOf,
  LIST_DAY_CLOSINGS,
  LIST_ORDERS,
  LIST_PAYMENTS,
} from './platform-calls.js';

const WARM_UP = {
  enabled: true,
  // The demo platform answers in a millisecond: a test-sized budget, and short retries.
  callsAtOnce: 4,
  callsPerSecond: 10_000,
  retryFirstMs: 20,
  retryMaxMs: 100,
};
/** Orders on some of the months only: every month is still read (and found empty). */
const DEMO = { productsPerAccount: 400, ordersPerDay: 3, historyDays: 75 };
const DEADLINE_MS = 20_000;

async function warmUpOf(api: TestService, token: string): Promise<WarmUpState> {
  const answer = await api.get('/api/warm-up', token);
  expect(answer.status, answer.text).toBe(200);
  return warmUpStateSchema.parse(answer.json);
}

/** Asks again every 25 ms until `done` holds, for at most DEADLINE_MS. */
async function until(
  read: () => Promise<WarmUpState>,
  done: (state: WarmUpState) => boolean,
  what: string,
): Promise<WarmUpState> {
  const deadline = performance.now() + DEADLINE_MS;
  let last: WarmUpState | null = null;
  while (performance.now() < deadline) {
    last = await read();
    if (done(last)) return last;
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
  throw new Error(`${what}: not within ${DEADLINE_MS} ms; last ${JSON.stringify(last)}`);
}

async function readModelState(api: TestService): Promise<string> {
  const health = (await api.get('/healthz', undefined)).json as { read_model: { state: string } };
  return health.read_model.state;
}

/** The periods the folder's database keeps sums of, by kind. */
async function keptSums(dataDir: string): Promise<Map<string, Set<string>>> {
  const db = await PGlite.create(join(dataDir, 'read-model'), { startParams: PGLITE_START_PARAMS });
  try {
    const { rows } = await db.query<{ kind: string; period: string }>(
      'select kind, period from rm_day_sums',
    );
    const kept = new Map<string, Set<string>>();
    for (const { kind, period } of rows) kept.set(kind, (kept.get(kind) ?? new Set()).add(period));
    return kept;
  } finally {
    await db.close();
  }
}

const platformOf = (api: TestService): DemoPlatform => {
  const platform = api.service.demoPlatform;
  if (!platform) throw new Error('the test service runs without its demo platform');
  return platform;
};

describe('reading ahead after a login, on a data folder', () => {
  let dataDir: string;
  let openDatabase!: () => void;
  const databaseMayStart = new Promise<void>((resolve) => (openDatabase = resolve));
  const start = (holdDatabase: boolean) =>
    startTestService({
      dataDir,
      demo: DEMO,
      warmUp: WARM_UP,
      readModel: {
        enabled: true,
        // Held back until the test lets it go; the engine's thread then creates the folder.
        createFolder: holdDatabase ? () => databaseMayStart : undefined,
        readsWaitForStart: false,
      },
    });
  let first: TestService | null = null;

  beforeAll(async () => {
    dataDir = await mkdtemp(join(tmpdir(), 'backoffice-warm-up-'));
  });
  afterAll(async () => {
    openDatabase();
    await first?.close();
    await rm(dataDir, { recursive: true, force: true });
  });

  it('answers while the database starts, pauses for an unreachable platform, then holds 13 months', async () => {
    first = await start(true);
    const api = first;
    const token = await api.login('manager');

    // No cold start: the price list is answered from the platform while the database starts.
    const priceList = await api.get('/api/price-list', token);
    expect(priceList.status, priceList.text).toBe(200);
    expect((priceList.json as { data: unknown[] }).data.length).toBeGreaterThan(0);
    expect(await readModelState(api)).toBe('starting');
    const waiting = await warmUpOf(api, token);
    expect(waiting.state).toBe('reading');
    expect(waiting.months_ready).toBe(0);

    // The platform goes away before the warm-up's first call: it pauses, and says why.
    platformOf(api).setFaults({ http500Rate: 1 });
    openDatabase();
    await until(
      () => warmUpOf(api, token),
      (state) => state.state === 'paused' && state.paused_for === 'platform_unreachable',
      'paused for the platform',
    );
    platformOf(api).clearFaults();
    const done = await until(
      () => warmUpOf(api, token),
      (state) => state.state === 'done',
      'done',
    );
    expect(done).toMatchObject({
      catalog_ready: true,
      reference_ready: true,
      months_ready: 13,
      months_total: 13,
      paused_for: null,
    });
    const months = done.months.map((entry) => entry.month);
    expect(months[0]).toBe(todayLocal().slice(0, 7));
    expect([...months].sort().reverse()).toEqual(months);

    // A report over the held months, asked as the run is done, reads nothing: the run's last
    // step caught the orders up (within the sync interval of 10 s).
    const report = `/api/financial-report?from=${months.at(-1)}-01&to=${todayLocal()}`;
    const calls = await callsOf(platformOf(api), async () => {
      const answer = await api.get(report, token);
      expect(answer.status, answer.text).toBe(200);
    });
    for (const call of [LIST_ORDERS, LIST_PAYMENTS, LIST_DAY_CLOSINGS]) {
      expect(countOf(calls, call), call).toBe(0);
    }
    await api.close();
    first = null;

    // This month summed ahead both up to today and up to yesterday (a range's first days are
    // one run: periodsOf), for every kind of sum: either asks adds up kept sums only; and the
    // dashboard's days.
    const today = todayLocal();
    const thisMonth = { from: firstDayOf(today.slice(0, 7)), to: today };
    const upToYesterday = { ...thisMonth, to: addDays(today, -1) };
    const periods = [thisMonth, upToYesterday]
      .filter((range) => range.to >= range.from)
      .flatMap((range) => periodsOf(range).map((period) => period.name));
    const kept = await keptSums(dataDir);
    expect(kept.size).toBeGreaterThanOrEqual(6);
    for (const [kind, named] of kept) {
      // The dashboard's moments are kept day by day, for the days it compares with this week
      // and the single days of this month's two ranges (today): never added up into a month,
      // nor kept for every day summed.
      if (kind.startsWith('moments|')) {
        const single = periods.filter((name) => name.length === 10);
        expect([...named].sort()).toEqual(
          [...new Set([...daysComparedAhead(today), ...single])].sort(),
        );
        continue;
      }
      expect(
        periods.filter((name) => !named.has(name)),
        kind.split('|')[0],
      ).toEqual([]);
    }
  });

  it('goes on where it stopped after a restart on the same folder', async () => {
    const api = await start(false);
    try {
      const token = await api.login('manager');
      // What the first service held is counted as ready before anything is read.
      const calls = await callsOf(platformOf(api), async () => {
        const done = await until(
          () => warmUpOf(api, token),
          (state) => state.state === 'done',
          'done after the restart',
        );
        expect(done.months_ready).toBe(13);
      });
      // No month is read again: no page of orders past a catch-up step's first (one the
      // service's sync may take at any moment, however long the restart took) and no day
      // closings of a held month.
      expect(countOf(calls, LIST_ORDERS)).toBeLessThanOrEqual(1);
      expect(calls.deepest_start[LIST_ORDERS] ?? 0).toBe(0);
      expect(countOf(calls, LIST_DAY_CLOSINGS)).toBe(0);
    } finally {
      await api.close();
    }
  });
});

describe('with --warm-up off', () => {
  let api: TestService;
  beforeAll(async () => {
    api = await startTestService({ demo: DEMO, warmUp: { enabled: false } });
  });
  afterAll(() => api.close());

  it('reads nothing ahead and says so', async () => {
    const token = await api.login('manager');
    expect((await warmUpOf(api, token)).state).toBe('off');
  });
});
