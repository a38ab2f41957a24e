/**
 * GET /api/ledger-mapping while the warm-up after a login is still reading the last 13
 * months: it answers from what the warm-up has made ready, names the months still coming
 * (`months_still_reading`) and leaves them to the warm-up, rather than reading them beside it
 * and keeping the screen waiting for all of them (at a chain's volume longer than the
 * service's answer deadline). Once the warm-up is done, nothing is still coming.
 *
 * The warm-up is paced (a few calls at a time, 20 a second) so that its months take some
 * seconds: the mapping is asked once the newest month is ready, and what the warm-up said
 * just before and just after the answer brackets what the answer may name.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ledgerMappingSchema } from '../../../shared/api/ledger-mapping.js';
import { warmUpStateSchema, type WarmUpState } from '../../../shared/api/warm-up.js';
import type { DemoPlatform } from '../../../electron/demo-platform/server.js';
import { LIST_ORDERS } from '../read-model/platform-calls.js';
import { startTestService, type TestService } from '../harness.js';

let api: TestService;
let platform: DemoPlatform;
let token: string;

beforeAll(async () => {
  api = await startTestService({
    demo: { productsPerAccount: 60, ordersPerDay: 1, historyDays: 420 },
    warmUp: { enabled: true, callsAtOnce: 2, callsPerSecond: 20 },
    // The warm-up reads into the model, which is on here whatever the project's mode.
    readModel: { enabled: true },
  });
  const demo = api.service.demoPlatform;
  if (!demo) throw new Error('the test service runs without its demo platform');
  platform = demo;
  token = await api.login();
});

afterAll(async () => {
  await api.close();
});

const warmUp = async (): Promise<WarmUpState> =>
  warmUpStateSchema.parse((await api.get('/api/warm-up', token)).json);

/** Polls the warm-up (small steps; the test's own deadline bounds it) until `done` holds. */
async function warmUpUntil(done: (state: WarmUpState) => boolean): Promise<WarmUpState> {
  for (;;) {
    const state = await warmUp();
    if (done(state)) return state;
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

const notReady = (state: WarmUpState): string[] =>
  state.months.filter((month) => !month.ready).map(({ month }) => month);

const PURCHASED_FROM = 'date_purchased >= ';

/** The months whose orders the platform was asked for by purchase from their first row. */
const monthsReadFromPlatform = (): Set<string> =>
  new Set(
    Object.keys(platform.calls().first_pages[LIST_ORDERS] ?? {})
      .filter((range) => range.startsWith(PURCHASED_FROM))
      .map((range) => range.slice(PURCHASED_FROM.length, PURCHASED_FROM.length + 7)),
  );

describe('the ledger mapping while the warm-up reads', () => {
  it('answers from the months made ready and names those still coming', async () => {
    const before = await warmUpUntil(
      (state) => state.state === 'reading' && state.months_ready >= 1,
    );
    const answer = await api.get('/api/ledger-mapping', token);
    const after = await warmUp();
    expect(answer.status, answer.text).toBe(200);
    const mapping = ledgerMappingSchema.parse(answer.json);

    expect(after.state, 'the warm-up still had months to read').not.toBe('done');
    const stillReading = mapping.months_still_reading;
    expect(stillReading.length).toBeGreaterThan(0);
    // Named newest first, each one the warm-up had not made ready when the mapping was asked,
    // and every one it had still not made ready once the answer came.
    expect(stillReading).toEqual([...stillReading].sort().reverse());
    for (const month of stillReading) expect(notReady(before)).toContain(month);
    for (const month of notReady(after)) expect(stillReading).toContain(month);
    // Not read beside the warm-up: some month still coming was not asked of the platform.
    const read = monthsReadFromPlatform();
    expect(stillReading.some((month) => !read.has(month))).toBe(true);
  });

  it('names none once the warm-up is done', async () => {
    await warmUpUntil((state) => state.state === 'done');
    const answer = await api.get('/api/ledger-mapping', token);
    expect(answer.status, answer.text).toBe(200);
    expect(ledgerMappingSchema.parse(answer.json).months_still_reading).toEqual([]);
  });
});
