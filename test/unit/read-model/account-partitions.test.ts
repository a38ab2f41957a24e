/**
 * Which account part a locked session reads, and when the platform is asked again
 * (data/read-model/account-partition.ts, docs/decisions/0135): the latest session that sees
 * every location lends its part; an answer is kept for the session, a difference only for a
 * sync interval; a user never waits on the warm-up's ask.
 */
import { describe, expect, it } from 'vitest';
import type { AuthContext } from '../../../electron/service/core/caller.js';
import {
  AccountPartitions,
  withinShops,
} from '../../../electron/service/data/read-model/account-partition.js';
import type { PartitionKey } from '../../../electron/service/data/read-model/partition.js';

const session = (key: string, roles: string[] | null, locked: number | null): AuthContext =>
  ({
    account: 'demo',
    upstream: {},
    user: { key },
    roles,
    lockedLocationId: locked,
  }) as unknown as AuthContext;

const PART = 'part' as PartitionKey;

function asker(background = false) {
  let now = 0;
  return {
    clock: { now: () => now, againAfterMs: 60_000, background, signal: undefined },
    later: (ms: number) => (now += ms),
  };
}

describe('the account part a locked session reads', () => {
  it('is kept by the latest session that sees every location, until it logs out', () => {
    const accounts = new AccountPartitions();
    const staff = session('s', ['staff'], 7);
    const manager = session('m', ['manager'], null);
    accounts.seen(staff);
    accounts.seen(session('u', null, null)); // rights unknown: lends nothing
    expect(accounts.wideFor(staff)).toBeNull();
    accounts.seen(manager);
    expect(accounts.wideFor(staff)).toBe(manager);
    expect(accounts.wideFor(manager)).toBeNull();
    accounts.forget('demo', 's');
    expect(accounts.wideFor(staff)).toBe(manager);
    accounts.forget('demo', 'm');
    expect(accounts.wideFor(staff)).toBeNull();
  });

  it('is asked once a session; a difference again after the sync interval', async () => {
    const accounts = new AccountPartitions();
    const staff = session('s', ['staff'], 7);
    const { clock, later } = asker();
    let asked = 0;
    const ask = (answer: boolean | null) => () => ((asked += 1), Promise.resolve(answer));
    expect(await accounts.vouch(staff, PART, clock, ask(true))).toBe(true);
    expect(await accounts.vouch(staff, PART, clock, ask(false))).toBe(true);
    expect(asked).toBe(1);

    const other = session('s', ['staff'], 7);
    expect(await accounts.vouch(other, PART, clock, ask(false))).toBe(false);
    later(59_999);
    expect(await accounts.vouch(other, PART, clock, ask(true))).toBe(false);
    later(1);
    expect(await accounts.vouch(other, PART, clock, ask(true))).toBe(true);
    expect(asked).toBe(3);
  });

  it('asks again where there was nothing to compare, or the ask failed', async () => {
    const accounts = new AccountPartitions();
    const staff = session('s', ['staff'], 7);
    const { clock } = asker();
    expect(await accounts.vouch(staff, PART, clock, () => Promise.resolve(null))).toBeNull();
    await expect(
      accounts.vouch(staff, PART, clock, () => Promise.reject(new Error('away'))),
    ).rejects.toThrow('away');
    expect(await accounts.vouch(staff, PART, clock, () => Promise.resolve(true))).toBe(true);
  });

  it("has a user ask for themselves rather than wait on the warm-up's ask", async () => {
    const accounts = new AccountPartitions();
    const staff = session('s', ['staff'], 7);
    const paced = new Promise<boolean>(() => undefined); // the warm-up's, held by its budget
    void accounts.vouch(staff, PART, asker(true).clock, () => paced);
    expect(await accounts.vouch(staff, PART, asker().clock, () => Promise.resolve(true))).toBe(
      true,
    );
  });
});

describe('a vouch asked by a read whose client left', () => {
  it('fails that read, and one that waited for it asks for itself', async () => {
    const accounts = new AccountPartitions();
    const staff = session('s', ['staff'], 7);
    const left = new AbortController();
    const first = accounts.vouch(
      staff,
      PART,
      { ...asker().clock, signal: left.signal },
      () =>
        new Promise<boolean>((_, reject) => {
          left.signal.addEventListener('abort', () => reject(new Error('the client went away')));
        }),
    );
    let askedAgain = 0;
    const waiting = accounts.vouch(staff, PART, asker().clock, () => {
      askedAgain += 1;
      return Promise.resolve(true);
    });
    left.abort(new Error('the client went away'));
    await expect(first).rejects.toThrow('the client went away');
    expect(await waiting).toBe(true);
    expect(askedAgain).toBe(1);
  });
});

describe('the shops a reader of the account part sees', () => {
  it('are their own, whatever the query names', () => {
    expect(withinShops(null, [1, 2])).toEqual([1, 2]);
    expect(withinShops([2, 3], [1, 2])).toEqual([2]);
    expect(withinShops([], [1, 2])).toEqual([]);
  });
});
