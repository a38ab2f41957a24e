/** The login's answer (a session auth object) and the session-info call [assumed]. */
import { z } from 'zod';
import { recordId } from './primitives.js';

/** RelationsModule::startSessionByEmail answers the auth object later calls send. */
export const sessionAuthSchema = z.object({
  mode: z.literal('hash'),
  hash: z.string().min(1),
  account: z.string(),
  user: z.string(),
});

/** [assumed call] RelationsModule::getSessionInfo: who the session belongs to. */
export const sessionInfoSchema = z.object({
  user_id: recordId,
  email: z.string(),
  name: z.string().nullish(),
  account: z.string().optional(),
  roles: z.array(z.string()).nullish(),
  locked_location_id: recordId.nullish(),
});
export type SessionInfo = z.output<typeof sessionInfoSchema>;
