import { ApiError } from '../../../../shared/client/index.js';
import { ErrorState } from '../../components/state/ErrorState.js';
import { useErrorSentence } from '../../components/state/use-error-sentence.js';
import { useT } from '../../i18n/index.js';
import { elementIdOf, type SaveProblem } from './draft.js';

/** Brings a field into view and puts the cursor in it (a missing entry, a refused field). */
export function goTo(field: string): void {
  const element = document.getElementById(elementIdOf(field));
  element?.scrollIntoView({ block: 'center' });
  element?.focus({ preventScroll: true });
}

/** A refusal naming no field the screen shows, in the user's words. */
function SaveRefusal({ error }: { error: unknown }) {
  return <>{useErrorSentence()(error)}</>;
}

/** Why a save failed, above the form: the field's own message sits beside the field. */
export function SaveFailure({
  problem,
  failure,
}: {
  problem: SaveProblem | null;
  failure: unknown;
}) {
  const t = useT();
  if (problem !== null) {
    const field = problem.field;
    return (
      <div className="banner banner--error ledger__banner" role="alert">
        <strong>{t('ledger.error.title')}</strong>{' '}
        {field === null ? (
          <SaveRefusal error={problem.error} />
        ) : (
          <>
            {t('ledger.error.field')}{' '}
            <button type="button" className="ledger__goto" onClick={() => goTo(field)}>
              {t('ledger.error.goToField')}
            </button>
          </>
        )}
      </div>
    );
  }
  if (failure instanceof ApiError && failure.status === 403) {
    return (
      <div className="banner banner--error ledger__banner" role="alert">
        <strong>{t('ledger.error.title')}</strong> {t('ledger.error.forbidden')}
      </div>
    );
  }
  return failure === null ? null : <ErrorState error={failure} />;
}
