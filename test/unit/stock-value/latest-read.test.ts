/**
 * The catalog's names kept per state (domain/stock-value/latest-read.ts): read once per state;
 * when the state moved, the kept value while it serves, read again behind the answer, one read
 * at a time; else read before it; never another owner's; an offered value taken as of the next
 * state asked.
 */
import { describe, expect, it } from 'vitest';
import { LatestRead } from '../../../electron/service/domain/stock-value/latest-read.js';

/** Reads that answer when told: each call's resolve, in order. */
function reads() {
  const pending: ((value: string) => void)[] = [];
  const read = () => new Promise<string>((resolve) => pending.push(resolve));
  return { read, pending };
}

const always = () => true;
const never = () => false;

describe('a value kept per state', () => {
  it('is read once per state, and read before the answer when nothing serves', async () => {
    const kept = new LatestRead<string>();
    const { read, pending } = reads();
    const first = kept.of('p', 's1', read, always);
    expect(pending).toHaveLength(1);
    pending[0]?.('names 1');
    expect(await first).toBe('names 1');
    expect(await kept.of('p', 's1', read, never)).toBe('names 1');
    expect(pending).toHaveLength(1);
    const moved = kept.of('p', 's2', read, never);
    expect(pending).toHaveLength(2);
    pending[1]?.('names 2');
    expect(await moved).toBe('names 2');
  });

  it('answers the kept value when the state moved and it serves, read once behind', async () => {
    const kept = new LatestRead<string>();
    const { read, pending } = reads();
    const first = kept.of('p', 's1', read, always);
    pending[0]?.('names 1');
    await first;
    expect(await kept.of('p', 's2', read, always)).toBe('names 1');
    expect(await kept.of('p', 's2', read, always)).toBe('names 1');
    expect(pending).toHaveLength(2);
    pending[1]?.('names 2');
    await kept.settled();
    expect(await kept.of('p', 's2', read, never)).toBe('names 2');
    expect(pending).toHaveLength(2);
  });

  it('keeps the value when the read behind fails, and reads again next time', async () => {
    const kept = new LatestRead<string>();
    await kept.of('p', 's1', () => Promise.resolve('names 1'), always);
    await expect(
      kept.of('p', 's2', () => Promise.reject(new Error('store closed')), always),
    ).resolves.toBe('names 1');
    await kept.settled();
    expect(await kept.of('p', 's3', () => Promise.resolve('names 3'), never)).toBe('names 3');
  });

  it("never gives one owner's value to another", async () => {
    const kept = new LatestRead<string>();
    await kept.of('p', 's1', () => Promise.resolve('names of p'), always);
    expect(await kept.of('q', 's1', () => Promise.resolve('names of q'), always)).toBe(
      'names of q',
    );
    kept.offer('p', 'offered to p');
    expect(await kept.of('q', 's9', () => Promise.resolve('q again'), always)).toBe('q again');
  });

  it('takes an offered value as of the next state asked, without a read', async () => {
    const kept = new LatestRead<string>();
    kept.offer('p', 'offered');
    const read = () => Promise.reject(new Error('not to be read'));
    expect(await kept.of('p', 's1', read, never)).toBe('offered');
    expect(await kept.of('p', 's1', read, never)).toBe('offered');
  });
});
