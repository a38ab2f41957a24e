/**
 * The morning digest: POST /api/digest writes one day's digest (that day's exceptions and its
 * figures against the same weekday last week and last year) into a folder as a plain-text and
 * an HTML file, and mails it to the caller when the operator configured SMTP; GET
 * /api/digest/runs lists the caller's runs; POST /api/digest/test-mail sends a test mail
 * (docs/api.md, "The morning digest"; docs/decisions, slug morning-digest).
 */
import { z } from 'zod';
import { listEnvelope } from './common.js';
import { runErrorSchema } from './run-error.js';
import { EXPORT_LANGUAGES } from './export-columns.js';
import {
  dayField,
  folderField,
  monthPackScheduleInputSchema,
  monthPackScheduleSchema,
} from './month-pack.js';

export const digestRequestSchema = z
  .strictObject({
    date: dayField
      .optional()
      .meta({ description: 'The day the digest is of; default yesterday (Amsterdam).' }),
    folder: folderField,
    lang: z
      .enum(EXPORT_LANGUAGES, { message: 'must be en or nl' })
      .optional()
      .meta({ description: 'The digest’s language: `nl` (default) or `en`.' }),
    overwrite: z
      .boolean({ message: 'must be true or false' })
      .optional()
      .meta({ description: 'Replace the day’s digest files (default false: 409 names them).' }),
  })
  .meta({ id: 'DigestRequest' });
export type DigestRequest = z.input<typeof digestRequestSchema>;

const DIGEST_MAIL_STATUSES = ['sent', 'not_configured', 'failed'] as const;

export const digestRunSchema = z
  .object({
    id: z.string(),
    trigger: z.enum(['manual', 'scheduled']),
    day: z.string().meta({ description: 'The Amsterdam day the digest is of.' }),
    lang: z.enum(EXPORT_LANGUAGES),
    started_at: z.string(),
    finished_at: z.string().nullable(),
    status: z.enum(['running', 'written', 'failed']).meta({
      description: 'written: both files are in the folder; failed: neither is (see `error`).',
    }),
    folder: z.string(),
    files: z.array(z.object({ name: z.string(), bytes: z.number().int() })),
    finding_count: z
      .number()
      .int()
      .nullable()
      .meta({ description: 'The findings the digest lists (GET /api/exceptions of the day).' }),
    mail: z
      .object({
        status: z.enum(DIGEST_MAIL_STATUSES).meta({
          description:
            'sent: accepted by the SMTP server; not_configured: the operator set no SMTP ' +
            'server; failed: the server refused it or could not be reached (see `error`).',
        }),
        to: z.string().nullable().meta({ description: 'Your e-mail address at the platform.' }),
        error: z.string().nullable(),
      })
      .nullable()
      .meta({ description: 'Null while running or when the files failed.' }),
    error: runErrorSchema.nullable(),
  })
  .meta({ id: 'DigestRun' });
export type DigestRun = z.output<typeof digestRunSchema>;

export const digestRunsSchema = listEnvelope(digestRunSchema).meta({ id: 'DigestRuns' });

export const digestTestMailSchema = z
  .object({
    to: z.string().meta({ description: 'Your e-mail address at the platform.' }),
    message_id: z.string().meta({ description: 'The Message-ID the SMTP server accepted.' }),
  })
  .meta({ id: 'DigestTestMail' });

export const digestTestMailRequestSchema = z
  .strictObject({
    lang: z
      .enum(EXPORT_LANGUAGES, { message: 'must be en or nl' })
      .optional()
      .meta({ description: 'The test mail’s language: `nl` (default) or `en`.' }),
  })
  .meta({ id: 'DigestTestMailRequest' });

export const digestScheduleInputSchema = monthPackScheduleInputSchema
  .omit({ frequency: true, location_id: true, delimiter: true })
  .meta({ id: 'DigestScheduleInput' });
export type DigestScheduleInput = z.input<typeof digestScheduleInputSchema>;

export const digestScheduleSchema = monthPackScheduleSchema
  .omit({ frequency: true, location_id: true, delimiter: true, next_period: true })
  .extend({
    next_day: z
      .string()
      .nullable()
      .meta({ description: 'The day the next run’s digest is of (the day before it runs).' }),
    mail: z
      .object({
        to: z
          .string()
          .nullable()
          .meta({ description: 'Your e-mail address at the platform; null when it knows none.' }),
        configured: z.boolean().meta({
          description:
            'Whether the operator set an SMTP server (`--smtp-host`): without one the digest ' +
            'is only written to the folder.',
        }),
      })
      .meta({ description: 'Where the digest is mailed to, and whether it can be.' }),
  })
  .meta({ id: 'DigestSchedule' });
export type DigestSchedule = z.infer<typeof digestScheduleSchema>;
