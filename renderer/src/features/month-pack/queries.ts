/**
 * The month pack's reads (its runs log and the schedule) and writes (writing a pack, saving
 * the schedule); a write's answer comes parsed by the client with its contract's schema.
 */
import { useQuery } from '@tanstack/react-query';
import {
  type MonthPackRequest,
  type MonthPackRun,
  type MonthPackSchedule,
  type MonthPackScheduleInput,
} from '../../../../shared/api/month-pack.js';
import { plainRead } from '../../lib/plain-read.js';
import { api } from '../../app/api.js';

export const monthPackQueries = {
  all: ['month-pack'] as const,
  runs: () =>
    plainRead([...monthPackQueries.all, 'runs'], () => api.get('/api/exports/month-pack/runs'), {
      // Scheduled runs happen without this window: the log is read again when looked at.
      staleTime: 0,
    }),
  schedule: () =>
    plainRead([...monthPackQueries.all, 'schedule'], () =>
      api.get('/api/exports/month-pack/schedule'),
    ),
  /** Where files may be written: named beside the folder field, before a folder is refused. */
  folders: () =>
    plainRead([...monthPackQueries.all, 'folders'], () => api.get('/api/exports/folders'), {
      staleTime: 60_000,
    }),
};

/**
 * The runs log, read twice a second while the log shows a run under way (a scheduled one
 * too) or `follow` asks for it (this window's run, and one cancelled here until the log shows
 * it ended), so progress and ends show without a reload.
 */
export function useRunsLog(follow: (runs: readonly MonthPackRun[] | undefined) => boolean) {
  return useQuery({
    ...monthPackQueries.runs(),
    refetchInterval: (query) => {
      const runs = query.state.data?.data;
      return follow(runs) || runs?.some((run) => run.status === 'running') ? 500 : false;
    },
  });
}

export async function writePack(
  request: MonthPackRequest,
  signal: AbortSignal,
): Promise<MonthPackRun> {
  return api.post('/api/exports/month-pack', { body: request }, { signal });
}

export const saveSchedule = (input: MonthPackScheduleInput): Promise<MonthPackSchedule> =>
  api.put('/api/exports/month-pack/schedule', input);
