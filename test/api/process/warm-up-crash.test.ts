/**
 * The warm-up killed with SIGKILL at three points and started again on the same data folder
 * (issue 69, item 2; the kills: test/tools/warm-up-kills.ts). In the end it finishes, no month
 * it had ready at a kill is read again after it (the demo counts the reads begun per month:
 * call-count.ts `first_pages`), none is read more often than once plus the kills it was cut
 * by, and the year's report is byte for byte the one an unbroken run on a folder of its own
 * answers.
 *
 * A small shop (4 orders a day for 100 days, 40 products; the months before it are read and
 * found empty), so each run takes seconds: what is counted is calls and months, never time.
 * The bench runs the same kills for a chain, and times them (test/bench/volume-resume.ts).
 */
import { randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { startDemoPlatform, type DemoPlatform } from '../../../electron/demo-platform/server.js';
import { warmUpStateSchema, type WarmUpState } from '../../../shared/api/warm-up.js';
import { DEMO_END_DATE, DEMO_USERS } from '../harness.js';
import { call, startHeadless, type HeadlessService } from '../headless.js';
import {
  monthReads as monthReadsOf,
  readsPerMonth,
  readsSince,
} from '../read-model/month-reads.js';
import { pollUntil } from '../read-model/poll.js';
import {
  KILLS,
  killThreeTimes,
  readAgain,
  type KillDriver,
  type WarmingService,
} from '../../tools/warm-up-kills.js';

const YEAR_REPORT = `/api/financial-report?from=2025-11-21&to=${DEMO_END_DATE}`;
/** A warm-up of a small shop on a busy machine: a bound that only catches a hang. */
const WARM_UP_LIMIT_MS = 60_000;
const env = { BACKOFFICE_VAULT_KEY: randomBytes(32).toString('base64') };

let demo: DemoPlatform;
const folders: string[] = [];
const running = new Set<HeadlessService>();

beforeAll(async () => {
  demo = await startDemoPlatform({
    port: 0,
    endDate: DEMO_END_DATE,
    sizing: { productsPerAccount: 40, ordersPerDay: 4, historyDays: 100 },
  });
});

afterAll(async () => {
  for (const service of running) await service.kill();
  await demo.close();
  for (const folder of folders) await rm(folder, { recursive: true, force: true });
});

const monthReads = () => monthReadsOf(demo.calls());

/** A service on `folder` with the warm-up on, logged into; its token. */
async function startOn(folder: string): Promise<{ service: HeadlessService; token: string }> {
  const service = await startHeadless(
    [
      ...['--upstream', demo.baseUrlTemplate, '--backoffice-url', demo.backofficeUrlTemplate],
      ...['--data-dir', folder, '--warm-up', 'on'],
      ...['--log-level', 'error'],
    ],
    env,
    { preferBuilt: true },
  );
  running.add(service);
  const login = await call(service.url, 'POST', '/api/auth/login', undefined, DEMO_USERS.manager);
  expect(login.status, login.text).toBe(200);
  return { service, token: (login.json as { token: string }).token };
}

async function warmUpOf(service: HeadlessService, token: string): Promise<WarmUpState> {
  const answer = await call(service.url, 'GET', '/api/warm-up', token);
  expect(answer.status, answer.text).toBe(200);
  return warmUpStateSchema.parse(answer.json);
}

const untilDone = (service: HeadlessService, token: string) =>
  pollUntil(
    () => warmUpOf(service, token),
    (state) => state.state === 'done',
    'the warm-up did not finish',
    WARM_UP_LIMIT_MS,
  );

async function yearReport(service: HeadlessService, token: string): Promise<string> {
  const answer = await call(service.url, 'GET', YEAR_REPORT, token);
  expect(answer.status, answer.text).toBe(200);
  return answer.text;
}

async function newFolder(): Promise<string> {
  const folder = await mkdtemp(join(tmpdir(), 'backoffice-warm-up-crash-'));
  folders.push(folder);
  return folder;
}

/** The demo in this process, the services in their own (killed for real). */
const driver: KillDriver<WarmingService & { service: HeadlessService; token: string }> = {
  start: async (folder) => {
    const { service, token } = await startOn(folder);
    return {
      service,
      token,
      warmUp: () => warmUpOf(service, token),
      kill: async () => {
        await service.kill();
        running.delete(service);
      },
    };
  },
  monthReads: () => Promise.resolve(monthReads()),
  hold: () => Promise.resolve(demo.setFaults({ hangRate: 1 })),
  release: () => Promise.resolve(demo.clearFaults()),
  until: (read, done, never) => pollUntil(read, done, never, WARM_UP_LIMIT_MS),
};

it('goes on after kill -9 at three points: no ready month read again, the figures unbroken', async () => {
  // The unbroken run, on a folder of its own: each month read once, and the year's figures.
  const before = monthReads();
  const unbroken = await startOn(await newFolder());
  const whole = await untilDone(unbroken.service, unbroken.token);
  expect(whole.months_ready).toBe(whole.months_total);
  const expected = await yearReport(unbroken.service, unbroken.token);
  await unbroken.service.stop();
  running.delete(unbroken.service);
  const once = readsSince(monthReads(), before);
  expect(once.size).toBe(2 * whole.months_total);
  for (const [range, count] of once) expect(count, range).toBe(1);

  const { cuts, resumed, done, reads, last } = await killThreeTimes(driver, await newFolder());
  expect(done.months_ready).toBe(done.months_total);
  // No month ready at a kill was read again after it.
  expect(readAgain(cuts, last)).toEqual([]);
  // Each month read at most once more than the kills that cut it: never twice for nothing.
  const perMonth = readsPerMonth(reads);
  expect(perMonth.size).toBe(2 * done.months_total);
  for (const [month, count] of perMonth) expect(count, month).toBeLessThanOrEqual(1 + KILLS.length);
  const total = [...reads.values()].reduce((sum, count) => sum + count, 0);
  // Two months are read at a time: a kill cuts at most two of each kind.
  expect(total).toBeLessThanOrEqual(2 * done.months_total + 2 * 2 * KILLS.length);

  expect(await yearReport(resumed.service, resumed.token)).toBe(expected);
}, 180_000);
