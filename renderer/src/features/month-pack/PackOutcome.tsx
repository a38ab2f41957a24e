import type { MonthPackRun } from '../../../../shared/api/month-pack.js';
import { ApiError } from '../../../../shared/client/index.js';
import { hrefOf } from '../../app/router.js';
import { errorSummaryKey } from '../../components/ErrorState.js';
import { useT, type MessageKey, type Translate } from '../../i18n/index.js';
import type { PackState } from './use-pack-run.js';

const FOLDER_PROBLEMS = {
  folder_not_absolute: 'pack.error.folder_not_absolute',
  folder_missing: 'pack.error.folder_missing',
  not_a_folder: 'pack.error.not_a_folder',
  folder_not_writable: 'pack.error.folder_not_writable',
  disk_full: 'pack.error.disk_full',
  folder_not_allowed: 'pack.error.folder_not_allowed',
} as const satisfies Record<string, MessageKey>;

const isFolderProblem = (code: string): code is keyof typeof FOLDER_PROBLEMS =>
  code in FOLDER_PROBLEMS;

/** A refusal the user can act on, in their language; null for any other failure. */
function knownFailure(error: unknown, folder: string, t: Translate): string | null {
  if (!(error instanceof ApiError)) return null;
  if (isFolderProblem(error.code)) return t(FOLDER_PROBLEMS[error.code], { folder });
  if (error.code === 'no_data') return t('pack.error.noData');
  if (error.code === 'ledger_mapping_incomplete') return t('pack.error.mapping');
  if (error.code === 'month_pack_running') return t('pack.error.running');
  return null;
}

/** What the pack is doing or did: progress with Cancel, written, cancelled, or failed. */
export function PackOutcome({
  state,
  running,
  onCancel,
}: {
  state: PackState;
  /** The run under way as the log shows it, once it has started. */
  running: MonthPackRun | undefined;
  onCancel: () => void;
}) {
  const t = useT();
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
      return (
        <p className="pack-outcome" role="status">
          {t('pack.cancelled')}
        </p>
      );
    case 'failed': {
      const { error, folder } = state;
      return (
        <div className="pack-outcome pack-outcome--failed" role="alert">
          <p className="field__error">
            {knownFailure(error, folder, t) ??
              t('pack.failed', { message: t(errorSummaryKey(error)) })}{' '}
            {t('pack.nothingWritten')}
          </p>
          {error instanceof ApiError && error.code === 'ledger_mapping_incomplete' ? (
            <a href={hrefOf('ledger-mapping')}>{t('nav.ledgerMapping')}</a>
          ) : null}
          {error instanceof Error ? (
            <details className="state__details">
              <summary>{t('state.technicalDetails')}</summary>
              <p className="state__detail" lang="en">
                {error instanceof ApiError ? <code>{error.code}</code> : null} {error.message}
              </p>
            </details>
          ) : null}
        </div>
      );
    }
    default:
      return null;
  }
}
