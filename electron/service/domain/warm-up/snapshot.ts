/** What a partition run has made ready, as GET /api/warm-up shows it (partition-run.ts). */
import type { WarmUpState } from '../../../../shared/api/warm-up.js';
import type { MonthKey } from '../../data/read-model/months.js';
import { secondsLeft } from './steps.js';

interface RunState {
  state: WarmUpState['state'];
  pausedFor: 'platform_unreachable' | null;
  catalogReady: boolean;
  referenceReady: boolean;
  months: readonly MonthKey[];
  ready: ReadonlySet<MonthKey>;
}

/**
 * `waits`: whether a reading run waits for users' reads, or only for steps another service
 * on the database runs (its own pause says more).
 */
export function snapshotOf(
  run: RunState,
  pace: { since: number; months: number },
  waits: { users: boolean; others: boolean },
): WarmUpState {
  const ready = run.months.filter((month) => run.ready.has(month)).length;
  const waitsFor = waits.users ? 'user_reads' : waits.others ? 'other_service' : null;
  return {
    state: run.state,
    paused_for: run.pausedFor ?? (run.state === 'reading' ? waitsFor : null),
    catalog_ready: run.catalogReady,
    reference_ready: run.referenceReady,
    months_ready: ready,
    months_total: run.months.length,
    seconds_left: run.state === 'reading' ? secondsLeft(pace, run.months.length - ready) : null,
    months: run.months.map((month) => ({ month, ready: run.ready.has(month) })),
  };
}
