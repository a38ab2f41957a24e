/**
 * What a caller hands the upstream reads it makes for one piece of work (one API request):
 * a signal that stops them, a counter that learns how many pages they have read and how
 * many they know they must read, so the service can show progress on slow work, and the
 * work's bound on calls in flight.
 */
import type { CallSlots } from './call-slots.js';

export interface PageCounter {
  /** `pages` more pages are now known to be needed (a drain learns this from its first page). */
  planned(pages: number): void;
  /** One planned page was read. */
  read(): void;
}

export interface UpstreamWork {
  signal?: AbortSignal | undefined;
  pages?: PageCounter | undefined;
  /** The work's bound on calls in flight, over all its reads (call-slots.ts). */
  slots?: CallSlots | undefined;
  /**
   * Set on work done ahead of anyone asking (the warm-up): a user who needs what it is
   * reading calls this, which stops it, and reads for themselves at a user's pace.
   */
  yieldToUser?: (() => void) | undefined;
}

/** Why work that yielded to a user stopped: not a failure (logged at debug, not warn). */
export class YieldedToUser extends Error {
  constructor() {
    super('read ahead stopped: a user asked for the same data');
    this.name = 'YieldedToUser';
  }
}

/** What a read stopped by `yieldToUser` failed with, named so (its calls say "cancelled"). */
export const yieldedOr = (work: UpstreamWork, error: unknown): unknown =>
  work.signal?.reason instanceof YieldedToUser ? work.signal.reason : error;
