import { useQuery } from '@tanstack/react-query';
import { useRef, useState, type SyntheticEvent } from 'react';
import { PageHeader } from '../../components/layout/PageHeader.js';
import { useT } from '../../i18n/index.js';
import { LocationSelect, useLocationChoice } from '../../components/form/LocationSelect.js';
import { LocationUserNote, useLimitedToLocation } from '../../components/note/LocationUserNote.js';
import { useSettingsStore } from '../../app/settings-store.js';
import { delimiterOf } from '../../../../shared/preferences.js';
import { FolderField } from './FolderField.js';
import { lastMonth } from './months.js';
import { MonthSelect } from './MonthSelect.js';
import { OverwriteDialog } from './OverwriteDialog.js';
import { PackOutcome } from './PackOutcome.js';
import { monthPackQueries, useRunsLog } from './queries.js';
import type { MonthPackRun } from '../../../../shared/api/month-pack.js';
import { RunsLog } from './RunsLog.js';
import { ScheduleLine } from './ScheduleLine.js';
import { LAST_MONTH, useMonthPackStore } from './store.js';
import { awaitsCancelledRun, cancelledRunOf, usePackRun } from './use-pack-run.js';

/**
 * The month pack by hand: a month (last month by default), the location, a folder (the one
 * used last, until another is chosen), and Write; then its progress with Cancel, the
 * question when files exist, and its outcome; the runs log below. A user limited to a location
 * writes no files (decision 0081): instead of the form they are told so, and where their
 * exports are, above the runs of their location.
 */
export function MonthPackPage() {
  const t = useT();
  const limited = useLimitedToLocation();
  const store = useMonthPackStore();
  const choice = useLocationChoice(store.locationId);
  const pack = usePackRun();
  const running = pack.state.kind === 'running';
  const runs = useRunsLog(
    (logged) => running || awaitsCancelledRun(pack.state, logged, Date.now()),
  );
  const form = usePackForm(pack, runs.data?.data, store.month, choice.locationId);
  // The dialog gives the focus back to Write (which was disabled, and so lost it, meanwhile).
  const writeButton = useRef<HTMLButtonElement>(null);
  const underway = runs.data?.data.find(
    (run) => run.status === 'running' && run.trigger === 'manual',
  );

  return (
    <section className="page page--scroll">
      <PageHeader title={t('pack.title')} />
      {limited ? (
        <div className="card pack-form">
          <p className="hint">{t('pack.intro')}</p>
          <LocationUserNote text={t('pack.locationUser')} />
        </div>
      ) : (
        <form className="card pack-form" onSubmit={form.submit} noValidate>
          <p className="hint">{t('pack.intro')}</p>
          <div className="pack-form__fields">
            <MonthSelect value={store.month} onChange={store.setMonth} />
            <LocationSelect choice={choice} onChange={store.setLocationId} />
            <FolderField value={form.folder} onChange={form.setTyped} error={form.folderError} />
          </div>
          <div className="pack-form__actions">
            <button
              ref={writeButton}
              type="submit"
              className="button button--primary"
              disabled={running}
            >
              {t('pack.write')}
            </button>
            <PackOutcome
              state={pack.state}
              running={underway}
              cancelledRun={cancelledRunOf(pack.state, runs.data?.data)}
              onCancel={pack.cancel}
            />
          </div>
          <ScheduleLine />
        </form>
      )}
      <RunsLog runs={runs} />
      {pack.state.kind === 'confirm' ? (
        <OverwriteDialog
          folder={pack.state.request.folder}
          existing={pack.state.existing}
          onOverwrite={pack.overwrite}
          onCancel={pack.dismiss}
          returnFocusTo={writeButton}
        />
      ) : null}
    </section>
  );
}

/**
 * The form's folder (the one typed, else the last run's, else the schedule's) and Write: a
 * pack of the month and location in the user's language and CSV dialect, or, with no folder,
 * the field's error.
 */
function usePackForm(
  pack: ReturnType<typeof usePackRun>,
  runs: readonly MonthPackRun[] | undefined,
  month: string,
  locationId: number | null,
) {
  const t = useT();
  const { language, csvDialect } = useSettingsStore();
  const schedule = useQuery(monthPackQueries.schedule());
  const [typed, setTyped] = useState<string | null>(null);
  const [folderError, setFolderError] = useState<string | undefined>(undefined);
  const folder = typed ?? runs?.[0]?.folder ?? schedule.data?.folder ?? '';
  const submit = (event: SyntheticEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (folder.trim() === '') {
      setFolderError(t('pack.folderRequired'));
      // The last run's outcome is not this click's: it goes, so no green stands beside the red.
      pack.dismiss();
      return;
    }
    setFolderError(undefined);
    void pack.start({
      month: month === LAST_MONTH ? lastMonth() : month,
      folder: folder.trim(),
      ...(locationId === null ? {} : { location_id: locationId }),
      lang: language,
      // None when the setting follows the language: the service then applies the language's.
      delimiter: delimiterOf(csvDialect),
    });
  };

  return { folder, setTyped, folderError, submit };
}
