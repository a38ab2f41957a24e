import { useQuery } from '@tanstack/react-query';
import { useId } from 'react';
import type { BookkeepingSchedule } from '../../../../shared/api/bookkeeping.js';
import { CheckField } from '../../components/form/CheckField.js';
import { LocationUserNote, useLimitedToLocation } from '../../components/note/LocationUserNote.js';
import { SectionCard } from '../../components/layout/SectionCard.js';
import { SecretsNote, useSecretsKept } from '../../components/note/SecretsNote.js';
import { useT } from '../../i18n/index.js';
import { formatDateTime } from '../../lib/format.js';
import { useDateStyle } from '../../app/settings-store.js';
import { SchedulePasswordField, ScheduleTimeField, useScheduleForm } from '../month-pack/index.js';
import { bookkeepingQueries, saveSchedule } from './queries.js';
import { refusalText } from './words.js';

/** When it runs next and how it went last, or why it is paused. */
function ScheduleState({ schedule }: { schedule: BookkeepingSchedule }) {
  const t = useT();
  const style = useDateStyle();
  const last = schedule.last_run;
  return (
    <div role="status">
      {schedule.status === 'paused' ? (
        <p className="range-note">{t('bk.schedule.paused')}</p>
      ) : null}
      {schedule.next_run_at ? (
        <p className="hint">
          {t('bk.schedule.next', { when: formatDateTime(schedule.next_run_at, style) })}
        </p>
      ) : null}
      {last ? (
        <p className="hint">
          {t('bk.schedule.last', {
            when: formatDateTime(last.started_at, style),
            posted: last.posted,
            failed: last.failed,
            blocked: last.blocked,
          })}
        </p>
      ) : null}
    </div>
  );
}

function ScheduleForm({ saved }: { saved: BookkeepingSchedule }) {
  const t = useT();
  const kept = useSecretsKept();
  const form = useScheduleForm({
    saved,
    needsFolder: false,
    save: ({ enabled, time, secret }) => saveSchedule({ enabled, time, ...secret }),
    queryKey: bookkeepingQueries.schedule().queryKey,
    savedText: t('bk.schedule.saved'),
    failureText: (error) => refusalText(t, error),
  });
  const { enabled, outcome } = form;

  return (
    <form className="bk-form" onSubmit={form.onSubmit} noValidate>
      <SecretsNote />
      <CheckField label={t('bk.schedule.enabled')} checked={enabled} onChange={form.setEnabled} />
      <div className="schedule-form__row">
        <ScheduleTimeField
          value={form.time}
          onChange={form.setTime}
          disabled={!enabled}
          invalid={form.timeError}
        />
        {enabled && saved.status !== 'active' ? (
          <SchedulePasswordField
            value={form.password}
            onChange={form.setPassword}
            kept={false}
            hint={t(kept ? 'bk.schedule.passwordHint' : 'bk.schedule.passwordHint.notKept')}
          />
        ) : null}
      </div>
      <div className="bk-actions">
        <button type="submit" className="button" disabled={form.saving}>
          {t('bk.schedule.save')}
        </button>
        {outcome ? (
          <span className={outcome.ok ? 'hint' : 'banner banner--error'} role="status">
            {outcome.text}
          </span>
        ) : null}
      </div>
      <ScheduleState schedule={saved} />
    </form>
  );
}

/**
 * Post every morning: yesterday, and the days missed while the computer was off. It decides
 * what is posted unattended, so a user limited to a location is told who sets it instead of a
 * form the service would refuse (decision 0120).
 */
export function ScheduleCard() {
  const t = useT();
  const id = useId();
  const limited = useLimitedToLocation();
  const schedule = useQuery(bookkeepingQueries.schedule());
  return (
    <SectionCard id={`${id}-title`} title={t('bk.schedule.title')} hint={t('bk.schedule.hint')}>
      {limited ? <LocationUserNote text={t('bk.schedule.locationUser')} /> : null}
      {schedule.data && !limited ? <ScheduleForm saved={schedule.data} /> : null}
      {schedule.data && limited ? <ScheduleState schedule={schedule.data} /> : null}
    </SectionCard>
  );
}
