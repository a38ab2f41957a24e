/**
 * The tallies of the reads their clients named with a progress id, per caller: one caller
 * never sees another's (a foreign id is simply unknown). A tally is kept a short while after
 * its read ends, so a client polling at intervals still sees the end; each caller holds a
 * bounded number, so ids sent in a loop cannot grow the service's memory.
 */
import type { Clock } from '../../core/clock.js';
import type { PageTally } from './tally.js';

/** How long an ended read's progress stays readable. */
export const KEEP_AFTER_END_MS = 60_000;
/** Tallies per caller; the oldest goes first. */
export const MAX_TALLIES_PER_CALLER = 50;

interface Entry {
  tally: PageTally;
  endedAt: number | null;
}

export class ProgressBoard {
  private readonly byCaller = new Map<string, Map<string, Entry>>();

  constructor(private readonly clock: Clock) {}

  /** Starts tracking a read; an id the caller used before starts over. */
  track(caller: string, id: string, tally: PageTally): void {
    this.prune();
    const entries = this.byCaller.get(caller) ?? new Map<string, Entry>();
    this.byCaller.set(caller, entries);
    entries.delete(id.toLowerCase());
    entries.set(id.toLowerCase(), { tally, endedAt: null });
    for (const oldest of entries.keys()) {
      if (entries.size <= MAX_TALLIES_PER_CALLER) break;
      entries.delete(oldest);
    }
  }

  /**
   * Starts the read's keep-after-end time: that read's, not a later one the caller sent with
   * the same id while this one still ran.
   */
  ended(caller: string, id: string, tally: PageTally): void {
    const entry = this.byCaller.get(caller)?.get(id.toLowerCase());
    if (entry?.tally === tally && entry.endedAt === null) entry.endedAt = this.clock.now();
  }

  /** The caller's tally for this id, or undefined (never tracked, another caller's, expired). */
  find(caller: string, id: string): PageTally | undefined {
    this.prune();
    return this.byCaller.get(caller)?.get(id.toLowerCase())?.tally;
  }

  private prune(): void {
    const oldest = this.clock.now() - KEEP_AFTER_END_MS;
    for (const [caller, entries] of this.byCaller) {
      for (const [id, entry] of entries) {
        if (entry.endedAt !== null && entry.endedAt <= oldest) entries.delete(id);
      }
      if (entries.size === 0) this.byCaller.delete(caller);
    }
  }
}
