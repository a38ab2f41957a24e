import { useConnectionStore } from '../../app/connection-store.js';
import { useT } from '../../i18n/index.js';

/** Says plainly that the API client is backing off after a 502, and when it tries again. */
export function RetryBanner() {
  const t = useT();
  const retry = useConnectionStore((state) => state.retry);
  if (!retry) return null;
  return (
    <div className="banner banner--warning" role="status" aria-live="polite">
      <span className="spinner spinner--small" aria-hidden="true" />
      {t('state.retrying', {
        attempt: retry.attempt,
        total: retry.total,
        seconds: Math.round(retry.delayMs / 1000),
      })}
    </div>
  );
}
