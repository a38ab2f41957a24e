/**
 * The month pack: POST /api/exports/month-pack writes the period's bookkeeping files into a
 * folder on this computer, GET /api/exports/month-pack/runs lists the runs, and
 * GET/PUT /api/exports/month-pack/schedule keeps the schedule that runs it unattended
 * (docs/api.md, "The month pack"; docs/decisions/0065-month-pack.md). Which files a pack
 * holds is the service's table (electron/service/domain/month-pack/files.ts).
 */
import { z } from 'zod';
import { listEnvelope } from './common.js';
import { runErrorSchema } from './run-error.js';
import { storedText } from './stored-text.js';
import { EXPORT_LANGUAGES } from './export-columns.js';
import { FIRST_YEAR, LAST_YEAR, parseLocalDate } from '../dates.js';

const MAX_FOLDER_LENGTH = 4096;

export const dayField = z
  .string()
  .refine((text) => parseLocalDate(text) !== null, {
    message: 'must be a calendar date YYYY-MM-DD',
  })
  .meta({ description: 'A date YYYY-MM-DD (Europe/Amsterdam day).', example: '2026-10-01' });

/** A month whose days the service can count: the years every other date is bound to. */
const monthField = z
  .string()
  .regex(/^\d{4}-(0[1-9]|1[0-2])$/, { message: 'must be a month YYYY-MM' })
  .refine((month) => parseLocalDate(`${month}-01`) !== null, {
    message: `must be a month YYYY-MM from ${FIRST_YEAR} to ${LAST_YEAR}`,
  })
  .meta({ description: 'A calendar month: its first to its last day.', example: '2026-10' });

export const folderField = storedText(
  z
    .string({ message: 'must be a string' })
    .min(1, { message: 'must not be empty' })
    .max(MAX_FOLDER_LENGTH, { message: `is longer than ${MAX_FOLDER_LENGTH} characters` }),
).meta({
  description:
    'An absolute path of an existing folder on the computer the service runs on, which the ' +
    'service may write to.',
});

const locationField = z
  .number({ message: 'must be a location id' })
  .int({ message: 'must be a whole number' })
  .positive({ message: 'must be a positive whole number' });

/** The files' header language and CSV delimiter, as every export takes them. */
const fileOptions = {
  lang: z
    .enum(EXPORT_LANGUAGES, { message: 'must be en or nl' })
    .optional()
    .meta({ description: 'The files’ header language: `nl` (default) or `en`.' }),
  delimiter: z.enum([',', ';'], { message: 'must be , or ;' }).optional().meta({
    description:
      'The CSV files’ delimiter: by default the language’s (`nl`: `;` with decimal commas, Excel NL; `en`: `,` with decimal points).',
  }),
};

export const monthPackRequestSchema = z
  .strictObject({
    month: monthField.optional(),
    from: dayField.optional(),
    to: dayField.optional().meta({ description: 'The last day; default `from`.' }),
    location_id: locationField
      .optional()
      .meta({ description: 'Only the shops of this location; default all you see.' }),
    folder: folderField,
    overwrite: z
      .boolean({ message: 'must be true or false' })
      .optional()
      .meta({ description: 'Replace files of the same names (default false: 409 lists them).' }),
    ...fileOptions,
  })
  .meta({ id: 'MonthPackRequest' });
export type MonthPackRequest = z.input<typeof monthPackRequestSchema>;

const MONTH_PACK_RUN_STATUSES = [
  'running',
  'written',
  'failed',
  'cancelled',
  'interrupted',
] as const;
export type MonthPackRunStatus = (typeof MONTH_PACK_RUN_STATUSES)[number];

export const monthPackRunSchema = z
  .object({
    id: z.string(),
    trigger: z.enum(['manual', 'scheduled']),
    scheduled_for: z
      .string()
      .nullable()
      .meta({ description: 'Scheduled runs: the due time they ran for (ISO 8601).' }),
    started_at: z.string().meta({ description: 'ISO 8601 with the Amsterdam offset.' }),
    finished_at: z.string().nullable(),
    from: z.string(),
    to: z.string(),
    location_id: z.number().int().nullable(),
    folder: z.string(),
    status: z.enum(MONTH_PACK_RUN_STATUSES).meta({
      description:
        'running; written (every file is in the folder); failed (none is: see `error`); ' +
        'cancelled (its client went away; none is); interrupted (the service stopped during ' +
        'it; none is, and a scheduled one runs again at the next start).',
    }),
    files: z.array(z.object({ name: z.string(), bytes: z.number().int() })).meta({
      description:
        'written: the files in the folder. running: the files made so far (still under ' +
        'temporary names). Otherwise empty: nothing was left in the folder.',
    }),
    file_count: z.number().int().meta({ description: 'How many files the pack has.' }),
    error: runErrorSchema
      .nullable()
      .meta({ description: 'failed: what went wrong, as the error body says it.' }),
  })
  .meta({ id: 'MonthPackRun' });
