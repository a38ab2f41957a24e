/**
 * One row of the postings calendar (GET and POST /api/bookkeeping/postings): a journal entry
 * of a day and how it stands in the package, with what an accountant looks for in it: its
 * number and amount, whether its figures changed since it was posted and which correction
 * holds the change, and where else (another package, another administration) it was posted.
 */
import { z } from 'zod';
import { packageField } from './bookkeeping-package.js';
import { localDate } from './common.js';

/**
 * `mismatch`: the package booked the day otherwise than it was sent (read back after posting):
 * never posted again by a run while the package holds that document (it would double it).
 */
export const POSTING_STATES = [
  'posted',
  'pending',
  'failed',
  'blocked',
  'mismatch',
  'nothing',
] as const;
export type PostingState = (typeof POSTING_STATES)[number];

const correctionSchema = z.object({
  entry: z.string().meta({ description: 'The correction entry, BOD-YYYYMMDD[-Ln]-Cn.' }),
  date: localDate.meta({ description: 'The day it is dated (posted on).' }),
  state: z.enum(POSTING_STATES),
});

export const postingDaySchema = z
  .object({
    date: localDate,
    entry: z.string().nullable().meta({ description: 'BOD-YYYYMMDD[-Ln][-Cn]; null: none.' }),
    corrects: localDate.nullable().meta({ description: 'A correction: the day it corrects.' }),
    state: z.enum(POSTING_STATES),
    amount: z
      .number()
      .nullable()
      .meta({
        description:
          'The entry’s total in euros (its debit, equal to its credit): as it was sent once ' +
          'posted, else as the journal has it now; null: no entry.',
      }),
    changed: z.boolean().meta({
      description:
        'A day’s own entry whose figures changed since it was posted (or exported): a ' +
        'correction of it is in `corrected_by`, or waits for a day not posted yet.',
    }),
    corrected_by: z.array(correctionSchema).meta({
      description:
        'A day’s own entry: the correction entries of its day, posted or to post, on ' +
        'whichever day they are dated (also after the range).',
    }),
    posted_elsewhere: z.array(z.object({ package: packageField })).meta({
      description:
        'This entry posted through another connection of the account (another package, or ' +
        'another administration): the package it is in.',
    }),
    document_id: z.string().nullable(),
    link: z.string().nullable().meta({ description: 'The document in the package, if known.' }),
    code: z.string().nullable().meta({ description: 'Why failed, blocked or mismatch, stable.' }),
    message: z.string().nullable().meta({ description: "Why, in the package's words." }),
  })
  .meta({ id: 'BookkeepingPostingDay' });
export type PostingDay = z.infer<typeof postingDaySchema>;
export type PostingCorrection = z.infer<typeof correctionSchema>;
