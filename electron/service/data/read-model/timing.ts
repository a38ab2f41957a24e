/** How fresh the read model keeps its data, and what the answer memo keys answers by. */

/** What an answer kept by the answer memo was computed from. */
export type MemoSubject = 'orders' | 'closings' | 'products';

export interface ReadModelTiming {
  /** How old held data may be before a read first catches up with the platform. */
  syncIntervalMs: number;
  /** How often products (with prices) and reference data are read whole again. */
  fullRefreshMs: number;
}

export const DEFAULT_READ_MODEL_TIMING: ReadModelTiming = {
  syncIntervalMs: 10_000,
  fullRefreshMs: 15 * 60_000,
};
