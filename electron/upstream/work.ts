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
}
