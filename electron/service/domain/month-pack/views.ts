/** The month pack's records as the API shows them (shared/api/month-pack.ts). */
import type { MonthPackRun, MonthPackSchedule } from '../../../../shared/api/month-pack.js';
import { formatApiTimestamp } from '../../../../shared/dates.js';
import type { Vault } from '../../core/vault-key.js';
import { periodDueAt } from '../scheduling/schedule-times.js';
import { nextRun } from '../scheduling/period-runs.js';
import type { MonthPackStore, RunRecord } from '../../data/month-packs/store.js';
import type { Owner } from '../../data/files/schedules-and-runs.js';
import { scheduleState } from '../scheduling/schedule-state.js';

const timestamp = (instant: number | null): string | null =>
  instant === null ? null : formatApiTimestamp(instant);

export function runView(run: RunRecord): MonthPackRun {
  return {
    id: run.id,
    trigger: run.trigger,
    scheduled_for: timestamp(run.scheduled_for),
    started_at: formatApiTimestamp(run.started_at),
    finished_at: timestamp(run.finished_at),
    from: run.from,
    to: run.to,
    location_id: run.location_id,
    folder: run.folder,
    status: run.status,
    files: run.files.map(({ name, bytes }) => ({ name, bytes })),
    file_count: run.file_count,
    error: run.error,
  };
}

const UNSAVED: Omit<MonthPackSchedule, 'status' | 'paused_reason' | 'next_run_at' | 'next_period'> =
  {
    enabled: false,
    frequency: 'monthly',
    time: '07:00',
    folder: '',
    location_id: null,
    lang: 'nl',
    delimiter: ';',
    saved_at: null,
  };

export function scheduleView(
  store: Pick<MonthPackStore, 'ranForPeriod' | 'schedule'>,
  owner: Owner,
  vault: Vault,
  now: number,
): MonthPackSchedule {
  const record = store.schedule(owner);
  const state = scheduleState(record, vault);
  const next = record && state.status === 'active' ? nextRun(store, record, now) : null;
  return {
    ...(record
      ? {
          enabled: record.enabled,
          frequency: record.frequency,
          time: record.time,
          folder: record.folder,
          location_id: record.location_id,
          lang: record.lang,
          delimiter: record.delimiter,
          saved_at: formatApiTimestamp(record.saved_at),
        }
      : UNSAVED),
    status: state.status,
    paused_reason: state.status === 'paused' ? state.reason : null,
    next_run_at: timestamp(next),
    next_period: record && next !== null ? periodDueAt(record.frequency, next) : null,
  };
}
