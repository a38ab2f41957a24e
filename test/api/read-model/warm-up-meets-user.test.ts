/**
 * A user's read that meets the warm-up on the same data is answered, whatever the warm-up is
 * doing at that moment (issue 43; docs/decisions/0072-warm-up.md, "A user's read never waits
 * on the warm-up"). As users have it: the platform answers each call after 30 ms, the warm-up
 * runs with its default budget, the embedded database has started before the login (the page
 * is loaded first), and the first screens' reads come right after the login.
 *
 * The moments are points in the warm-up's own run, counted in platform calls since the login
 * (the catalog's pages, the reference lists, the months), not in time: on a busy machine the
 * same moments are met. Each moment has a fresh service, since the first meeting is the one
 * that used to hang (a first catalog read that a user took over waited for its own store).
 */
import { afterEach, describe, expect, it } from 'vitest';
import { priceListResponseSchema } from '../../../shared/api/catalog.js';
import type { DemoPlatform } from '../../../electron/demo-platform/server.js';
import { DEMO_END_DATE, startTestService, type TestService } from '../harness.js';

const PRODUCTS = 3_000;
/** Platform calls since the login at which the screens ask (0: at once). */
const MOMENTS = [0, 1, 3, 8, 20];
/** What a user may wait for one answer here, with the whole suite running beside it. */
const ANSWER_WITHIN_MS = 10_000;
/** The report of the month before the demo data's last one and that month so far. */
const REPORT = `/api/financial-report?from=2026-10-01&to=${DEMO_END_DATE}`;

const platformOf = (api: TestService): DemoPlatform => {
  const platform = api.service.demoPlatform;
  if (!platform) throw new Error('the test service runs without its demo platform');
  return platform;
};

/** Waits (in small steps) until `done` holds; the test's own deadline bounds it. */
async function until(done: () => boolean | Promise<boolean>): Promise<void> {
  while (!(await done())) await new Promise((resolve) => setTimeout(resolve, 2));
}

async function databaseReady(api: TestService): Promise<boolean> {
  const health = (await api.get('/healthz')).json as { read_model: { state: string } };
  return health.read_model.state === 'ready';
}

/** GET with a deadline: a read that never answers fails the test, naming the read. */
async function answered(api: TestService, path: string, token: string) {
  const answer = await fetch(api.url + path, {
    headers: { Authorization: `Bearer ${token}` },
    signal: AbortSignal.timeout(ANSWER_WITHIN_MS),
  }).catch((error: unknown) => {
    throw new Error(`${path}: no answer within ${ANSWER_WITHIN_MS} ms (${String(error)})`);
  });
  const text = await answer.text();
  expect(answer.status, `${path}: ${text.slice(0, 300)}`).toBe(200);
  return JSON.parse(text) as unknown;
}

describe('the warm-up never keeps a user waiting for the same data', () => {
  let api: TestService | undefined;
  afterEach(async () => {
    await api?.close();
    api = undefined;
  });

  it.each(MOMENTS)(
    'the first screens are answered when asked %i platform calls after the login',
    async (moment) => {
      api = await startTestService({
        demo: { productsPerAccount: PRODUCTS, ordersPerDay: 4, historyDays: 45 },
        // As users have it: the database starts when the service is idle, and the warm-up
        // reads with its default budget.
        readModel: { readsWaitForStart: false },
        warmUp: { enabled: true },
      });
      const service = api;
      const platform = platformOf(service);
      platform.setFaults({ latencyMs: 30 });
      await until(() => databaseReady(service));
      const token = await service.login();
      const loginCalls = platform.calls().total;
      await until(() => platform.calls().total - loginCalls >= moment);

      const [list] = await Promise.all([
        answered(service, '/api/price-list?country_iso2=NL', token),
        answered(service, REPORT, token),
        answered(service, '/api/shops', token),
        answered(service, '/api/tax-rates?country_iso2=NL', token),
      ]);
      const first = priceListResponseSchema.parse(list);
      expect(first.count).toBe(first.total);
      expect(first.total).toBeGreaterThan(0);
      // Another client asking the same list meanwhile is answered too, with the same rows.
      const other = await service.login('secondManager');
      const again = priceListResponseSchema.parse(
        await answered(service, '/api/price-list?country_iso2=NL', other),
      );
      expect(again.data).toEqual(first.data);
    },
  );
});
