import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState, type SyntheticEvent } from 'react';
import type { MonthPackSchedule, ScheduleFrequency } from '../../../../shared/api/month-pack.js';
import { parseLocalDate } from '../../../../shared/dates.js';
import { delimiterOf } from '../../../../shared/preferences.js';
import { CheckField } from '../../components/form/CheckField.js';
import { QueryState } from '../../components/state/QueryState.js';
import { SectionCard } from '../../components/layout/SectionCard.js';
import { SecretsNote } from '../../components/note/SecretsNote.js';
import { useT, type MessageKey } from '../../i18n/index.js';
import { formatDay } from '../../lib/day-text.js';
import { formatDateTime } from '../../lib/format.js';
import { LocationSelect, useLocationChoice } from '../../components/form/LocationSelect.js';
import { LocationUserNote, useLimitedToLocation } from '../../components/note/LocationUserNote.js';
import { useDateStyle, useSettingsStore } from '../../app/settings-store.js';
import { useErrorSentence } from '../../components/state/use-error-sentence.js';
import { isClockTime } from '../../../../shared/api/month-pack.js';
import { FolderField } from './FolderField.js';
import {
  FormOutcomeText,
  SchedulePasswordField,
  ScheduleTimeField,
  type FormOutcome,
} from './ScheduleFields.js';
import { monthPackQueries, saveSchedule } from './queries.js';

const FREQUENCIES: readonly { value: ScheduleFrequency; label: MessageKey }[] = [
  { value: 'monthly', label: 'schedule.monthly' },
  { value: 'weekly', label: 'schedule.weekly' },
];

/** Where the schedule stands: when it runs next and for which period, or why it does not. */
function ScheduleStatus({ schedule }: { schedule: MonthPackSchedule }) {
  const t = useT();
  const style = useDateStyle();
  const day = (text: string) => {
    const date = parseLocalDate(text);
    return date ? formatDay(date, style) : text;
  };
  if (schedule.status === 'paused' && schedule.paused_reason) {
    return (
      <p className="range-note" role="status">
        {t(`schedule.paused.${schedule.paused_reason}` as MessageKey)}
      </p>
    );
  }
  if (schedule.status !== 'active' || !schedule.next_run_at || !schedule.next_period) return null;
  return (
    <p className="hint" role="status">
      {t('schedule.next', {
        when: formatDateTime(schedule.next_run_at, style),
        period: `${day(schedule.next_period.from)} – ${day(schedule.next_period.to)}`,
      })}
    </p>
  );
}

function ScheduleFields({ saved }: { saved: MonthPackSchedule }) {
  const t = useT();
  const queryClient = useQueryClient();
  const { language, csvDialect } = useSettingsStore();
  const [enabled, setEnabled] = useState(saved.enabled);
  const [frequency, setFrequency] = useState(saved.frequency);
  const [time, setTime] = useState(saved.time);
  const [folder, setFolder] = useState(saved.folder);
  const [locationId, setLocationId] = useState(saved.location_id);
  const [password, setPassword] = useState('');
  const [outcome, setOutcome] = useState<FormOutcome>(null);
  const [saving, setSaving] = useState(false);
  const choice = useLocationChoice(locationId);
  const holdsCredentials = saved.status === 'active';
  const sentence = useErrorSentence();
  const [timeError, setTimeError] = useState(false);
  const [noFolder, setNoFolder] = useState(false);

  const submit = async (event: SyntheticEvent<HTMLFormElement>) => {
    event.preventDefault();
    setOutcome(null);
    // Said here, in the form's words, before the service is asked (it refuses it too).
    const badTime = enabled && !isClockTime(time);
    // An enabled schedule needs a folder: said at the field, as the month pack's Write says it.
    const folderMissing = enabled && folder.trim() === '';
    setTimeError(badTime);
    setNoFolder(folderMissing);
    if (badTime || folderMissing) return;
    setSaving(true);
    try {
      const answer = await saveSchedule({
        enabled,
        frequency,
        time,
        folder: folder.trim(),
        location_id: choice.lockedLocationId === null ? locationId : null,
        lang: language,
        // None when the setting follows the language: the service then applies the language's.
        delimiter: delimiterOf(csvDialect),
        ...(enabled && password !== '' ? { password } : {}),
      });
      queryClient.setQueryData(monthPackQueries.schedule().queryKey, answer);
      setPassword('');
      setOutcome({ ok: true, text: t('schedule.saved') });
    } catch (error) {
      const labels = { time: t('schedule.time'), folder: t('pack.folder') };
      setOutcome({ ok: false, text: t('schedule.failed', { message: sentence(error, labels) }) });
    } finally {
      setSaving(false);
    }
  };

  return (
    <form className="schedule-form" onSubmit={(event) => void submit(event)} noValidate>
      <SecretsNote />
      <CheckField label={t('schedule.enabled')} checked={enabled} onChange={setEnabled} />
      <fieldset className="schedule-form__choices" disabled={!enabled}>
        <legend className="field__label">{t('schedule.frequency')}</legend>
        {FREQUENCIES.map((option) => (
          <label key={option.value} className="radio">
            <input
              type="radio"
              name="schedule-frequency"
              value={option.value}
              checked={frequency === option.value}
              onChange={() => setFrequency(option.value)}
            />
            <span>{t(option.label)}</span>
          </label>
        ))}
      </fieldset>
      <div className="schedule-form__row">
        <ScheduleTimeField
          value={time}
          onChange={setTime}
          disabled={!enabled}
          invalid={timeError}
        />
        <LocationSelect choice={choice} onChange={setLocationId} />
      </div>
      <FolderField
        value={folder}
        onChange={setFolder}
        error={noFolder ? t('pack.folderRequired') : undefined}
      />
      {enabled ? (
        <SchedulePasswordField value={password} onChange={setPassword} kept={holdsCredentials} />
      ) : null}
      <div className="schedule-form__actions">
        <button type="submit" className="button button--primary" disabled={saving}>
          {t('schedule.save')}
        </button>
        <FormOutcomeText outcome={outcome} />
      </div>
      <ScheduleStatus schedule={saved} />
    </form>
  );
}

/**
 * The month pack's schedule, as a group of the settings screen; for a user limited to a
 * location, who may keep none (decision 0081), a note instead.
 */
export function ScheduleSettings() {
  const t = useT();
  const limited = useLimitedToLocation();
  const schedule = useQuery(monthPackQueries.schedule());
  return (
    <SectionCard
      id="schedule-title"
      title={t('schedule.title')}
      hint={t('schedule.hint')}
      className="settings__group"
    >
      {limited ? (
        <LocationUserNote text={t('schedule.locationUser')} />
      ) : (
        <QueryState query={schedule}>{(saved) => <ScheduleFields saved={saved} />}</QueryState>
      )}
    </SectionCard>
  );
}
