/**
 * The writes of a read that answers someone wait until the read is over (write-behind.ts),
 * within a budget of page text; a read that fails or starts over writes nothing it held.
 */
import { describe, expect, it } from 'vitest';
import { WriteBehind } from '../../../electron/service/data/read-model/write-behind.js';
import { BoundedWork } from '../../../electron/upstream/concurrency.js';

/** Writes that note when they start, and end when told to. */
function recordedWrites() {
  const started: string[] = [];
  const ends = new Map<string, () => void>();
  const write = (name: string) => () => {
    started.push(name);
    return new Promise<void>((resolve) => ends.set(name, resolve));
  };
  const endAll = () => ends.forEach((end) => end());
  return { started, write, endAll };
}

describe('WriteBehind', () => {
  it('holds every write until release(), then starts them in the order they came', async () => {
    const { started, write, endAll } = recordedWrites();
    const work = new BoundedWork(8);
    const writes = new WriteBehind(work, 1_000);
    await writes.add(300, write('page 1'));
    await writes.add(300, write('page 2'));
    expect(started).toEqual([]);
    await writes.release();
    expect(started).toEqual(['page 1', 'page 2']);
    // Once released, a write starts as it is added.
    await writes.add(300, write('page 3'));
    expect(started).toEqual(['page 1', 'page 2', 'page 3']);
    endAll();
    await work.settled();
  });

  it('past the budget starts the oldest held writes until the held text is within it again', async () => {
    const { started, write, endAll } = recordedWrites();
    const work = new BoundedWork(8);
    const writes = new WriteBehind(work, 1_000);
    await writes.add(600, write('page 1'));
    await writes.add(400, write('page 2'));
    // Exactly at the budget: still held.
    expect(started).toEqual([]);
    await writes.add(500, write('page 3'));
    expect(started).toEqual(['page 1']);
    await writes.add(600, write('page 4'));
    expect(started).toEqual(['page 1', 'page 2', 'page 3']);
    await writes.release();
    expect(started).toEqual(['page 1', 'page 2', 'page 3', 'page 4']);
    endAll();
    await work.settled();
  });

  it('holds nothing of a read that will be past the budget in all', async () => {
    const { started, write, endAll } = recordedWrites();
    const work = new BoundedWork(8);
    const writes = new WriteBehind(work, 1_000);
    // Within the budget in all: held as before.
    await writes.expectInAll(1_000);
    await writes.add(300, write('page 1'));
    expect(started).toEqual([]);
    // Past it: what was held starts, and every write from now on starts as it is added.
    await writes.expectInAll(1_001);
    expect(started).toEqual(['page 1']);
    await writes.add(300, write('page 2'));
    expect(started).toEqual(['page 1', 'page 2']);
    endAll();
    await work.settled();
  });

  it('discard() drops what it held: a read that starts over writes its rows again', async () => {
    const { started, write, endAll } = recordedWrites();
    const work = new BoundedWork(8);
    const writes = new WriteBehind(work, 1_000);
    await writes.add(600, write('attempt 1, page 1'));
    await writes.add(600, write('attempt 1, page 2'));
    expect(started).toEqual(['attempt 1, page 1']);
    writes.discard();
    await writes.add(600, write('attempt 2, page 1'));
    expect(started).toEqual(['attempt 1, page 1']);
    await writes.release();
    expect(started).toEqual(['attempt 1, page 1', 'attempt 2, page 1']);
    endAll();
    await work.settled();
  });

  it('with a budget of 0 holds nothing back', async () => {
    const { started, write, endAll } = recordedWrites();
    const work = new BoundedWork(8);
    const writes = new WriteBehind(work, 0);
    await writes.add(10, write('page 1'));
    expect(started).toEqual(['page 1']);
    endAll();
    await work.settled();
  });

  it('once writing, the work’s bound holds the adding back until the oldest write ends', async () => {
    const { started, write, endAll } = recordedWrites();
    const work = new BoundedWork(2);
    const writes = new WriteBehind(work, 0);
    await writes.add(10, write('page 1'));
    let added = false;
    const second = writes.add(10, write('page 2')).then(() => (added = true));
    await new Promise((resolve) => setImmediate(resolve));
    expect(started).toEqual(['page 1', 'page 2']);
    expect(added).toBe(false);
    endAll();
    await second;
    await work.settled();
  });

  it('writes nothing of what it held when the read fails before release()', async () => {
    const { started, write } = recordedWrites();
    const work = new BoundedWork(8);
    const writes = new WriteBehind(work, 1_000);
    const read = work.feeding(async () => {
      await writes.add(100, write('page 1'));
      throw new Error('the platform went away');
    });
    await expect(read).rejects.toThrow('the platform went away');
    expect(started).toEqual([]);
  });

  it('a write that fails is thrown by the work, and release() goes no further', async () => {
    const work = new BoundedWork(1);
    const writes = new WriteBehind(work, 1_000);
    const started: string[] = [];
    await writes.add(10, () => {
      started.push('page 1');
      return Promise.reject(new Error('disk full'));
    });
    await writes.add(10, () => {
      started.push('page 2');
      return Promise.resolve();
    });
    await expect(writes.release()).rejects.toThrow('disk full');
    expect(started).toEqual(['page 1']);
    // The rest was dropped with the failure: releasing again starts none of it.
    await writes.release();
    expect(started).toEqual(['page 1']);
  });

  it('release(pause) starts each held write only once the pause before it is over', async () => {
    const { started, write, endAll } = recordedWrites();
    const work = new BoundedWork(8);
    const writes = new WriteBehind(work, 1_000);
    await writes.add(10, write('page 1'));
    await writes.add(10, write('page 2'));
    const pauses: (() => void)[] = [];
    const released = writes.release(() => new Promise<void>((go) => pauses.push(go)));
    await Promise.resolve();
    expect(started).toEqual([]);
    pauses.shift()?.();
    await expect.poll(() => started).toEqual(['page 1']);
    pauses.shift()?.();
    await released;
    expect(started).toEqual(['page 1', 'page 2']);
    endAll();
    await work.settled();
  });
});