export type MonthPackRun = z.infer<typeof monthPackRunSchema>;

export const exportFoldersSchema = z
  .object({
    folders: z.array(z.string()).meta({
      description:
        'The folders (and their subfolders) files may be written into, as absolute paths: ' +
        '`--export-folder`, else Documents/Back-Office Desk in the home folder, and those ' +
        'picked in the desktop app’s folder dialog.',
    }),
  })
  .meta({ id: 'ExportFolders' });

export const monthPackRunsSchema = listEnvelope(monthPackRunSchema).meta({ id: 'MonthPackRuns' });

const SCHEDULE_FREQUENCIES = ['monthly', 'weekly'] as const;
export type ScheduleFrequency = (typeof SCHEDULE_FREQUENCIES)[number];

/**
 * Why an enabled schedule does not run. Stored: `user_logged_out`, `api_key_revoked` (its
 * credentials were deleted: save it again). Of this run: `vault_unavailable`,
 * `vault_key_changed` (as for webhooks).
 */
const SCHEDULE_PAUSED_REASONS = [
  'user_logged_out',
  'api_key_revoked',
  'vault_unavailable',
  'vault_key_changed',
] as const;
export type SchedulePausedReason = (typeof SCHEDULE_PAUSED_REASONS)[number];

/** A wall-clock time HH:MM, 00:00 to 23:59: a schedule's (the screens check it before saving). */
const CLOCK_TIME = /^([01]\d|2[0-3]):[0-5]\d$/;
export const isClockTime = (text: string): boolean => CLOCK_TIME.test(text);

export const monthPackScheduleInputSchema = z
  .strictObject({
    enabled: z.boolean({ message: 'must be true or false' }),
    frequency: z.enum(SCHEDULE_FREQUENCIES, { message: 'must be monthly or weekly' }).meta({
      description:
        'monthly: on the first working day of each month, for the month before; weekly: ' +
        'every Monday, for the week before (Monday to Sunday).',
    }),
    time: z
      .string()
      .regex(CLOCK_TIME, { message: 'must be a time HH:MM (00:00 to 23:59)' })
      .meta({ description: 'Europe/Amsterdam wall-clock time.', example: '07:00' }),
    folder: storedText(
      z
        .string({ message: 'must be a string' })
        .max(MAX_FOLDER_LENGTH, { message: `is longer than ${MAX_FOLDER_LENGTH} characters` }),
    ).meta({ description: 'As for POST /api/exports/month-pack; may be empty while disabled.' }),
    location_id: locationField
      .nullable()
      .optional()
      .meta({ description: 'Only the shops of this location; null or absent: all you see.' }),
    ...fileOptions,
    password: z
      .string({ message: 'must be a string' })
      .min(1, { message: 'must not be empty' })
      .max(1024, { message: 'is too long' })
      .optional()
      .meta({
        description:
          'With a session token: your platform password, so the pack can run while you are ' +
          'not logged in (kept sealed under the vault key). Not needed with an API key, nor ' +
          'when the schedule already holds your credentials.',
      }),
  })
  .meta({ id: 'MonthPackScheduleInput' });
export type MonthPackScheduleInput = z.input<typeof monthPackScheduleInputSchema>;

export const monthPackScheduleSchema = z
  .object({
    enabled: z.boolean(),
    frequency: z.enum(SCHEDULE_FREQUENCIES),
    time: z.string(),
    folder: z.string(),
    location_id: z.number().int().nullable(),
    lang: z.enum(EXPORT_LANGUAGES),
    delimiter: z.enum([',', ';']),
    status: z.enum(['off', 'active', 'paused']).meta({
      description:
        'off: not enabled (or never saved); paused: enabled but cannot run (see reason).',
    }),
    paused_reason: z.enum(SCHEDULE_PAUSED_REASONS).nullable(),
    saved_at: z.string().nullable(),
    next_run_at: z
      .string()
      .nullable()
      .meta({ description: 'When it runs next (ISO 8601), while active.' }),
    next_period: z
      .object({ from: z.string(), to: z.string() })
      .nullable()
      .meta({ description: 'The period that next run covers.' }),
  })
  .meta({ id: 'MonthPackSchedule' });
export type MonthPackSchedule = z.infer<typeof monthPackScheduleSchema>;
