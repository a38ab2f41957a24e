/**
 * The caller's seen marks of exceptions (docs/api.md, "Exceptions"): GET /api/exceptions/seen
 * and PUT /api/exceptions/{id}/seen. A mark names an exception by its key, so the service keeps
 * marks only of exceptions it can tell, of locations the caller sees, and at most MAX_SEEN_MARKS
 * of them per user (docs/decisions/0097-stored-things-by-location.md).
 */
import { z } from 'zod';
import { EXCEPTION_KINDS, exceptionSubjectSchema } from './exceptions.js';

export const exceptionIdParamsSchema = z.strictObject({
  id: z.string().regex(/^[0-9a-f]{24}$/, { message: 'must be an exception id (24 hex digits)' }),
});

/** The most seen marks a user keeps: marking one more lets go of their earliest. */
export const MAX_SEEN_MARKS = 1_000;

/**
 * What an exception's id is made from (its kind, day, location and subject): sent with a seen mark,
 * so the service can tell that the id is that exception's and that the caller may see it.
 */
const exceptionKeySchema = z
  .strictObject({
    kind: z.enum(EXCEPTION_KINDS, { message: `must be one of ${EXCEPTION_KINDS.join(', ')}` }),
    day: z
      .string()
      .regex(/^\d{4}-\d{2}-\d{2}$/, { message: 'must be a day YYYY-MM-DD' })
      .nullable(),
    location_id: z.number().int().nullable(),
    subject: z.strictObject({ type: exceptionSubjectSchema.shape.type, id: z.number().int() }),
  })
  .meta({
    id: 'ExceptionFindingKey',
    description: 'The finding’s `kind`, `day`, `location_id` and `subject` (type and id).',
  });
export type ExceptionKey = z.infer<typeof exceptionKeySchema>;

export const exceptionSeenInputSchema = z
  .strictObject({
    seen: z.boolean({ message: 'must be true or false' }),
    finding: exceptionKeySchema.optional().meta({
      description:
        'Needed to mark it seen: the finding as GET /api/exceptions answered it (its id must be ' +
        'this finding’s, of a location you see). Not needed to unmark.',
    }),
  })
  .refine((input) => !input.seen || input.finding !== undefined, {
    message: 'is needed to mark a finding seen',
    path: ['finding'],
  })
  .meta({ id: 'ExceptionSeenInput' });
export type ExceptionSeenInput = z.infer<typeof exceptionSeenInputSchema>;

export const exceptionsSeenSchema = z
  .object({
    ids: z.array(z.string()).meta({
      description: 'The ids of every exception the caller marked seen (GET /api/exceptions).',
    }),
  })
  .meta({ id: 'ExceptionsSeen' });
export type ExceptionsSeen = z.infer<typeof exceptionsSeenSchema>;

export const exceptionSeenSchema = z
  .object({ id: z.string(), seen: z.boolean() })
  .meta({ id: 'ExceptionSeen' });
