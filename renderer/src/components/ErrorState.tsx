import { ApiError } from '../../../shared/client/index.js';
import { useT } from '../i18n/index.js';
import { errorText } from '../lib/error-text.js';
import { useDateStyle } from '../app/settings-store.js';

export { errorSummaryKey } from '../lib/error-text.js';

/**
 * A failed load: what went wrong and what to do, in plain words in the user's language, and Retry. The
 * service's own message (English, for logs and support) and its code are kept under
 * "Technische details", not shown as if they were the explanation.
 */
export function ErrorState({ error, onRetry }: { error: unknown; onRetry?: () => void }) {
  const t = useT();
  const detail = error instanceof Error ? error.message : String(error);
  const code = error instanceof ApiError ? error.code : null;
  const text = errorText(t, error, { dateStyle: useDateStyle() });
  return (
    <div className="state state--error" role="alert">
      <svg className="state__icon" viewBox="0 0 48 48" aria-hidden="true">
        <circle cx="24" cy="24" r="17" fill="none" strokeWidth="2.5" />
        <path d="M24 15v11M24 32v.5" fill="none" strokeWidth="3" strokeLinecap="round" />
      </svg>
      <p className="state__title">{text.title}</p>
      {text.advice === '' ? null : <p className="state__advice">{text.advice}</p>}
      <details className="state__details">
        <summary>{t('state.technicalDetails')}</summary>
        <p className="state__detail" lang="en">
          {code ? <code>{code}</code> : null} {detail}
        </p>
      </details>
      {onRetry ? (
        <button type="button" className="button button--primary" onClick={onRetry}>
          {t('state.retry')}
        </button>
      ) : null}
    </div>
  );
}
