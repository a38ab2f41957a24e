/**
 * The writes of a read that someone is waiting to be answered from, held back until the read
 * is over. The store works on a thread of its own, but on a machine of two cores it takes the
 * core the answer needs: storing a 50,000-product catalog as it arrived made the first answer
 * take about twice as long (docs/decisions/0042-first-catalog-read-answers-before-store.md,
 * docs/performance.md). So the pages wait, and are written once released: when the answer has
 * every row and has gone out (products-model.ts).
 *
 * What waits is bounded: while the held pages are past `budget` characters of text the oldest
 * held writes start, through `work`, whose bound holds the read back as for any read; a read
 * that will be past the budget in all holds nothing (expectInAll). A read that ends without
 * release() (it failed, or starts over) writes nothing of what it held.
 */
import type { BoundedWork } from '../../../upstream/concurrency.js';

interface HeldWrite {
  chars: number;
  write: () => Promise<void>;
}

export class WriteBehind {
  private held: HeldWrite[] = [];
  private heldChars = 0;
  private released = false;

  /** `budget` 0 holds nothing back: each write starts as it is added. */
  constructor(
    private readonly work: BoundedWork,
    private readonly budget: number,
  ) {}

  /** Holds `write`, of a page of `chars` characters, or starts it once released. */
  async add(chars: number, write: () => Promise<void>): Promise<void> {
    if (this.released) return this.work.add(write());
    this.held.push({ chars, write });
    this.heldChars += chars;
    while (this.heldChars > this.budget) await this.startOldest();
  }

  /**
   * Told what the read will add in all: past the budget, nothing is held (what it holds
   * starts). Holding part of a read would take the memory and still leave its answer
   * waiting for the store, for every page past the budget.
   */
  async expectInAll(chars: number): Promise<void> {
    if (chars > this.budget) await this.release();
  }

  /**
   * Starts the held writes, in the order they came, each after `pause`; from now on each
   * write starts as added.
   */
  async release(pause: () => Promise<void> = () => Promise.resolve()): Promise<void> {
    this.released = true;
    while (this.held.length > 0) {
      await pause();
      await this.startOldest();
    }
  }

  /** Drops the held writes (the read starts over and writes its rows again). */
  discard(): void {
    this.held = [];
    this.heldChars = 0;
  }

  private async startOldest(): Promise<void> {
    const oldest = this.held.shift();
    if (!oldest) return;
    this.heldChars -= oldest.chars;
    try {
      await this.work.add(oldest.write());
    } catch (error) {
      // A failed write ends the writing: none of the rest is started after it.
      this.discard();
      throw error;
    }
  }
}
