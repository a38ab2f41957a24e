/**
 * The morning digest's settings, a group of the settings screen as the month pack's schedule
 * is: whether and when it runs (the day before, every day), the folder it is written to, the
 * address it is mailed to (the user's own at the platform, when a mail server is set up), a
 * test mail, and how its last run ended.
 */
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import type { DigestSchedule } from '../../../../shared/api/digest.js';
import { parseLocalDate } from '../../../../shared/dates.js';
import { LocationUserNote, useLimitedToLocation } from '../../components/note/LocationUserNote.js';
import { QueryState } from '../../components/state/QueryState.js';
import { SectionCard } from '../../components/layout/SectionCard.js';
import { useErrorSentence } from '../../components/state/use-error-sentence.js';
import { useT } from '../../i18n/index.js';
import { formatDay } from '../../lib/day-text.js';
import { formatDateTime } from '../../lib/format.js';
import {
  FormOutcomeText,
  PausedNote,
  RunFailure,
  ScheduleFrame,
  ScheduleTimeField,
  useScheduleFailureText,
  useScheduleForm,
  type FormOutcome,
} from '../month-pack/index.js';
import { useDateStyle, useSettingsStore } from '../../app/settings-store.js';
import { digestQueries, saveDigestSchedule, sendTestMail } from './queries.js';

/** Where the schedule stands: the next run and its day, or why it is paused. */
function DigestStatus({ schedule }: { schedule: DigestSchedule }) {
  const t = useT();
  const style = useDateStyle();
  if (schedule.status === 'paused' && schedule.paused_reason) {
    return <PausedNote reason={schedule.paused_reason} />;
  }
  if (schedule.status !== 'active' || !schedule.next_run_at || !schedule.next_day) return null;
  const day = parseLocalDate(schedule.next_day);
  return (
    <p className="hint" role="status">
      {t('digest.next', {
        when: formatDateTime(schedule.next_run_at, style),
        day: day ? formatDay(day, style) : schedule.next_day,
      })}
    </p>
  );
}

/** The address the digest goes to, and whether it can be mailed at all; the test mail. */
function MailLine({ schedule }: { schedule: DigestSchedule }) {
  const t = useT();
  const language = useSettingsStore((state) => state.language);
  const sentence = useErrorSentence();
  const [outcome, setOutcome] = useState<FormOutcome>(null);
  const [sending, setSending] = useState(false);
  const { to, configured } = schedule.mail;
  const test = async () => {
    setSending(true);
    setOutcome(null);
    try {
      const sent = await sendTestMail(language);
      setOutcome({ ok: true, text: t('digest.testSent', { to: sent.to }) });
    } catch (error) {
      setOutcome({ ok: false, text: sentence(error) });
    } finally {
      setSending(false);
    }
  };
  return (
    <div className="digest-mail">
      <p className="hint" data-testid="digest-mail-to">
        {to === null
          ? t('digest.noAddress')
          : configured
            ? t('digest.mailedTo', { to })
            : t('digest.notMailed', { to })}
      </p>
      <div className="schedule-form__actions">
        <button
          type="button"
          className="button"
          onClick={() => void test()}
          // Without a mail server or an address there is nothing to try: the line above says so.
          disabled={sending || !configured || to === null}
        >
          {t('digest.testMail')}
        </button>
        <FormOutcomeText outcome={outcome} />
      </div>
    </div>
  );
}

/** How the last digest ended, in the user's words. */
function LastRun() {
  const t = useT();
  const style = useDateStyle();
  const runs = useQuery(digestQueries.runs()).data?.data;
  const last = runs?.[0];
  if (!last) return null;
  const day = parseLocalDate(last.day);
  return (
    <div className="digest-last" data-testid="digest-last-run">
      <p className="hint">
        {t(`digest.last.${last.status}`, {
          day: day ? formatDay(day, style) : last.day,
          when: formatDateTime(last.started_at, style),
        })}
      </p>
      {last.error ? <RunFailure error={last.error} /> : null}
    </div>
  );
}

function DigestFields({ saved }: { saved: DigestSchedule }) {
  const t = useT();
  const language = useSettingsStore((state) => state.language);
  const form = useScheduleForm({
    saved,
    needsFolder: true,
    save: ({ enabled, time, folder, secret }) =>
      saveDigestSchedule({ enabled, time, folder, lang: language, ...secret }),
    queryKey: digestQueries.schedule().queryKey,
    savedText: t('schedule.saved'),
    failureText: useScheduleFailureText(),
  });
  return (
    <ScheduleFrame
      form={form}
      enabledLabel={t('digest.enabled')}
      saveLabel={t('digest.save')}
      kept={saved.status === 'active'}
      status={<DigestStatus schedule={saved} />}
    >
      <ScheduleTimeField
        value={form.time}
        onChange={form.setTime}
        disabled={!form.enabled}
        invalid={form.timeError}
      />
    </ScheduleFrame>
  );
}

/**
 * The digest's group of the settings screen. A digest is of all locations and written into a
 * folder (decisions 0081, 0097): a user limited to a location gets a note instead of a form
 * the service refuses, and no test mail of a digest they cannot have.
 */
export function DigestSettings() {
  const t = useT();
  const limited = useLimitedToLocation();
  const schedule = useQuery(digestQueries.schedule());
  return (
    <SectionCard
      id="digest-title"
      title={t('digest.title')}
      hint={t('digest.hint')}
      className="settings__group"
      testId="digest-settings"
    >
      {limited ? (
        <LocationUserNote text={t('digest.locationUser')} />
      ) : (
        <QueryState query={schedule}>
          {(saved) => (
            <>
              <DigestFields saved={saved} />
              <MailLine schedule={saved} />
              <LastRun />
            </>
          )}
        </QueryState>
      )}
    </SectionCard>
  );
}
