/**
 * The fields every schedule's form has (the month pack's, the morning digest's): the time it
 * runs, the password it is saved with, and how saving (or a test) ended.
 */
import { TextField } from '../../components/form/TextField.js';
import { useSecretsKept } from '../../components/note/SecretsNote.js';
import { useT } from '../../i18n/index.js';

export type FormOutcome = { ok: boolean; text: string } | null;

/** The time of day a schedule runs (HH:MM), and the form's word when it is not one. */
export function ScheduleTimeField(props: {
  value: string;
  onChange: (time: string) => void;
  disabled: boolean;
  invalid: boolean;
}) {
  const t = useT();
  return (
    <TextField
      label={t('schedule.time')}
      error={props.invalid ? t('schedule.timeInvalid') : null}
      inputClassName="input schedule-form__time"
      inputMode="numeric"
      placeholder="07:00"
      value={props.value}
      disabled={props.disabled}
      onChange={(event) => props.onChange(event.target.value.trim())}
    />
  );
}

/**
 * The user's password, which a schedule runs with; `kept`: it holds one already. `hint`: what
 * this schedule does with it, where that is not the general hint.
 */
export function SchedulePasswordField(props: {
  value: string;
  onChange: (password: string) => void;
  kept: boolean;
  hint?: string;
}) {
  const t = useT();
  const secretsKept = useSecretsKept();
  const hint = secretsKept ? t('schedule.passwordHint') : t('schedule.passwordHint.notKept');
  return (
    <TextField
      className="field field--grow"
      label={t('schedule.password')}
      hint={props.kept ? t('schedule.passwordKept') : (props.hint ?? hint)}
      type="password"
      autoComplete="current-password"
      value={props.value}
      onChange={(event) => props.onChange(event.target.value)}
    />
  );
}

/** How the form's last action ended: a status when it went well, else an alert. */
export function FormOutcomeText({ outcome }: { outcome: FormOutcome }) {
  if (!outcome) return null;
  return (
    <span className={outcome.ok ? 'hint' : 'field__error'} role={outcome.ok ? 'status' : 'alert'}>
      {outcome.text}
    </span>
  );
}
