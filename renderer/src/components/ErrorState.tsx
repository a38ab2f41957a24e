import { ApiError } from '../../../shared/client/index.js';
import { useT, type MessageKey } from '../i18n/index.js';

/** The plain-words summary of a failure, by its status. */
export function errorSummaryKey(error: unknown): MessageKey {
  if (!(error instanceof ApiError)) return 'state.error.unexpected';
  if (error.status === 0) return 'state.error.network';
  if (error.status === 502) return 'state.error.upstream';
  if (error.status === 400) return 'state.error.badRequest';
  if (error.status === 403) return 'state.error.forbidden';
  if (error.status === 404) return 'state.error.notFound';
  if (error.status === 501) return 'state.error.unsupported';
  if (error.code === 'answer_deadline') return 'state.error.deadline';
  if (error.status >= 500) return 'state.error.server';
  return 'state.error.unexpected';
}

/**
 * A failed load: what went wrong in plain words in the user's language, and Retry. The
 * service's own message (English, for logs and support) and its code are kept under
 * "Technische details", not shown as if they were the explanation.
 */
export function ErrorState({ error, onRetry }: { error: unknown; onRetry?: () => void }) {
  const t = useT();
  const detail = error instanceof Error ? error.message : String(error);
  const code = error instanceof ApiError ? error.code : null;
  return (
    <div className="state state--error" role="alert">
      <svg className="state__icon" viewBox="0 0 48 48" aria-hidden="true">
        <circle cx="24" cy="24" r="17" fill="none" strokeWidth="2.5" />
        <path d="M24 15v11M24 32v.5" fill="none" strokeWidth="3" strokeLinecap="round" />
      </svg>
      <p className="state__title">{t(errorSummaryKey(error))}</p>
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
