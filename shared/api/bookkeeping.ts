/**
 * Posting the journal into a bookkeeping package (Moneybird or e-Boekhouden.nl), defined
 * once: the connection (PUT|GET|DELETE /api/bookkeeping/connection and its check), the
 * package's accounts and VAT codes against the ledger mapping (GET|PUT /api/bookkeeping/accounts),
 * the postings per day (GET|POST /api/bookkeeping/postings) and the daily schedule
 * (docs/journal.md, "Posting into Moneybird and e-Boekhouden").
 */
import { z } from 'zod';
import { dateParam, idParam, localDate } from './common.js';
import { packageField } from './bookkeeping-package.js';
import { postingDaySchema } from './bookkeeping-day.js';

export {
  bookkeepingAccountLinksInputSchema,
  bookkeepingAccountsSchema,
  SUGGESTED_BY,
  type BookkeepingAccountLinksInput,
  type BookkeepingAccounts,
  type PackageAccount,
} from './bookkeeping-accounts.js';

export { packageGapSchema, type PackageGap } from './bookkeeping-gap.js';

export {
  POSTING_STATES,
  type PostingCorrection,
  type PostingDay,
  type PostingState,
} from './bookkeeping-day.js';

export { BOOKKEEPING_PACKAGES, type BookkeepingPackage } from './bookkeeping-package.js';

const token = z
  .string()
  .trim()
  .min(1, { message: 'is required' })
  .max(500, { message: 'is at most 500 characters' })
  // Sent in a header (Authorization): a line break or a letter outside ASCII cannot be, and is
  // a mistake in the pasting, said here rather than as the package not answering.
  .regex(/^[\x21-\x7e]+$/, {
    message: 'must be the token as the package gives it: letters, digits and signs, no spaces',
  })
  .meta({ description: "The package's API token; kept sealed, never answered back." });

const administrationId = z
  .string()
  .regex(/^\d{1,30}$/, { message: 'must be the administration id (digits only)' })
  .meta({ description: "Moneybird's administration id, from POST …/administrations." });

export const bookkeepingConnectionInputSchema = z
  .discriminatedUnion(
    'package',
    [
      z.strictObject({
        package: z.literal('moneybird'),
        token,
        administration_id: administrationId,
      }),
      z.strictObject({ package: z.literal('e-boekhouden'), token }),
    ],
    { message: 'must be moneybird or e-boekhouden' },
  )
  .meta({ id: 'BookkeepingConnectionInput' });
export type BookkeepingConnectionInput = z.infer<typeof bookkeepingConnectionInputSchema>;

export const bookkeepingAdministrationsRequestSchema = z.strictObject({
  package: z.literal('moneybird', { message: 'only moneybird has administrations to choose' }),
  token,
});

const administrationSchema = z
  .object({
    id: z.string(),
    name: z.string(),
    period_locked_until: z
      .string()
      .nullable()
      .meta({ description: 'The last day of the period the package has closed; null: none.' }),
  })
  .meta({ id: 'BookkeepingAdministration' });

export const bookkeepingAdministrationsSchema = z
  .object({ administrations: z.array(administrationSchema) })
  .meta({ id: 'BookkeepingAdministrations' });

export const bookkeepingConnectionSchema = z
  .object({
    connected: z.boolean(),
    package: packageField.nullable(),
    administration: z.object({ id: z.string(), name: z.string() }).nullable(),
    connected_at: z.string().nullable(),
    base_url: z
      .string()
      .nullable()
      .meta({ description: "The package's API address this service posts to." }),
  })
  .meta({ id: 'BookkeepingConnection' });
export type BookkeepingConnection = z.infer<typeof bookkeepingConnectionSchema>;

/** What a connection check can find wrong; each has its words on the screen. */
export const CONNECTION_PROBLEMS = [
  'token_refused',
  'token_permission',
  'package_subscription',
  /** The package refused to open a session for another reason than the token (e-Boekhouden). */
  'session_refused',
  'administration_gone',
  'unreachable',
  'rate_limited',
  'package_error',
] as const;
export type ConnectionProblem = (typeof CONNECTION_PROBLEMS)[number];

export const bookkeepingCheckSchema = z
  .object({
    ok: z.boolean(),
    problem: z.enum(CONNECTION_PROBLEMS).nullable(),
    message: z.string().nullable().meta({ description: "The package's own words, if any." }),
    period_locked_until: z.string().nullable(),
  })
  .meta({ id: 'BookkeepingCheck' });
export type BookkeepingCheck = z.infer<typeof bookkeepingCheckSchema>;

export const bookkeepingPostingsQuerySchema = z.strictObject({
  from: dateParam,
  to: dateParam,
  location_id: idParam.optional().meta({ description: "Only this location's entries." }),
});

export const bookkeepingPostingsRequestSchema = z
  .strictObject({
    from: dateParam,
    to: dateParam,
    location_id: z.number().int().positive().optional(),
  })
  .meta({ id: 'BookkeepingPostingsRequest' });

export const bookkeepingPostingsSchema = z
  .object({
    from: localDate,
    to: localDate,
    location_id: z.number().nullable(),
    package: packageField,
    running: z.boolean().meta({ description: 'A posting run of this range is under way here.' }),
    last_day: localDate.meta({
      description:
        'The last day that may be posted: yesterday in Amsterdam. A later day is not over ' +
        'yet; its entry (today’s) is `pending` but cannot be posted.',
    }),
    days: z.array(postingDaySchema),
  })
  .meta({ id: 'BookkeepingPostings' });
export type BookkeepingPostings = z.infer<typeof bookkeepingPostingsSchema>;

export const bookkeepingScheduleInputSchema = z
  .strictObject({
    enabled: z.boolean(),
    time: z
      .string()
      .regex(/^([01]\d|2[0-3]):[0-5]\d$/, { message: 'must be HH:MM' })
      .default('06:30'),
    location_id: z.number().int().positive().nullable().optional(),
    password: z.string().min(1).max(500).optional(),
  })
  .meta({ id: 'BookkeepingScheduleInput' });
export type BookkeepingScheduleInput = z.infer<typeof bookkeepingScheduleInputSchema>;

const scheduleRunSchema = z.object({
  started_at: z.string(),
  finished_at: z.string().nullable(),
  from: z.string(),
  to: z.string(),
  status: z.enum(['running', 'done', 'failed', 'interrupted']),
  posted: z.number().int(),
  failed: z.number().int(),
  blocked: z.number().int(),
  message: z.string().nullable(),
});

export const bookkeepingScheduleSchema = z
  .object({
    enabled: z.boolean(),
    time: z.string(),
    location_id: z.number().nullable(),
    status: z.enum(['off', 'active', 'paused']),
    paused_reason: z.string().nullable(),
    next_run_at: z.string().nullable(),
    last_run: scheduleRunSchema.nullable(),
  })
  .meta({ id: 'BookkeepingSchedule' });
export type BookkeepingSchedule = z.infer<typeof bookkeepingScheduleSchema>;

/** DELETE /api/bookkeeping/postings/run: the run of one location, or of all. */
export const bookkeepingCancelQuerySchema = z.strictObject({ location_id: idParam.optional() });

export const bookkeepingCancelSchema = z
  .object({ cancelled: z.boolean() })
  .meta({ id: 'BookkeepingCancel' });
