/**
 * Two services on one demo platform, read side by side, for random-edits.test.ts: the first
 * starts the demo platform and answers from its read model (forced on, whatever the vitest
 * project, with a short sync interval); the second reads the same platform with the model
 * off, so each of its answers is computed straight from the platform. For a period, every
 * read the model serves (the financial report, the discounted orders, the order list as JSON
 * pages and as CSV, the report's drill-down) must answer exactly what the platform-read
 * service answers.
 */
import { expect } from 'vitest';
import type { DemoPlatform } from '../../../electron/demo-platform/index.js';
import { ordersResponseSchema } from '../../../shared/api/orders.js';
import { addDays, firstOfNextMonth, type LocalDate } from '../../../shared/dates.js';
import {
  DEMO_USERS,
  loginToDemoPlatform,
  startTestService,
  type RawPlatform,
  type TestResponse,
  type TestService,
} from '../harness.js';
import { firstOfMonth } from './edit-steps.js';
import { testClock, type TestClock } from '../test-clock.js';

/** How old the model's data may be before a plain read catches up first. */
export const SYNC_INTERVAL_MS = 300;
export const HISTORY_DAYS = 420;
/**
 * Orders a day on the demo platform: a month then has some 120–130 orders, more than one page
 * of the order list (ORDERS_PAGE), and a week some 30. Every read of a period is made twice
 * (the model and the platform-read service) and the platform-read one reads the whole period
 * each time, so the run's cost grows with this; the harness's 12 made each run cost three times
 * as much for the same cases (random-edits.test.ts checks that a source month is still more
 * than a page).
 */
export const ORDERS_PER_DAY = 4;

export interface ServicePair {
  demo: DemoPlatform;
  /** The account both services read, as the demo's manager. */
  account: string;
  /** The demo platform read with plain HTTP (the order ids to edit come from here). */
  raw: RawPlatform;
  /** The model service's clock: the sync interval passes when the test moves it on. */
  clock: TestClock;
  read(path: string, how: ModelRead): Promise<{ model: TestResponse; platform: TestResponse }>;
  /** The model service's answer alone. */
  readModel(path: string, how: ModelRead): Promise<TestResponse>;
  /** Does the same on both services, each with its manager's token: a setting each keeps. */
  onBoth(act: (service: TestService, token: string) => Promise<unknown>): Promise<void>;
  close(): Promise<void>;
}

/** `no-cache`: the model's request sends `Cache-Control: no-cache`; `plain`: it sends none. */
export type ModelRead = 'no-cache' | 'plain';

export async function startServicePair(): Promise<ServicePair> {
  const clock = testClock();
  const model = await startTestService({
    clock,
    readModel: { enabled: true, syncIntervalMs: SYNC_INTERVAL_MS },
    demo: { historyDays: HISTORY_DAYS, ordersPerDay: ORDERS_PER_DAY },
  });
  const demo = model.service.demoPlatform;
  if (!demo) throw new Error('the model service runs without its demo platform');
  const platform = await startTestService({
    upstream: demo.baseUrlTemplate,
    // The order list links each order to its page: the same demo's pages on both sides.
    backofficeUrlTemplate: demo.backofficeUrlTemplate,
    readModel: { enabled: false },
  });
  const [modelToken, platformToken, raw] = await Promise.all([
    model.login('manager'),
    platform.login('manager'),
    loginToDemoPlatform(model, 'manager'),
  ]);
  const readModel = (path: string, how: ModelRead) =>
    model.get(path, modelToken, how === 'no-cache' ? { 'Cache-Control': 'no-cache' } : {});
  return {
    demo,
    account: DEMO_USERS.manager.account,
    raw,
    clock,
    async read(path, how) {
      const [fromModel, fromPlatform] = await Promise.all([
        readModel(path, how),
        platform.get(path, platformToken),
      ]);
      return { model: fromModel, platform: fromPlatform };
    },
    readModel,
    async onBoth(act) {
      await Promise.all([act(model, modelToken), act(platform, platformToken)]);
    },
    async close() {
      await platform.close();
      await model.close();
    },
  };
}

