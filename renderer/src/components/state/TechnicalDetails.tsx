import { ApiError } from '../../../../shared/client/index.js';
import { hasMessage, useT } from '../../i18n/index.js';

/**
 * What support needs of a failure, folded away under "Technische details". A refusal of the
 * service's own, whose code the screens word (i18n/refusals.ts), is told in the user's
 * language: its code, its status and the request it answered (the service's log names it), not
 * the service's English message. Anything else (a package's or the platform's reason, a failure
 * without a code of ours) keeps its words as they came.
 */
export function TechnicalDetails({ error }: { error: unknown }) {
  const t = useT();
  const ours = error instanceof ApiError && hasMessage(`refusal.${error.code}`);
  return (
    <details className="state__details">
      <summary>{t('state.technicalDetails')}</summary>
      {ours ? (
        <p className="state__detail" data-testid="technical-detail">
          <code>{error.code}</code> {t('state.detail.refused', { status: error.status })}
          {error.body.request_id === undefined
            ? null
            : ` ${t('state.detail.request', { id: error.body.request_id })}`}
        </p>
      ) : (
        <p className="state__detail" data-testid="technical-detail">
          {error instanceof ApiError ? <code>{error.code}</code> : null}{' '}
          {error instanceof Error ? error.message : String(error)}
        </p>
      )}
    </details>
  );
}
