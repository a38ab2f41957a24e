/**
 * The session check one read makes for others (freshener.ts `checkBy`, `checkUnderWay`): the
 * platform vouches for a session once a read made with it answers, not before; a read due a
 * check sees the one under way; a long read, or one made in the background, is never waited for.
 */
import { describe, expect, it } from 'vitest';
import type { AuthContext } from '../../../electron/service/core/caller.js';
import { Freshener } from '../../../electron/service/data/read-model/freshener.js';
import type { UpstreamSession } from '../../../electron/upstream/client.js';
import { PlatformTraffic, type BackgroundGate } from '../../../electron/upstream/traffic.js';

const INTERVAL = 10_000;

function setUp() {
  const clock = { at: 1_000_000, now: () => clock.at };
  const freshener = new Freshener(clock, INTERVAL);
  const auth = { upstream: {} as UpstreamSession } as AuthContext;
  /** A platform read the test answers (or refuses) when it likes. */
  const read = () => {
    const settle = {} as { answer: (rows: string[]) => void; refuse: (error: Error) => void };
    const promise = new Promise<string[]>((resolve, reject) => {
      settle.answer = resolve;
      settle.refuse = reject;
    });
    return { promise, ...settle };
  };
  return { clock, freshener, auth, read };
}

describe('Freshener: a session check shared while under way', () => {
  it('vouches for the session only once the read answers; others see it under way until then', async () => {
    const { freshener, auth, read } = setUp();
    const shops = read();
    const checking = freshener.checkBy(auth, () => shops.promise, { awaitable: true });
    expect(freshener.needsCheck(auth)).toBe(true);
    expect(freshener.checkUnderWay(auth)).toBe(checking);
    shops.answer(['a shop']);
    expect(await checking).toEqual(['a shop']);
    expect(freshener.needsCheck(auth)).toBe(false);
    expect(freshener.checkUnderWay(auth)).toBeUndefined();
  });

  it('a refused check vouches for nothing, and is no longer under way', async () => {
    const { freshener, auth, read } = setUp();
    const shops = read();
    const checking = freshener.checkBy(auth, () => shops.promise, { awaitable: true });
    const ended = new Error('session ended');
    shops.refuse(ended);
    await expect(checking).rejects.toBe(ended);
    expect(freshener.needsCheck(auth)).toBe(true);
    expect(freshener.checkUnderWay(auth)).toBeUndefined();
  });

  it('vouches as of when the read was made, and is due again a sync interval later', async () => {
    const { clock, freshener, auth, read } = setUp();
    const shops = read();
    const checking = freshener.checkBy(auth, () => shops.promise, { awaitable: true });
    clock.at += INTERVAL - 1;
    shops.answer([]);
    await checking;
    expect(freshener.needsCheck(auth)).toBe(false);
    clock.at += 1;
    expect(freshener.needsCheck(auth)).toBe(true);
  });

  it('a long read checks the session but is not one to wait for', async () => {
    const { freshener, auth, read } = setUp();
    const costPrices = read();
    const checking = freshener.checkBy(auth, () => costPrices.promise, { awaitable: false });
    expect(freshener.checkUnderWay(auth)).toBeUndefined();
    costPrices.answer([]);
    await checking;
    expect(freshener.needsCheck(auth)).toBe(false);
  });

  it('a check made in background work (the warm-up’s) is not one a user’s read waits for', async () => {
    const { freshener, auth, read } = setUp();
    const gate: BackgroundGate = { admit: (call) => call(), platformBusy: () => undefined };
    const shops = read();
    const checking = new PlatformTraffic().inBackground(gate, () =>
      freshener.checkBy(auth, () => shops.promise, { awaitable: true }),
    );
    expect(freshener.checkUnderWay(auth)).toBeUndefined();
    shops.answer([]);
    await checking;
    expect(freshener.needsCheck(auth)).toBe(false);
  });

  it('a check is one session’s: another session sees none under way', () => {
    const { freshener, auth, read } = setUp();
    void freshener.checkBy(auth, () => read().promise, { awaitable: true });
    const other = { upstream: {} as UpstreamSession } as AuthContext;
    expect(freshener.checkUnderWay(other)).toBeUndefined();
  });
});
