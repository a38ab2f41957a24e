import type { MonthPackRun } from '../../../../shared/api/month-pack.js';
import { ApiError } from '../../../../shared/client/index.js';
import { hrefOf } from '../../app/router.js';
import { TechnicalDetails } from '../../components/state/TechnicalDetails.js';
import { useErrorSentence } from '../../components/state/use-error-sentence.js';
import { useT } from '../../i18n/index.js';
import type { PackState } from './use-pack-run.js';

/** What the pack is doing or did: progress with Cancel, written, cancelled, or failed. */
export function PackOutcome({
  state,
  running,
  cancelledRun,
  onCancel,
}: {
  state: PackState;
  /** The run under way as the log shows it, once it has started. */
  running: MonthPackRun | undefined;
  /** After Cancel: how the service ended the run, once the log shows it. */
  cancelledRun: MonthPackRun | undefined;
  onCancel: () => void;
}) {
  const t = useT();
  const sentence = useErrorSentence();
  switch (state.kind) {
    case 'running':
      return (
        <div className="pack-outcome" role="status">
          <span className="spinner" aria-hidden="true" />
          <span>
            {running && running.files.length > 0
              ? t('pack.writing', { done: running.files.length, total: running.file_count })
              : t('pack.starting')}
          </span>
          <button type="button" className="button button--quiet" onClick={onCancel}>
            {t('pack.cancel')}
          </button>
        </div>
      );
    case 'written':
      return (
        <p className="pack-outcome pack-outcome--done" role="status">
          {t('pack.written', { count: state.run.files.length, folder: state.run.folder })}
        </p>
      );
    case 'cancelled':
      // Cancelled after the files were placed: they are there, as the log says.
      return cancelledRun?.status === 'written' ? (
        <p className="pack-outcome pack-outcome--done" role="status">
          {t('pack.cancelledTooLate', {
            count: cancelledRun.files.length,
            folder: cancelledRun.folder,
          })}
        </p>
      ) : (
        <p className="pack-outcome" role="status">
          {t('pack.cancelled')}
        </p>
      );
    case 'failed': {
      const { error } = state;
      return (
        <div className="pack-outcome pack-outcome--failed" role="alert">
          <p className="field__error">
            {t('pack.failed', { message: sentence(error) })} {t('pack.nothingWritten')}
          </p>
          {error instanceof ApiError && error.code === 'ledger_mapping_incomplete' ? (
            <a href={hrefOf('ledger-mapping')}>{t('nav.ledgerMapping')}</a>
          ) : null}
          {error instanceof Error ? <TechnicalDetails error={error} /> : null}
        </div>
      );
    }
    default:
      return null;
  }
}
