/**
 * The read model's partitions (docs/decisions/0033-partitions-by-rights.md): data read with one
 * user's session is shown only to users the platform gives the same rights, the same account, roles
 * and locked location. Here the manager of account demo fills the model first, October only; the
 * staff user locked to a location (whom the account's part answers only once it holds the months
 * up to now: locked-user-reads-account.test.ts), and the other account, then read the platform
 * themselves (counted with the
 * demo platform's call counter) and see only their own; the account's second manager, with the
 * first one's rights, is answered the held data. Where the platform does not say a user's rights
 * (the strict-public platform has no session-info call), every user has a partition of their own.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { priceListResponseSchema } from '../../../shared/api/catalog.js';
import { financialReportSchema } from '../../../shared/api/financial-report.js';
import { meSchema } from '../../../shared/api/auth.js';
import { ordersResponseSchema } from '../../../shared/api/orders.js';
import type { DemoPlatform } from '../../../electron/demo-platform/server.js';
import { UPSTREAM_LIST_LIMIT } from '../../../electron/upstream/calls.js';
import {
  READ_MODEL_ON,
  STRICT_PUBLIC,
  startTestService,
  type DEMO_USERS,
  type TestService,
} from '../harness.js';
import {
  LIST_DAY_CLOSINGS,
  LIST_ORDERS,
  SEARCH_PRODUCTS,
  callsOf,
  countOf,
  expectWarm,
} from './platform-calls.js';

// October 2026 ended more than two days ago: its day closings are final, read once.
const MONTH = 'from=2026-10-01&to=2026-10-31';
const REPORT = `/api/financial-report?${MONTH}`;
const PRICE_LIST = '/api/price-list';
// Two pages of the platform's largest (1,000), so a whole read is told from a delta step.
const PRODUCTS = 1_200;

let api: TestService;
let platform: DemoPlatform;
const tokens = new Map<keyof typeof DEMO_USERS, string>();
/** The manager's answers, which filled the model. */
const managerText = new Map<string, string>();

const tokenOf = (user: keyof typeof DEMO_USERS): string => {
  const token = tokens.get(user);
  if (!token) throw new Error(`${user} is not logged in`);
  return token;
};

async function read(path: string, user: keyof typeof DEMO_USERS) {
  const answer = await api.get(path, tokenOf(user));
  expect(answer.status, answer.text).toBe(200);
  return answer;
}

/** The platform calls of `user` reading `path`, and the answer. */
async function countedRead(path: string, user: keyof typeof DEMO_USERS) {
  let text = '';
  const calls = await callsOf(platform, async () => {
    text = (await read(path, user)).text;
  });
  return { calls, text };
}

/** The catalog was read whole from the platform: at least its pages of 1,000. */
function expectWholeCatalogRead(calls: ReturnType<typeof platform.calls>, text: string) {
  const { total } = priceListResponseSchema.parse(JSON.parse(text));
  expect(total).toBeGreaterThan(UPSTREAM_LIST_LIMIT);
  expect(countOf(calls, SEARCH_PRODUCTS)).toBeGreaterThanOrEqual(
    Math.ceil(total / UPSTREAM_LIST_LIMIT),
  );
}

/** The month's orders and day closings were read from the platform. */
function expectMonthRead(calls: ReturnType<typeof platform.calls>) {
  expect(countOf(calls, LIST_DAY_CLOSINGS)).toBeGreaterThanOrEqual(1);
  // Where the delta starts (one row), then the month's own pages.
  expect(countOf(calls, LIST_ORDERS)).toBeGreaterThanOrEqual(2);
}

// Without the model every read asks the platform with the caller's own session: nothing to share.
describe.skipIf(!READ_MODEL_ON)('the read model shares data only between equal rights', () => {
  beforeAll(async () => {
    api = await startTestService({
      demo: { productsPerAccount: PRODUCTS, historyDays: 60 },
      // No catch-up because time passed: the calls counted are those of the rights.
      readModel: { syncIntervalMs: 60_000 },
    });
    if (!api.service.demoPlatform) throw new Error('no demo platform');
    platform = api.service.demoPlatform;
    for (const user of ['manager', 'staff', 'secondManager', 'otherAccount'] as const) {
      tokens.set(user, await api.login(user));
    }
    const paths = STRICT_PUBLIC ? [PRICE_LIST] : [REPORT, PRICE_LIST];
    for (const path of paths) managerText.set(path, (await read(path, 'manager')).text);
  }, 60_000);

  afterAll(() => api.close());

  // The report needs calls the strict-public platform does not offer (501).
  it.skipIf(STRICT_PUBLIC)(
    'the locked staff user reads the month from the platform and sees only its location',
    async () => {
      const { calls, text } = await countedRead(REPORT, 'staff');
      expectMonthRead(calls);
      const me = meSchema.parse((await read('/api/me', 'staff')).json);
      const location = me.locked_location_id;
      if (location === null) throw new Error('the staff user should be locked');
      const managerOfLocation = await read(`${REPORT}&location_id=${location}`, 'manager');
      expect(financialReportSchema.parse(JSON.parse(text))).toEqual(
        financialReportSchema.parse(managerOfLocation.json),
      );
      const orders = ordersResponseSchema.parse(
        (await read(`/api/orders?${MONTH}&limit=100`, 'staff')).json,
      );
      expect(orders.total).toBeGreaterThan(0);
      for (const order of orders.data) expect(order.location_id).toBe(location);
    },
  );

  it('the locked staff user reads the catalog from the platform itself', async () => {
    const { calls, text } = await countedRead(PRICE_LIST, 'staff');
    expectWholeCatalogRead(calls, text);
  });

  it.skipIf(STRICT_PUBLIC)(
    "the account's second manager, with the same rights, is answered the held month",
    async () => {
      const { calls, text } = await countedRead(REPORT, 'secondManager');
      expectWarm(calls);
      expect(text).toBe(managerText.get(REPORT));
    },
  );

  it(
    STRICT_PUBLIC
      ? "the account's second manager reads the catalog itself: the platform does not say its rights"
      : "the account's second manager, with the same rights, is answered the held catalog",
    async () => {
      const { calls, text } = await countedRead(PRICE_LIST, 'secondManager');
      if (STRICT_PUBLIC) expectWholeCatalogRead(calls, text);
      else expectWarm(calls);
      expect(text).toBe(managerText.get(PRICE_LIST));
    },
  );

  it('the other account reads its own catalog and month, and shares no row', async () => {
    const catalog = await countedRead(PRICE_LIST, 'otherAccount');
    expectWholeCatalogRead(catalog.calls, catalog.text);
    const ownIds = new Set(
      priceListResponseSchema
        .parse(JSON.parse(managerText.get(PRICE_LIST) ?? '{}'))
        .data.map((row) => row.product_id),
    );
    const otherIds = priceListResponseSchema
      .parse(JSON.parse(catalog.text))
      .data.map((row) => row.product_id);
    expect(otherIds.length).toBeGreaterThan(0);
    expect(otherIds.filter((id) => ownIds.has(id))).toEqual([]);
    if (STRICT_PUBLIC) return;
    const month = await countedRead(REPORT, 'otherAccount');
    expectMonthRead(month.calls);
  });
});
