/**
 * How far a running read has come, asked from GET /api/progress once it has run longer than
 * a second (a quick read never shows progress), twice a second while it runs.
 */
import { useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import type { Progress } from '../../../shared/api/progress.js';
import { api } from '../app/api.js';

export const SLOW_AFTER_MS = 1000;
const POLL_MS = 500;

/** True once `running` has been true for `SLOW_AFTER_MS` without a break. */
export function useSlow(running: boolean): boolean {
  const [slow, setSlow] = useState(false);
  useEffect(() => {
    if (!running) return;
    const timer = setTimeout(() => setSlow(true), SLOW_AFTER_MS);
    return () => {
      clearTimeout(timer);
      setSlow(false);
    };
  }, [running]);
  return running && slow;
}

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
