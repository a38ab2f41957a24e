/**
 * What a screen shows while its read is slow (after a second): the upstream pages read of
 * pages to read, and Cancel, which aborts the read (TanStack Query's signal closes the
 * request, and the service stops its upstream work). Then, once cancelled: said so, with
 * Try again.
 */
import { useQueryClient, type QueryKey } from '@tanstack/react-query';
import { useT } from '../../i18n/index.js';
import { progressIdOf } from '../../lib/progress-ids.js';
import { PageProgress } from './PageProgress.js';
import { useReadProgress } from './use-read-progress.js';

export function SlowReadProgress({
  queryKey,
  onCancel,
}: {
  queryKey: QueryKey;
  onCancel: () => void;
}) {
  const t = useT();
  const queryClient = useQueryClient();
  const progress = useReadProgress(progressIdOf(queryKey), true);
  return (
    <div className="slow-read">
      <PageProgress progress={progress} />
      <button
        type="button"
        className="button"
        onClick={() => {
          onCancel();
          void queryClient.cancelQueries({ queryKey, exact: true });
        }}
      >
        {t('progress.cancel')}
      </button>
    </div>
  );
}

export function CancelledState({ hasOlder, onRetry }: { hasOlder: boolean; onRetry: () => void }) {
  const t = useT();
  return (
    <div className="slow-read slow-read--cancelled" role="status">
      <span>{t(hasOlder ? 'progress.cancelledOlder' : 'progress.cancelled')}</span>
      <button type="button" className="button button--primary" onClick={onRetry}>
        {t('state.retry')}
      </button>
    </div>
  );
}
