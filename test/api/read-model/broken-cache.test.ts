/**
 * The read model is a cache (issue 57, item 4): a model that fails to open, or whose engine
 * fails while answering, is said in
 * /healthz (`degraded`, with the reason), the warm-up says `failed`, every read is answered from
 * the platform meanwhile and none waits for the model (the ledger mapping's GET waited 20 s on
 * it); after a while the model is made again by itself, and the warm-up starts again.
 *
 * - In the data folder: the embedded database's files damaged as two services on one folder
 *   left them (an emptied `global/pg_control`: PGlite's `Aborted()`); the folder is moved aside
 *   (`read-model.broken-…`) and a new one made.
 * - With `--database-url`: a model whose tables cannot be made (`rm_orders` a view); it is the
 *   operator's database, so nothing is moved: once the view is gone, the model opens.
 *
 * "After a while" is on the service's clock (a test clock held still), so the failed state is
 * one the test holds rather than a window it hopes to see; moving the clock on lets it retry.
 * Failing while answering is the store opener's own: an embedded database that opened, whose
 * table's file is gone when a statement first needs it (PostgreSQL's 58P01).
 */
import { mkdtemp, readdir, rm, truncate } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { afterAll, describe, expect, it } from 'vitest';
import { warmUpStateSchema } from '../../../shared/api/warm-up.js';
import { healthSchema } from '../../../shared/api/meta.js';
import { STORE_RETRY } from '../../../electron/service/data/read-model/store-failure.js';
import { StoreOpener } from '../../../electron/service/data/read-model/store-opener.js';
import { startTestService, type TestService } from '../harness.js';
import { postgresMissing, startPostgresServer, type PostgresServer } from '../postgres-server.js';
import { testClock, type TestClock } from '../test-clock.js';

const DEMO = { productsPerAccount: 40, ordersPerDay: 2, historyDays: 60 };
const WARM_UP = {
  enabled: true,
  callsAtOnce: 4,
  callsPerSecond: 10_000,
  months: 1,
  retryFirstMs: 20,
  retryMaxMs: 100,
};
const REPORT = '/api/financial-report?from=2026-11-01&to=2026-11-20';
const DEADLINE_MS = 20_000;

