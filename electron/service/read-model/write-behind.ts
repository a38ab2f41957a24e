/**
 * The writes of a read that someone is waiting to be answered from, held back until the read
 * is over. The store works on a thread of its own, but on a machine of two cores it takes the
 * core the answer needs: storing a 50,000-product catalog as it arrived made the first answer
 * take about twice as long (docs/decisions.md, "Performance"). So the pages wait, as text,
 * and are written once the answer has every row.
 *
 * What waits is bounded: once the held text passes `budget` characters, the held writes start
 * and every later one starts as it comes, with `work`'s bound holding the read back as for
 * any read. A read that fails before then writes nothing of what it held.
 */
import type { BoundedWork } from '../../upstream/concurrency.js';

export class WriteBehind {
  private held: (() => Promise<void>)[] = [];
  private heldChars = 0;
  private writing: boolean;

  /** `budget` 0 holds nothing back: each write starts as it is added. */
  constructor(
    private readonly work: BoundedWork,
    private readonly budget: number,
  ) {
    this.writing = budget <= 0;
  }

  /** Holds `write`, of a page of `chars` characters, or starts it once writing has begun. */
  async add(chars: number, write: () => Promise<void>): Promise<void> {
    if (this.writing) return this.work.add(write());
    this.held.push(write);
    this.heldChars += chars;
    if (this.heldChars > this.budget) await this.release();
  }

  /** Starts the held writes, in the order they came; from now on each write starts as added. */
  async release(): Promise<void> {
    this.writing = true;
    this.heldChars = 0;
    for (let write = this.held.shift(); write; write = this.held.shift()) {
      await this.work.add(write());
    }
  }
}
