/** Why a run (a month pack, a digest) failed, as its error body said it: its runs log keeps it. */
import { z } from 'zod';
import { errorBodySchema } from './error-body.js';

export const runErrorSchema = z.object({
  status: z.number().int(),
  code: z.string(),
  message: z.string(),
  params: errorBodySchema.shape.params,
});
export type RunError = z.infer<typeof runErrorSchema>;
