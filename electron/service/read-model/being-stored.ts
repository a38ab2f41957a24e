/**
 * A partition's first whole read of a subject while it is being stored. Its rows are answered
 * before they are stored (products-model.ts), so the answer can be kept at once under a
 * provisional version that names exactly these rows: below zero, never one the store writes
 * (sync-state.ts). A caller arriving meanwhile gets that answer (answer-memo.ts) instead of
 * waiting for the store and reading the rows back.
 */
import type { ReadWork } from './data-age.js';
import type { PartitionKey } from './partition.js';

export class WholeReadsBeingStored {
  private readonly reads = new Map<string, { provisional: number; startedAt: number }>();
  private lastProvisional = 0;

  /** A whole read begun at `startedAt` is being stored; `done` once it is (or failed). */
  start(partition: PartitionKey, subject: string, startedAt: number) {
    const key = `${partition}:${subject}`;
    const read = { provisional: --this.lastProvisional, startedAt };
    this.reads.set(key, read);
    const done = () => {
      if (this.reads.get(key) === read) this.reads.delete(key);
    };
    return { provisional: read.provisional, done };
  }

  /** The provisional version of the rows being stored (their age noted), or null. */
  versionOf(partition: PartitionKey, subject: string, work: ReadWork): number | null {
    const read = this.reads.get(`${partition}:${subject}`);
    if (!read) return null;
    work.age?.note(read.startedAt, false);
    return read.provisional;
  }
}
