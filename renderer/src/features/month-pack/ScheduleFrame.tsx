/**
 * The form of a schedule that writes into a folder (the month pack's, the morning digest's):
 * the note on secrets, whether it runs, the schedule's own fields, the folder, the password,
 * Save and how it ended, and where the schedule stands.
 */
import type { ReactNode } from 'react';
import { CheckField } from '../../components/form/CheckField.js';
import { SecretsNote } from '../../components/note/SecretsNote.js';
import { useErrorSentence } from '../../components/state/use-error-sentence.js';
import { useT } from '../../i18n/index.js';
import { FolderField } from './FolderField.js';
import { FormOutcomeText, SchedulePasswordField } from './ScheduleFields.js';
import type { ScheduleForm } from './use-schedule-form.js';
import type { SchedulePausedReason } from '../../../../shared/api/month-pack.js';

export function ScheduleFrame({
  form,
  enabledLabel,
  saveLabel,
  kept,
  status,
  children,
}: {
  form: ScheduleForm;
  enabledLabel: string;
  saveLabel: string;
  /** The schedule holds a password already. */
  kept: boolean;
  status: ReactNode;
  /** The schedule's own fields, between whether and where it runs: its time, and more. */
  children: ReactNode;
}) {
  const t = useT();
  return (
    <form className="schedule-form" onSubmit={form.onSubmit} noValidate>
      <SecretsNote />
      <CheckField label={enabledLabel} checked={form.enabled} onChange={form.setEnabled} />
      {children}
      <FolderField
        value={form.folder}
        onChange={form.setFolder}
        error={form.noFolder ? t('pack.folderRequired') : undefined}
      />
      {form.enabled ? (
        <SchedulePasswordField value={form.password} onChange={form.setPassword} kept={kept} />
      ) : null}
      <div className="schedule-form__actions">
        <button type="submit" className="button button--primary" disabled={form.saving}>
          {saveLabel}
        </button>
        <FormOutcomeText outcome={form.outcome} />
      </div>
      {status}
    </form>
  );
}

/** Why a schedule does not run, where the service paused it. */
export function PausedNote({ reason }: { reason: SchedulePausedReason }) {
  const t = useT();
  return (
    <p className="range-note" role="status">
      {t(`schedule.paused.${reason}`)}
    </p>
  );
}

/** A refusal of a folder schedule's save, naming the field the service names. */
export function useScheduleFailureText() {
  const t = useT();
  const sentence = useErrorSentence();
  return (error: unknown) => {
    const labels = { time: t('schedule.time'), folder: t('pack.folder') };
    return t('schedule.failed', { message: sentence(error, labels) });
  };
}
