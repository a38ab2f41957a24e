/**
 * Progress of slow work (GET /api/progress). A client that wants to show how far a read has
 * come names it with a request header, `X-Progress-Id: <uuid>` of its own choosing, and asks
 * this endpoint for that id while the read runs. The id is looked up for the same caller only.
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
export type ProgressQuery = z.input<typeof progressQuerySchema>;

export const progressSchema = z
  .object({
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
