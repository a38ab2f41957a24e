/**
 * What the read model's tests count: the demo platform's protocol calls a request caused
 * (its call counter, reset before), and the two shapes a read can have. A cold read drains
 * the platform's pages; a warm one is answered from the model and asks the platform at most
 * one catch-up step per subject (a delta read from its first row), never a page further, the
 * payments of what that step found changed (one batch) and no day closings of a final month.
 */
import { expect } from 'vitest';
import type { DemoPlatform } from '../../../electron/demo-platform/server.js';
import type { CallCountSnapshot } from '../../../electron/demo-platform/call-count.js';
import { callLabel } from '../../../electron/upstream/calls.js';

export const LIST_ORDERS = callLabel('listOrders');
export const SEARCH_PRODUCTS = callLabel('searchProducts');
export const LIST_PAYMENTS = callLabel('listPayments');
export const LIST_DAY_CLOSINGS = callLabel('listDayClosings');

export const NO_CACHE = { 'Cache-Control': 'no-cache' } as const;

/** The calls `run` caused, counted once the platform has answered every one of them. */
export async function callsOf(
  platform: DemoPlatform,
  run: () => Promise<unknown>,
): Promise<CallCountSnapshot> {
  await fetch(`${platform.url}__admin/calls`, { method: 'DELETE' });
  await run();
  for (let waited = 0; platform.calls().in_flight > 0 && waited < 5000; waited += 20) {
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  return platform.calls();
}

export const countOf = (snapshot: CallCountSnapshot, call: string): number =>
  snapshot.calls[call] ?? 0;

/** Answered from the model: no page of orders or products read, at most a catch-up step each. */
export function expectWarm(snapshot: CallCountSnapshot, withReport = false): void {
  for (const call of [LIST_ORDERS, SEARCH_PRODUCTS, LIST_PAYMENTS]) {
    // A report also looks up the orders sold before its range and changed since its first day
    // (decision 0077): one list read from its first row, and the payments of what it finds,
    // which a service that has not asked it since its start reads from the platform.
    if (!(withReport && call === LIST_PAYMENTS)) {
      expect(countOf(snapshot, call), call).toBeLessThanOrEqual(
        withReport && call === LIST_ORDERS ? 2 : 1,
      );
    }
    expect(snapshot.deepest_start[call] ?? 0, call).toBe(0);
  }
  expect(countOf(snapshot, LIST_DAY_CLOSINGS), LIST_DAY_CLOSINGS).toBe(0);
}
