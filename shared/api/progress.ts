/**
 * Progress of slow work (GET /api/progress). A client that wants to show how far a read has
 * come names it with a request header, `X-Progress-Id: <uuid>` of its own choosing, and asks
 * this endpoint for that id while the read runs. The id is looked up for the same caller only:
 * an id that names no read of theirs (not started yet, ended a while ago, or someone else's)
 * answers `known: false` rather than an error, since asking early is normal, and the answer
 * is the same whoever's it is, so it tells nothing about other users' reads.
 */
import { z } from 'zod';

/** The request header that names a read's progress; any GET route under /api/ takes it. */
export const PROGRESS_ID_HEADER = 'X-Progress-Id';

/** A UUID the client chose (crypto.randomUUID()), lower or upper case. */
export const progressIdSchema = z
  .string()
  .regex(/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i, {
    message: 'must be a UUID such as 0b6f4c1e-2a5d-4d7e-9c3b-8f1a2e3d4c5b',
  });

export const progressQuerySchema = z.strictObject({
  id: progressIdSchema.meta({
    description: `The id the read was sent with in its ${PROGRESS_ID_HEADER} header.`,
  }),
});

export const progressSchema = z
  .object({
    known: z.boolean().meta({
      description:
        'false: no read of yours with this id is running or ended in the last 60 s (the ' +
        'other fields are then 0 and false). Asking before the read has started is normal.',
    }),
    pages_read: z.number().int().meta({ description: 'Upstream pages read so far.' }),
    pages_total: z
      .number()
      .int()
      .meta({
        description:
          'Upstream pages the read knows it must read. It grows while the read runs: each ' +
          'list learns its length from its first page, and later lists start after earlier ones.',
      }),
    done: z.boolean().meta({ description: 'The read has answered, failed or been cancelled.' }),
    cancelled: z.boolean().meta({
      description: 'Its client went away before the answer; its upstream reads were stopped.',
    }),
  })
  .meta({ id: 'Progress' });
export type Progress = z.infer<typeof progressSchema>;

/** What an id that names no read of the caller's answers. */
export const UNKNOWN_PROGRESS: Progress = {
  known: false,
  pages_read: 0,
  pages_total: 0,
  done: false,
  cancelled: false,
};
