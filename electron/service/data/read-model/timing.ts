/** How fresh the read model keeps its data, and what the answer memo keys answers by. */

/** What an answer kept by the answer memo was computed from. */
export type MemoSubject = 'orders' | 'closings' | 'products';

export interface ReadModelTiming {
  /** How old held data may be before a read first catches up with the platform. */
  syncIntervalMs: number;
  /** How often products (with prices) and reference data are read whole again. */
  fullRefreshMs: number;
  /**
   * How old the day closings of a month not final yet may be before a read reads them again:
   * a till closes once a day, and closings have no update time to catch up by, so each catch
   * up read the month again. Never less than the sync interval.
   */
  closingsIntervalMs: number;
}

export const DEFAULT_READ_MODEL_TIMING: ReadModelTiming = {
  syncIntervalMs: 10_000,
  fullRefreshMs: 15 * 60_000,
  closingsIntervalMs: 5 * 60_000,
};
