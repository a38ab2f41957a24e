/**
 * What one bench run measures. The full run covers every target of issue 12 at every size;
 * `--quick` the smallest size of each, for a local check in a few minutes.
 */
import { DEFAULTS, MAX_LOCATIONS } from '../../electron/demo-platform/options.js';
import { booleanFlag, numberFlag, refuseUnknownFlags } from '../tools/flags.js';

const DEMO_LOCATIONS = DEFAULTS.locations;

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
  /** Issue 36's table (warm-bench.ts); `--warm` runs it alone. */
  warm: boolean;
  /** Only one table (issue 36's or issue 43's): no bundle figures either. */
  oneTable: boolean;
  /**
   * Issue 43's table, what the warm-up costs a user (warm-up-cost-bench.ts): in the full run,
   * and alone with `--warm-up-cost`.
   */
  warmUpCost: boolean;
  /**
   * Issue 48's dashboard, product sales and exceptions (dashboard-bench.ts,
   * product-sales-bench.ts, exceptions-bench.ts): in the full run, and alone with `--screens`.
   */
  screens: boolean;
  /**
   * Orders a day of the model-as-source run (volume-bench.ts); 0: not run. `--volume N` runs
   * it alone.
   */
  volume: number;
  /**
   * The demo's locations in the volume runs (`--locations N`, default the demo's 2): 10 with
   * `--volume 3000` is issue 69's chain, its orders spread over ten shops and their webshops.
   */
  locations: number;
  /** Issue 70's stock snapshots (stock-snapshot-bench.ts): in the full run, and alone with `--stock-snapshots`. */
  stockSnapshots: boolean;
}

export function benchPlan(argv: string[]): BenchPlan {
  refuseUnknownFlags(argv, [
    'quick',
    'warm',
    'warm-up-cost',
    'screens',
    'volume',
    'locations',
    'stock-snapshots',
  ]);
  const volume = numberFlag(argv, 'volume', 'BENCH_VOLUME', 0, { min: 0, max: 10_000 });
  const locations = numberFlag(argv, 'locations', 'BENCH_LOCATIONS', DEMO_LOCATIONS, {
    min: 1,
    max: MAX_LOCATIONS,
  });
  if (locations !== DEMO_LOCATIONS && volume === 0) {
    throw new Error('--locations is a setting of the volume runs: give --volume N with it');
  }
  const quick = booleanFlag(argv, 'quick');
  const warmUpCostOnly = booleanFlag(argv, 'warm-up-cost');
  const warmOnly = booleanFlag(argv, 'warm');
  const screensOnly = booleanFlag(argv, 'screens');
  const snapshotsOnly = booleanFlag(argv, 'stock-snapshots');
  // One table alone: nothing of issue 12's parts, no memory run, no UI figures.
  const alone = warmOnly || warmUpCostOnly || screensOnly || snapshotsOnly || volume > 0;
  return {
    quick,
    latencyMs: 30,
    catalogSizes: alone ? [] : quick ? [2_000] : [2_000, 50_000],
    reportDensities: alone ? [] : quick ? [30] : [30, 300],
    clients: 50,
    crowdSeconds: quick ? 5 : 10,
    crowdTimeoutMs: 300_000,
    // A year at 300 orders a day is some 30,000 calls at four in flight: minutes, floor too.
    reportCapMs: 600_000,
    warmCapMs: 60_000,
    memory: !quick && !alone,
    ui: !quick && !alone,
    warm: !quick && (!alone || warmOnly),
    oneTable: alone,
    warmUpCost: !quick && (!alone || warmUpCostOnly),
    screens: !quick && (!alone || screensOnly),
    volume,
    locations,
    stockSnapshots: !quick && (!alone || snapshotsOnly),
  };
}
