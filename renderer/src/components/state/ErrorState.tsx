import { useT } from '../../i18n/index.js';
import { errorText } from '../../lib/error-text.js';
import { TechnicalDetails } from './TechnicalDetails.js';
import { useDateStyle } from '../../app/settings-store.js';
import { RingIcon } from './StateIcon.js';

export { errorSummaryKey } from '../../lib/error-text.js';

/**
 * A failed load: what went wrong and what to do, in plain words in the user's language, and Retry. What
 * support needs (the code, the service's or the package's reason) is kept under "Technische
 * details" (TechnicalDetails.tsx), not shown as if it were the explanation.
 */
export function ErrorState({ error, onRetry }: { error: unknown; onRetry?: () => void }) {
  const t = useT();
  const text = errorText(t, error, { dateStyle: useDateStyle() });
  return (
    <div className="state state--error" role="alert">
      <RingIcon mark="M24 15v11M24 32v.5" markWidth="3" />
      <p className="state__title">{text.title}</p>
      {text.advice === '' ? null : <p className="state__advice">{text.advice}</p>}
      <TechnicalDetails error={error} />
      {onRetry ? (
        <button type="button" className="button button--primary" onClick={onRetry}>
          {t('state.retry')}
        </button>
      ) : null}
    </div>
  );
}
