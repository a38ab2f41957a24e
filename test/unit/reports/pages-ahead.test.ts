/**
 * The report's first pages are read while the earlier orders come from the platform, then
 * handed over in order (pages-ahead.ts): no more than `max` ahead, none ahead once that read
 * has ended, every page once, and a caller that stops early stops the source.
 */
import { describe, expect, it } from 'vitest';
import { pagesAhead } from '../../../electron/service/domain/sales-figures/pages-ahead.js';

/** Pages 1..count, noting which were read and whether the source was stopped. */
function source(count: number) {
  const read: number[] = [];
  let stopped = false;
  async function* pages() {
    try {
      for (let page = 1; page <= count; page++) {
        await Promise.resolve();
        read.push(page);
        yield page;
      }
    } finally {
      stopped = true;
    }
  }
  return { pages: pages(), read, stopped: () => stopped };
}

const settle = () => new Promise((resolve) => setImmediate(resolve));

async function all<T>(pages: AsyncIterable<T>): Promise<T[]> {
  const out: T[] = [];
  for await (const page of pages) out.push(page);
  return out;
}

describe('pagesAhead', () => {
  it('reads up to max pages while the first read runs, then hands every page over in order', async () => {
    const { pages, read } = source(7);
    let endFirst!: () => void;
    const first = new Promise<void>((resolve) => (endFirst = resolve));
    const ahead = pagesAhead(pages, first, 3);
    await settle();
    expect(read).toEqual([1, 2, 3]);
    endFirst();
    await first;
    expect(await all(ahead)).toEqual([1, 2, 3, 4, 5, 6, 7]);
  });

  it('reads nothing more ahead once the first read has ended, failed ones too', async () => {
    const { pages, read } = source(7);
    const first = Promise.reject(new Error('the platform failed'));
    const ahead = pagesAhead(pages, first, 5);
    await first.catch(() => undefined);
    await settle();
    expect(read).toEqual([1]);
    const handed: number[] = [];
    for await (const page of ahead) {
      handed.push(page);
      // Read as asked for: the source is never more than one page ahead of the caller.
      expect(read.length).toBe(handed.length);
    }
    expect(handed).toEqual([1, 2, 3, 4, 5, 6, 7]);
  });

  it('stops the source when the caller stops early', async () => {
    const { pages, stopped } = source(7);
    const ahead = pagesAhead(pages, Promise.resolve(), 2);
    for await (const page of ahead) if (page === 2) break;
    expect(stopped()).toBe(true);
  });

  it("throws a page's failure where that page is handed over", async () => {
    async function* failing() {
      yield await Promise.resolve(1);
      throw new Error('the store failed');
    }
    let endFirst!: () => void;
    const first = new Promise<void>((resolve) => (endFirst = resolve));
    const ahead = pagesAhead(failing(), first, 3);
    await settle();
    endFirst();
    const handed: number[] = [];
    await expect(
      (async () => {
        for await (const page of ahead) handed.push(page);
      })(),
    ).rejects.toThrow('the store failed');
    expect(handed).toEqual([1]);
  });
});
