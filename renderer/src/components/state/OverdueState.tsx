import { useT } from '../../i18n/index.js';

/**
 * A first answer that has not come after a long while: what is going on, in plain words, and
 * Try again, which drops the request under way and sends a new one.
 */
export function OverdueState({ onRetry }: { onRetry: () => void }) {
  const t = useT();
  return (
    <div className="state state--loading" role="status" aria-live="polite">
      <span className="spinner" aria-hidden="true" />
      <span>{t('state.overdue')}</span>
      <button type="button" className="button button--primary" onClick={onRetry}>
        {t('state.retry')}
      </button>
    </div>
  );
}
