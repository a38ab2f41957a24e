/**
 * A partition's first whole read of a subject, from the moment it starts until its rows are
 * stored. Its rows are answered as they are read, before they are stored
 * (products-model.ts), so the answer can be kept under a provisional version that names
 * exactly these rows: below zero, never one the store writes (sync-state.ts). Callers arriving
 * meanwhile look their answer up under it (answer-memo.ts): while the rows are read, identical
 * asks wait for the one answer computed from them instead of each computing their own; while
 * the rows are stored, they get that answer instead of waiting for the store and reading the
 * rows back.
 */
import type { ReadWork } from './data-age.js';
import type { PartitionKey } from './partition.js';

interface FirstRead {
  provisional: number;
  startedAt: number;
}

const keyOf = (partition: PartitionKey, subject: string) => `${partition}:${subject}`;

export class FirstReads {
  /** By partition and subject (keyOf). */
  private readonly reads = new Map<string, FirstRead>();
  private lastProvisional = 0;

  /** A whole read begun at `startedAt`; `done` ends it once its rows are stored (or it failed). */
  start(partition: PartitionKey, subject: string, startedAt: number) {
    const key = keyOf(partition, subject);
    const entry: FirstRead = { provisional: --this.lastProvisional, startedAt };
    this.reads.set(key, entry);
    const done = () => {
      if (this.reads.get(key) === entry) this.reads.delete(key);
    };
    return { provisional: entry.provisional, done };
  }

  /** `held`, the oldest as-of of what the partition holds, counting the reads under way. */
  asOfWith(partition: PartitionKey, held: number | null): number | null {
    let oldest = held;
    for (const [key, read] of this.reads) {
      if (!key.startsWith(keyOf(partition, ''))) continue;
      oldest = oldest === null ? read.startedAt : Math.min(oldest, read.startedAt);
    }
    return oldest;
  }

  /** The provisional versions of those of `subjects` under way (their age noted). */
  versionsOf(partition: PartitionKey, subjects: readonly string[], work: ReadWork) {
    const versions = new Map<string, number>();
    for (const subject of subjects) {
      const read = this.reads.get(keyOf(partition, subject));
      if (!read) continue;
      work.age?.note(read.startedAt, false);
      versions.set(subject, read.provisional);
    }
    return versions;
  }
}
