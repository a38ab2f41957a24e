/**
 * What one bench run measures. The full run covers every target of issue 12 at every size;
 * `--quick` the smallest size of each, for a local check in a few minutes.
 */
import { booleanFlag, refuseUnknownFlags } from '../tools/flags.js';

export interface BenchPlan {
  quick: boolean;
  /** Injected per upstream call, by the demo platform (the 30 ms). */
  latencyMs: number;
  catalogSizes: number[];
  /** Orders per day of the report runs. */
  reportDensities: number[];
  clients: number;
  /** The clients ask again until this many seconds have passed (each at least once). */
  crowdSeconds: number;
  crowdTimeoutMs: number;
  /** A first report still unanswered after this long is abandoned: its time is a lower bound. */
  reportCapMs: number;
  /** The same for the warm report (its bound is 1 s). */
  warmCapMs: number;
  /** The memory run (100,000 products, 500,000 orders), and the UI figures. */
  memory: boolean;
  ui: boolean;
  /** Issue 36's table (warm-bench.ts); `--issue36` runs it alone. */
  warm: boolean;
  /** Only issue 36's table. */
  warmOnly: boolean;
}

export function benchPlan(argv: string[]): BenchPlan {
  refuseUnknownFlags(argv, ['quick', 'issue36']);
  const quick = booleanFlag(argv, 'quick');
  const warmOnly = booleanFlag(argv, 'issue36');
  return {
    quick,
    latencyMs: 30,
    catalogSizes: warmOnly ? [] : quick ? [2_000] : [2_000, 50_000],
    reportDensities: warmOnly ? [] : quick ? [30] : [30, 300],
    clients: 50,
    crowdSeconds: quick ? 5 : 10,
    crowdTimeoutMs: 300_000,
    // A year at 300 orders a day is some 30,000 calls at four in flight: minutes, floor too.
    reportCapMs: 600_000,
    warmCapMs: 60_000,
    memory: !quick && !warmOnly,
    ui: !quick && !warmOnly,
    warm: !quick,
    warmOnly,
  };
}
