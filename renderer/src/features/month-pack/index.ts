/**
 * The month pack screen; its schedule's settings (on the settings screen); the folder field,
 * the schedule's form, fields and state, and a run's failure, which the daily digest's settings
 * and bookkeeping's schedule share; its
 * queries (the first-run checklist's).
 */
export { FolderField } from './FolderField.js';
export { MonthPackPage } from './Page.js';
export { monthPackQueries } from './queries.js';
export { RunFailure } from './RunsLog.js';
export {
  FormOutcomeText,
  SchedulePasswordField,
  ScheduleTimeField,
  type FormOutcome,
} from './ScheduleFields.js';
export { ScheduleSettings } from './ScheduleForm.js';
export { PausedNote, ScheduleFrame, useScheduleFailureText } from './ScheduleFrame.js';
export { useScheduleForm, type ScheduleValues } from './use-schedule-form.js';
