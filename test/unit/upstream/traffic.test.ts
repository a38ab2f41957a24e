/**
 * The warm-up's budget at the one place its calls pass (traffic.ts, warm-up/budget.ts): no
 * warm-up call starts while a user's call is in flight, at most `callsAtOnce` run at once, and
 * a user who asks for what the warm-up is reading stops it and reads for themselves, at once
 * where the load allows it (shared-loads.ts); a call of a read that gave way stops waiting at
 * once (issue 43).
 */
import { describe, expect, it } from 'vitest';
import {
  afterUsersRequests,
  PlatformTraffic,
  REQUEST_YIELD_MS,
} from '../../../electron/upstream/traffic.js';
import { CallSlots } from '../../../electron/upstream/call-slots.js';
import { YieldedToUser } from '../../../electron/upstream/work.js';
import { SharedLoads } from '../../../electron/service/data/read-model/shared-loads.js';
import { WarmUpBudget } from '../../../electron/service/domain/warm-up/budget.js';

/** A call the test answers when it chooses. */
function heldCall() {
  let answer!: () => void;
  let started = false;
  const call = () => {
    started = true;
    return new Promise<string>((resolve) => (answer = () => resolve('answered')));
  };
  return { call, answer: () => answer(), started: () => started };
}

/** Lets every settled promise's callbacks run. */
const settle = () => new Promise((resolve) => setImmediate(resolve));

describe('the warm-up budget', () => {
  it("starts no warm-up call while a user's call is in flight", async () => {
    const traffic = new PlatformTraffic();
    const budget = new WarmUpBudget({ callsAtOnce: 2, callsPerSecond: 10_000 });
    const user = heldCall();
    const userDone = traffic.send(user.call);
    const warm = heldCall();
    const warmDone = traffic.inBackground(budget, () => traffic.send(warm.call));
    await settle();
    expect(user.started()).toBe(true);
    expect(warm.started()).toBe(false);
    expect(budget.yieldingToUsers).toBe(true);
    user.answer();
    await userDone;
    await settle();
    expect(warm.started()).toBe(true);
    warm.answer();
    expect(await warmDone).toBe('answered');
    expect(traffic.calls.running).toBe(0);
  });

  it("holds back while a user's request is answered, but not forever", async () => {
    const traffic = new PlatformTraffic();
    const budget = new WarmUpBudget({ callsAtOnce: 2, callsPerSecond: 10_000 });
    const requestEnded = traffic.requests.started();
    const warm = heldCall();
    const started = performance.now();
    const warmDone = traffic.inBackground(budget, () => traffic.send(warm.call));
    await settle();
    expect(warm.started()).toBe(false);
    // The request may be waiting for what the warm-up reads: it goes on after a while.
    while (!warm.started()) await settle();
    expect(performance.now() - started).toBeGreaterThanOrEqual(REQUEST_YIELD_MS - 5);
    warm.answer();
    await warmDone;
    requestEnded();
  });

  it('runs at most callsAtOnce warm-up calls at once', async () => {
    const traffic = new PlatformTraffic();
    const budget = new WarmUpBudget({ callsAtOnce: 2, callsPerSecond: 10_000 });
    const [first, second, third] = [heldCall(), heldCall(), heldCall()];
    const calls = [first, second, third];
    const done = traffic.inBackground(budget, () =>
      Promise.all(calls.map((held) => traffic.send(held.call))),
    );
    // Each call waits a tenth of a millisecond for its turn (the rate cap): poll, no sleep.
    while (calls.filter((held) => held.started()).length < 2) await settle();
    await settle();
    expect(calls.map((held) => held.started())).toEqual([true, true, false]);
    first.answer();
    while (!third.started()) await settle();
    second.answer();
    third.answer();
    expect(await done).toEqual(['answered', 'answered', 'answered']);
  });
});

describe('a busy platform (HTTP 429)', () => {
  it('halves the warm-up calls let run at once, once a spell, and they grow back as calls are answered', async () => {
    const traffic = new PlatformTraffic();
    const budget = new WarmUpBudget({ callsAtOnce: 8, callsPerSecond: 10_000 });
    const calls = Array.from({ length: 8 }, () => heldCall());
    const done = traffic.inBackground(budget, () =>
      Promise.all(calls.map((held) => traffic.send(held.call))),
    );
    while (calls.filter((held) => held.started()).length < 8) await settle();
    // A user's call's 429 is no warm-up's: the budget is left as it is.
    traffic.platformBusy();
    expect(budget.callsLetRun).toBe(8);
    // Every call of a spell says so; the calls let run are halved once.
    await traffic.inBackground(budget, () => {
      for (let times = 0; times < 8; times++) traffic.platformBusy();
      return Promise.resolve();
    });
    expect(budget.callsLetRun).toBe(4);
    // The calls running end as they do; after four answers (as many as are let run), one
    // more is let run.
    for (const held of calls.slice(0, 4)) held.answer();
    await settle();
    expect(budget.callsLetRun).toBe(5);
    for (const held of calls.slice(4)) held.answer();
    await done;
  });

  it('starts no more calls than are let run, and the waiting ones as the slots widen', async () => {
    const slots = new CallSlots(4);
    slots.narrowTo(1);
    const calls = Array.from({ length: 3 }, () => heldCall());
    const done = Promise.all(calls.map((held) => slots.run(held.call)));
    await settle();
    expect(calls.map((held) => held.started())).toEqual([true, false, false]);
    slots.narrowTo(8);
    expect(slots.width).toBe(4);
    await settle();
    expect(calls.map((held) => held.started())).toEqual([true, true, true]);
    slots.narrowTo(0);
    expect(slots.width).toBe(1);
    for (const held of calls) held.answer();
    await done;
    const next = heldCall();
    const nextDone = slots.run(next.call);
    await settle();
    expect(next.started()).toBe(true);
    next.answer();
    await nextDone;
  });
});

