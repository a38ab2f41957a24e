import { describe, expect, it } from 'vitest';
import type { DemoPlatform } from '../../../electron/demo-platform/index.js';
import type { UpstreamCallName } from '../../../electron/upstream/calls.js';
import { login, ok, startSmallPlatform } from './demo-client.js';

/** A short history keeps the full-history calls below quick. */
const SIZING = { productsPerAccount: 60, ordersPerDay: 6, historyDays: 45 };

const SNAPSHOT_CALLS: [UpstreamCallName, unknown[]][] = [
  ['searchProducts', ['', 0, 0, 1000, null, null]],
  ['listProductPrices', [0, 1000, null, null]],
  [
    'listOrders',
    [0, 100, null, [{ name: 'date_purchased__>=', val: '2026-10-20 00:00:00+02:00' }]],
  ],
  ['listOrders', [0, 100, null, [{ name: 'date_purchased__<', val: '2026-10-12 00:00:00+02:00' }]]],
  ['listPayments', [0, 1000, null, [{ name: 'date_paid__>=', val: '2026-11-01 00:00:00+01:00' }]]],
  ['listDayClosings', [0, 1000, null, null]],
  ['listLocations', [0, 100, null, null]],
];

async function snapshot(platform: DemoPlatform, account = 'demo'): Promise<string> {
  const auth = await login(platform, `manager@${account}.test`, account);
  const answers = [];
  for (const [name, params] of SNAPSHOT_CALLS) answers.push(await ok(platform, name, auth, params));
  return JSON.stringify(answers);
}

async function snapshotOf(seed: number): Promise<{ demo: string; demo2: string }> {
  const platform = await startSmallPlatform({ seed, sizing: SIZING });
  try {
    return { demo: await snapshot(platform), demo2: await snapshot(platform, 'demo2') };
  } finally {
    await platform.close();
  }
}

describe('seeded demo data', () => {
  it('is identical for the same seed, and differs for another seed or account', async () => {
    const first = await snapshotOf(7);
    const second = await snapshotOf(7);
    const other = await snapshotOf(8);
    expect(second.demo).toBe(first.demo);
    expect(second.demo2).toBe(first.demo2);
    expect(other.demo).not.toBe(first.demo);
    expect(first.demo2).not.toBe(first.demo);
  });

  it('answers the same whatever order days are first generated in', async () => {
    const platform = await startSmallPlatform({ seed: 7, sizing: SIZING });
    try {
      const auth = await login(platform);
      // Touch a late day first, then compare against a fresh platform that reads in order.
      await ok(platform, 'listOrders', auth, [
        0,
        5,
        null,
        [{ name: 'date_purchased__>=', val: '2026-11-19 00:00:00+01:00' }],
      ]);
      const fresh = await snapshotOf(7);
      expect(await snapshot(platform)).toBe(fresh.demo);
    } finally {
      await platform.close();
    }
  });
});