/** Asks again every 25 ms until `done` holds, for at most DEADLINE_MS. */
async function until<T>(read: () => Promise<T>, done: (value: T) => boolean, what: string) {
  const deadline = performance.now() + DEADLINE_MS;
  let last: T | null = null;
  while (performance.now() < deadline) {
    last = await read();
    if (done(last)) return last;
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
  throw new Error(`${what}: not within ${DEADLINE_MS} ms; last ${JSON.stringify(last)}`);
}

const health = async (api: TestService) => healthSchema.parse((await api.get('/healthz')).json);
const warmUp = async (api: TestService, token: string) =>
  warmUpStateSchema.parse((await api.get('/api/warm-up', token)).json);

let server: PostgresServer | null = null;
const folders: string[] = [];
afterAll(async () => {
  await server?.stop();
  await Promise.all(folders.map((folder) => rm(folder, { recursive: true, force: true })));
});

interface Breaking {
  name: string;
  /** Breaks the model and answers the service's options for it, and how to mend it. */
  broken: () => Promise<{
    options: Parameters<typeof startTestService>[0];
    mend: () => Promise<void>;
  }>;
}

const cases: Breaking[] = [
  {
    name: 'in the data folder',
    broken: async () => {
      const dataDir = await mkdtemp(join(tmpdir(), 'broken-cache-'));
      folders.push(dataDir);
      // A model made in the folder, then damaged as two services on it left it.
      const made = new StoreOpener(
        { engine: 'pglite', folder: join(dataDir, 'read-model') },
        {
          clock: testClock(),
          log: { error: () => undefined, warn: () => undefined },
        },
      );
      await made.get();
      await made.close();
      await truncate(join(dataDir, 'read-model', 'global', 'pg_control'), 0);
      return {
        options: { dataDir, readModel: { enabled: true, readsWaitForStart: false } },
        // Nothing to mend: the service moves the damaged files aside itself.
        mend: async () => {
          const entries = await readdir(dataDir);
          expect(entries.filter((entry) => entry.startsWith('read-model.broken-'))).toHaveLength(1);
        },
      };
    },
  },
  ...(postgresMissing('The broken read model with --database-url')
    ? []
    : [
        {
          name: 'with --database-url',
          broken: async () => {
            server ??= await startPostgresServer();
            const databaseUrl = await server.createDatabase();
            const db = new pg.Client({ connectionString: databaseUrl });
            await db.connect();
            await db.query('create view rm_orders as select 1 as id');
            return {
              options: { readModel: { enabled: true, databaseUrl } },
              mend: async () => {
                await db.query('drop view rm_orders');
                await db.end();
              },
            };
          },
        },
      ]),
];

describe.each(cases)('a read model that fails to open, $name', ({ broken }) => {
  let api: TestService | null = null;
  afterAll(async () => {
    await api?.close();
  });

  it('is said in /healthz, fails the warm-up, is not waited for, and is made again', async () => {
    const { options, mend } = await broken();
    const clock: TestClock = testClock();
    const stopped = clock.stop();
    api = await startTestService({ ...options, clock, demo: DEMO, warmUp: WARM_UP });
    const service = api;
    const token = await service.login('manager');

    const failed = await until(
      () => health(service),
      (body) => body.read_model?.state === 'failed',
      'the model failed',
    );
    expect(failed.status).toBe('degraded');
    expect(failed.problems.map((problem) => problem.code)).toEqual(['read_model_failed']);
    expect(failed.problems[0]?.message).toContain('the read model failed (');
    expect(failed.read_model?.failure).toEqual(expect.any(String));
    await until(
      () => warmUp(service, token),
      (state) => state.state === 'failed',
      'the warm-up says failed',
    );

    // Reads ask the platform meanwhile; the ledger mapping no longer waits 20 s for the model.
    const began = performance.now();
    const mapping = await service.get('/api/ledger-mapping', token);
    expect(mapping.status, mapping.text).toBe(200);
    expect(performance.now() - began).toBeLessThan(10_000);
    const fromPlatform = await service.get(REPORT, token);
    expect(fromPlatform.status, fromPlatform.text).toBe(200);

    // Mended (or moved aside), and its time come: made again, and the warm-up starts again.
    await mend();
    stopped();
    clock.advance(STORE_RETRY.firstMs);
    await until(
      () => health(service),
      (body) => body.status === 'ok' && body.read_model?.state === 'ready',
      'the model made again',
    );
    await until(
      () => warmUp(service, token),
      (state) => state.state === 'done' && state.months_ready === WARM_UP.months,
      'the warm-up started again and ended',
    );
    const fromModel = await service.get(REPORT, token);
    expect(fromModel.status, fromModel.text).toBe(200);
    expect(fromModel.json).toEqual(fromPlatform.json);
  }, 60_000);
});

describe('an embedded read model that fails while answering', () => {
  it('answers 503 read_model_unavailable, is moved aside, and is made again', async () => {
    const parent = await mkdtemp(join(tmpdir(), 'broken-cache-'));
    folders.push(parent);
    const folder = join(parent, 'read-model');
    const clock = testClock();
    clock.stop();
    const deps = { clock, log: { error: () => undefined, warn: () => undefined } };
    const first = new StoreOpener({ engine: 'pglite', folder }, deps);
    const [table] = await (
      await first.get()
    ).query<{ path: string }>("select pg_relation_filepath('rm_orders') as path");
    await first.close();
    await rm(join(folder, table?.path ?? 'none'));

    const opener = new StoreOpener({ engine: 'pglite', folder }, deps);
    try {
      const store = await opener.get();
      expect(opener.state).toBe('ready');
      const failed = await store
        .query('select count(*) from rm_orders')
        .catch((error: unknown) => error);
      expect(failed).toMatchObject({ status: 503, detail: { code: 'read_model_unavailable' } });
      expect(opener.state).toBe('failed');
      expect(opener.failureReason).toMatch(/could not open file/);
      expect(
        (await readdir(parent)).filter((entry) => entry.startsWith('read-model.broken-')),
      ).toHaveLength(1);
      // Not tried again before its time; then made anew, empty.
      await expect(opener.get()).rejects.toMatchObject({ status: 503 });
      clock.advance(STORE_RETRY.firstMs);
      const made = await opener.get();
      expect(await made.query('select count(*)::int as n from rm_orders')).toEqual([{ n: 0 }]);
    } finally {
      await opener.close();
    }
  }, 60_000);
});
