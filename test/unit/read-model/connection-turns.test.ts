/**
 * Turns on the embedded engine's one connection (read-model/pglite/connection-turns.ts): one holder
 * at a time, a user's statement before the background work waiting with it, and background work not
 * starved while users keep the connection busy.
 */
import { describe, expect, it } from 'vitest';
import { ConnectionTurns } from '../../../electron/service/data/read-model/pglite/connection-turns.js';

/** Lets every settled promise's callbacks run. */
const settle = () => new Promise((resolve) => setImmediate(resolve));

describe('turns on one connection', () => {
  it('gives one turn at a time, users before the background work that waits with them', async () => {
    const turns = new ConnectionTurns();
    const order: string[] = [];
    const first = await turns.take(true);
    const waiting = [
      turns.take(true).then((end) => ({ end, name: 'background 1' })),
      turns.take(true).then((end) => ({ end, name: 'background 2' })),
      turns.take(false).then((end) => ({ end, name: 'user' })),
    ];
    for (const turn of waiting) {
      void turn.then(({ end, name }) => {
        order.push(name);
        end();
      });
    }
    await settle();
    expect(order).toEqual([]);
    first();
    await Promise.all(waiting);
    await settle();
    expect(order).toEqual(['user', 'background 1', 'background 2']);
  });

  it('gives waiting background work a turn after four users in a row', async () => {
    const turns = new ConnectionTurns();
    const order: string[] = [];
    const hold = await turns.take(false);
    const take = (isBackground: boolean, name: string) =>
      turns.take(isBackground).then((end) => {
        order.push(name);
        end();
      });
    const all = [take(true, 'background'), ...[1, 2, 3, 4, 5, 6].map((n) => take(false, `u${n}`))];
    hold();
    await Promise.all(all);
    expect(order).toEqual(['u1', 'u2', 'u3', 'u4', 'background', 'u5', 'u6']);
  });

  it('ending a turn twice passes it on once', async () => {
    const turns = new ConnectionTurns();
    const end = await turns.take(false);
    let next = false;
    const after = turns.take(false).then(() => (next = true));
    end();
    end();
    await after;
    expect(next).toBe(true);
    // The connection is held by the second: a third waits.
    let third = false;
    void turns.take(false).then(() => (third = true));
    await settle();
    expect(third).toBe(false);
  });
});
