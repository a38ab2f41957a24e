/**
 * How far a running read has come, asked from GET /api/progress once it has run longer than
 * a second (a quick read never shows progress), twice a second while it runs.
 */
import { useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import type { Progress } from '../../../../shared/api/progress.js';
import { api } from '../../app/api.js';

export const SLOW_AFTER_MS = 1000;
const POLL_MS = 500;

/**
 * How long a read may run before the screen says it takes longer than it should, and a
 * refresh may cancel it and ask again (the service's own deadline answers much later).
 */
export const OVERDUE_AFTER_MS = 15_000;

/**
 * True once `running` has been true for `ms` without a break; a new `restart` value (a read
 * asked again) starts the count anew.
 */
function useRunningFor(running: boolean, ms: number, restart = 0): boolean {
  const [long, setLong] = useState(false);
  useEffect(() => {
    if (!running) return;
    const timer = setTimeout(() => setLong(true), ms);
    return () => {
      clearTimeout(timer);
      setLong(false);
    };
  }, [running, ms, restart]);
  return running && long;
}

/** True once `running` has been true for `SLOW_AFTER_MS` without a break. */
export const useSlow = (running: boolean): boolean => useRunningFor(running, SLOW_AFTER_MS);

/** True once `running` has been true for `OVERDUE_AFTER_MS`: time to say so, and to ask again. */
export const useOverdue = (running: boolean, restart = 0): boolean =>
  useRunningFor(running, OVERDUE_AFTER_MS, restart);

/** The read's progress while it is slow; undefined before the service has counted a page. */
export function useReadProgress(
  progressId: string | undefined,
  slow: boolean,
): Progress | undefined {
  const query = useQuery({
    queryKey: ['progress', progressId],
    queryFn: ({ signal }) => api.get('/api/progress', { id: progressId ?? '' }, { signal }),
    enabled: slow && progressId !== undefined,
    refetchInterval: POLL_MS,
    // A failed ask is not retried: the next poll asks again anyway.
    retry: false,
    staleTime: 0,
    gcTime: 0,
  });
  return slow && query.data?.known ? query.data : undefined;
}