/** A day range of local days, both inclusive. */
export interface Period {
  from: LocalDate;
  to: LocalDate;
}

const key = (period: Period) => `${period.from}..${period.to}`;

/** The day, its week (Monday to Sunday) and its month. */
export function periodsAround(day: LocalDate): Period[] {
  const weekday = (new Date(`${day}T00:00:00Z`).getUTCDay() + 6) % 7; // Monday 0
  const monday = addDays(day, -weekday);
  const first = firstOfMonth(day);
  return [
    { from: day, to: day },
    { from: monday, to: addDays(monday, 6) },
    { from: first, to: addDays(firstOfNextMonth(first), -1) },
  ];
}

/** Periods without repeats, in their first order. */
export const distinctPeriods = (periods: readonly Period[]): Period[] => [
  ...new Map(periods.map((period) => [key(period), period])).values(),
];

/** The calendar months (`YYYY-MM`) a period touches; a week touches at most two. */
export const monthsOfPeriod = (period: Period): string[] => [
  ...new Set([period.from.slice(0, 7), period.to.slice(0, 7)]),
];

/** Every drill-down figure that sums all of the period's orders of its kind. */
const TOTAL_FIGURES = [
  'turnover_total',
  'direct_paid_total',
  'not_paid_now_total',
  'payments_total',
];

/** Rows per page of GET /api/orders (its cap). */
export const ORDERS_PAGE = 100;

/**
 * Reads `path` from both services and expects equal answers: status 200, the same JSON (or CSV
 * text), the platform-read answer not marked with an as-of. `notBefore`: the model answered it,
 * so its answer is marked with an as-of (that time or later, unless null) that is not in the
 * future and not stale; `undefined`: a read the model may answer without it (a read of no
 * orders, a list it does not keep). Answers the platform-read response.
 */
export async function expectSameAnswer(
  pair: ServicePair,
  path: string,
  how: ModelRead,
  notBefore?: number | null,
): Promise<TestResponse> {
  const { model, platform } = await pair.read(path, how);
  expect(platform.status, `${path}: ${platform.text}`).toBe(200);
  expect(model.status, `${path} (model, ${how}): ${model.text}`).toBe(200);
  expect(model.json ?? model.text, `${path} (model, ${how})`).toEqual(
    platform.json ?? platform.text,
  );
  expect(platform.headers.get('x-data-as-of'), `${path}: pass-through`).toBeNull();
  if (notBefore === undefined) return platform;
  const asOf = model.headers.get('x-data-as-of');
  expect(asOf, `${path}: X-Data-As-Of`).not.toBeNull();
  const at = Date.parse(asOf ?? '');
  if (notBefore !== null) {
    expect(at, `${path}: X-Data-As-Of ${asOf}`).toBeGreaterThanOrEqual(notBefore);
  }
  expect(at, `${path}: X-Data-As-Of ${asOf}`).toBeLessThanOrEqual(pair.clock.now());
  expect(model.headers.get('x-data-stale'), `${path}: X-Data-Stale`).toBeNull();
  return platform;
}

/**
 * Reads the period from both services and expects equal answers (`expectSameAnswer`), each
 * from the model.
 */
export async function expectSameAnswers(
  pair: ServicePair,
  period: Period,
  how: ModelRead,
  notBefore: number | null,
): Promise<void> {
  const range = `from=${period.from}&to=${period.to}`;
  const same = (path: string) => expectSameAnswer(pair, path, how, notBefore);
  await same(`/api/financial-report?${range}`);
  await same(`/api/discount-orders?${range}&include_negative=true`);
  const first = await same(`/api/orders?${range}&limit=${ORDERS_PAGE}`);
  const { total } = ordersResponseSchema.parse(first.json);
  for (let start = ORDERS_PAGE; start < total; start += ORDERS_PAGE) {
    await same(`/api/orders?${range}&start=${start}&limit=${ORDERS_PAGE}`);
  }
  await same(`/api/orders?${range}&format=csv`);
  for (const figure of TOTAL_FIGURES) {
    await same(`/api/financial-report/orders?${range}&figure=${figure}`);
  }
}
