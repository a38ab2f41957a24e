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
  /** Answers a caller as it reads; else it only stores (the warm-up's, a file's): none kept. */
  answers: boolean;
}

const keyOf = (partition: PartitionKey, subject: string) => `${partition}:${subject}`;

export class FirstReads {
  /** By partition and subject (keyOf). */
  private readonly reads = new Map<string, FirstRead>();
  private lastProvisional = 0;

  /** A whole read begun at `startedAt`; `done` ends it once its rows are stored (or it failed). */
  start(partition: PartitionKey, subject: string, startedAt: number, answers: boolean) {
    const key = keyOf(partition, subject);
    const entry: FirstRead = { provisional: --this.lastProvisional, startedAt, answers };
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

  /**
   * Whether one of `subjects` is being read first by a read that answers nobody: the partition
   * holds none of it yet and no answer will be kept under those rows (a user who asks takes the
   * warm-up's read over, shared-loads.ts `runBeside`, or waits for a file's to be stored). A
   * caller's answer then asks neither the database, whose one connection that read's store may
   * hold, nor the platform, whose word on the caller's session vouches for a kept answer: 0.4–0.8
   * s of a first login's catalog beside a busy process (docs/decisions/0073-no-cold-start.md).
   */
  readAheadOf(partition: PartitionKey, subjects: readonly string[]): boolean {
    return subjects.some((subject) => this.reads.get(keyOf(partition, subject))?.answers === false);
  }

  /** The provisional versions of those of `subjects` under way that answer a caller (age noted). */
  versionsOf(partition: PartitionKey, subjects: readonly string[], work: ReadWork) {
    const versions = new Map<string, number>();
    for (const subject of subjects) {
      const read = this.reads.get(keyOf(partition, subject));
      if (!read?.answers) continue;
      work.age?.note(read.startedAt, false);
      versions.set(subject, read.provisional);
    }
    return versions;
  }
}
