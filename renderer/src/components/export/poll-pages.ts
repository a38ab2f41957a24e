/**
 * While the service gathers an export's rows (no byte flows yet), asks GET /api/progress for
 * the upstream pages it has read, from the first second on, until stopped (the bytes begin)
 * or aborted. A failed ask, or one before the service has started on it, is skipped.
 */
import type { Progress } from '../../../../shared/api/progress.js';
import { api } from '../../app/api.js';
import { SLOW_AFTER_MS } from '../state/use-read-progress.js';

const POLL_MS = 500;

export function pollPages(
  progressId: string,
  signal: AbortSignal,
  onPages: (pages: Progress) => void,
): () => void {
  let timer: ReturnType<typeof setTimeout> | undefined;
  let stopped = false;
  const ask = async () => {
    try {
      const pages = await api.get('/api/progress', { id: progressId }, { signal });
      if (!stopped && pages.known && !pages.done) onPages(pages);
    } catch {
      // Failed or aborted: nothing to show this time.
    }
    if (!stopped && !signal.aborted) timer = setTimeout(() => void ask(), POLL_MS);
  };
  timer = setTimeout(() => void ask(), SLOW_AFTER_MS);
  return () => {
    stopped = true;
    clearTimeout(timer);
  };
}
