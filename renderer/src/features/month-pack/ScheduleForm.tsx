import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import type { MonthPackSchedule, ScheduleFrequency } from '../../../../shared/api/month-pack.js';
import { parseLocalDate } from '../../../../shared/dates.js';
import { delimiterOf } from '../../../../shared/preferences.js';
import { QueryState } from '../../components/state/QueryState.js';
import { SectionCard } from '../../components/layout/SectionCard.js';
import { RadioChoices } from '../../components/form/RadioChoices.js';
import { useT, type MessageKey } from '../../i18n/index.js';
import { formatDay } from '../../lib/day-text.js';
import { formatDateTime } from '../../lib/format.js';
import { LocationSelect, useLocationChoice } from '../../components/form/LocationSelect.js';
import { LocationUserNote, useLimitedToLocation } from '../../components/note/LocationUserNote.js';
import { useDateStyle, useSettingsStore } from '../../app/settings-store.js';
import { ScheduleTimeField } from './ScheduleFields.js';
import { PausedNote, ScheduleFrame, useScheduleFailureText } from './ScheduleFrame.js';
import { useScheduleForm } from './use-schedule-form.js';
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
    return <PausedNote reason={schedule.paused_reason} />;
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

/** Monthly or weekly. */
function FrequencyChoice({
  value,
  onChange,
  disabled,
}: {
  value: ScheduleFrequency;
  onChange: (frequency: ScheduleFrequency) => void;
  disabled: boolean;
}) {
  const t = useT();
  return (
    <fieldset className="schedule-form__choices" disabled={disabled}>
      <legend className="field__label">{t('schedule.frequency')}</legend>
      <RadioChoices
        name="schedule-frequency"
        options={FREQUENCIES.map((option) => ({ value: option.value, label: t(option.label) }))}
        value={value}
        onChange={onChange}
      />
    </fieldset>
  );
}

function ScheduleFields({ saved }: { saved: MonthPackSchedule }) {
  const t = useT();
  const { language, csvDialect } = useSettingsStore();
  const [frequency, setFrequency] = useState(saved.frequency);
  const [locationId, setLocationId] = useState(saved.location_id);
  const choice = useLocationChoice(locationId);
  const form = useScheduleForm({
    saved,
    needsFolder: true,
    save: ({ enabled, time, folder, secret }) =>
      saveSchedule({
        enabled,
        frequency,
        time,
        folder,
        location_id: choice.lockedLocationId === null ? locationId : null,
        lang: language,
        // None when the setting follows the language: the service then applies the language's.
        delimiter: delimiterOf(csvDialect),
        ...secret,
      }),
    queryKey: monthPackQueries.schedule().queryKey,
    savedText: t('schedule.saved'),
    failureText: useScheduleFailureText(),
  });
  return (
    <ScheduleFrame
      form={form}
      enabledLabel={t('schedule.enabled')}
      saveLabel={t('schedule.save')}
      kept={saved.status === 'active'}
      status={<ScheduleStatus schedule={saved} />}
    >
      <FrequencyChoice value={frequency} onChange={setFrequency} disabled={!form.enabled} />
      <div className="schedule-form__row">
        <ScheduleTimeField
          value={form.time}
          onChange={form.setTime}
          disabled={!form.enabled}
          invalid={form.timeError}
        />
        <LocationSelect choice={choice} onChange={setLocationId} />
      </div>
    </ScheduleFrame>
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