describe('a warm-up call whose read gave way', () => {
  it("is not sent, and fails at once, while it waits for a user's call", async () => {
    const traffic = new PlatformTraffic();
    const budget = new WarmUpBudget({ callsAtOnce: 2, callsPerSecond: 10_000 });
    const user = heldCall();
    const userDone = traffic.send(user.call);
    const controller = new AbortController();
    const warm = heldCall();
    const warmDone = traffic.inBackground(budget, () => traffic.send(warm.call, controller.signal));
    await settle();
    expect(budget.yieldingToUsers).toBe(true);
    controller.abort(new YieldedToUser());
    // It ends while the user's call is still in flight: the user may be waiting for it.
    await expect(warmDone).rejects.toBeInstanceOf(YieldedToUser);
    expect(warm.started()).toBe(false);
    user.answer();
    await userDone;
  });

  it('leaves its turn for a slot, and the next call gets the slot', async () => {
    const traffic = new PlatformTraffic();
    const budget = new WarmUpBudget({ callsAtOnce: 1, callsPerSecond: 10_000 });
    const [first, queued, next] = [heldCall(), heldCall(), heldCall()];
    const controller = new AbortController();
    const done = traffic.inBackground(budget, () =>
      Promise.allSettled([
        traffic.send(first.call),
        traffic.send(queued.call, controller.signal),
        traffic.send(next.call),
      ]),
    );
    while (!first.started()) await settle();
    controller.abort(new YieldedToUser());
    first.answer();
    while (!next.started()) await settle();
    next.answer();
    const outcomes = await done;
    expect(outcomes.map((outcome) => outcome.status)).toEqual([
      'fulfilled',
      'rejected',
      'fulfilled',
    ]);
    expect(queued.started()).toBe(false);
  });
});

/** The warm-up's work on a load: a user who asks for the same data stops it (yieldToUser). */
function warmUpWork() {
  const controller = new AbortController();
  const warmWork = {
    signal: controller.signal,
    yieldToUser: () => controller.abort(new YieldedToUser()),
  };
  return { controller, warmWork };
}

describe('a shared load the warm-up began', () => {
  it('is stopped for a user who asks for the same data, who then reads for themselves', async () => {
    const loads = new SharedLoads();
    const { controller, warmWork } = warmUpWork();
    const warmLoad = loads.run(
      'partition:orders:2026-10',
      warmWork,
      () =>
        new Promise<void>((_, reject) => {
          controller.signal.addEventListener('abort', () =>
            reject(controller.signal.reason as Error),
          );
        }),
    );
    let userRead = false;
    await loads.run('partition:orders:2026-10', {}, () => {
      userRead = true;
      return Promise.resolve();
    });
    expect(userRead).toBe(true);
    await expect(warmLoad).rejects.toBeInstanceOf(YieldedToUser);
  });

  it("is taken over at once (runBeside): the user reads while the warm-up's store ends", async () => {
    const loads = new SharedLoads();
    const { controller, warmWork } = warmUpWork();
    // Stopped, the warm-up's load still ends only once the page it is storing is written.
    const pageStored = heldCall();
    const warmLoad = loads.runBeside('partition:products', warmWork, async () => {
      await pageStored.call();
      controller.signal.throwIfAborted();
    });
    const steps: string[] = [];
    const userLoad = loads.runBeside('partition:products', {}, async (before) => {
      steps.push('user reads');
      await before;
      steps.push('user stores');
    });
    await settle();
    expect(steps).toEqual(['user reads']);
    // Another user asking meanwhile waits for the user's load, the one running now.
    let readAgain = false;
    const otherUser = loads.runBeside('partition:products', {}, () => {
      readAgain = true;
      return Promise.resolve();
    });
    pageStored.answer();
    await expect(warmLoad).rejects.toBeInstanceOf(YieldedToUser);
    await Promise.all([userLoad, otherUser]);
    expect(steps).toEqual(['user reads', 'user stores']);
    expect(readAgain).toBe(false);
  });
});

describe('a shared load another user began', () => {
  it('is waited for until the waiting caller leaves: it stops waiting at once, the load goes on', async () => {
    const loads = new SharedLoads();
    const read = heldCall();
    const firstLoad = loads.run('partition:orders:2025-11', {}, async () => {
      await read.call();
    });
    const leaving = new AbortController();
    let readAgain = false;
    const waiting = loads.run('partition:orders:2025-11', { signal: leaving.signal }, () => {
      readAgain = true;
      return Promise.resolve();
    });
    const cancelled = new Error('cancelled by the user');
    leaving.abort(cancelled);
    await expect(waiting).rejects.toBe(cancelled);
    expect(readAgain).toBe(false);
    read.answer();
    await expect(firstLoad).resolves.toBeUndefined();
  });
});

describe('afterUsersRequests', () => {
  it('goes on at once with no request under way, else once the requests are answered', async () => {
    const traffic = new PlatformTraffic();
    await afterUsersRequests(traffic);
    const answered = traffic.requests.started();
    let over = false;
    const waiting = afterUsersRequests(traffic).then(() => (over = true));
    await new Promise((resolve) => setImmediate(resolve));
    expect(over).toBe(false);
    answered();
    await waiting;
    expect(over).toBe(true);
  });

  it('waits at most a while for a request that takes long (it may wait for the store itself)', async () => {
    const traffic = new PlatformTraffic();
    const answered = traffic.requests.started();
    await afterUsersRequests(traffic);
    expect(traffic.requests.running).toBe(1);
    answered();
  });
});
