/** The login's answer (a session auth object) and the session-info call [assumed]. */
import { z } from 'zod';
import { recordId } from './primitives.js';

const nonEmpty = z.string().min(1, { message: 'must not be empty' });

/**
 * RelationsModule::startSessionByEmail answers the auth object later calls send, and we send
 * it back exactly as answered: WC hands the whole answer on as the auth of later calls
 * (wc:Tools/StoreKeeperApi.php), and the client library checks only that `account` and
 * `mode` are set (php:Auth.php `isValid`). Recorded auth objects carry more than we could
 * rebuild (`subaccount`, `rights: "subuser"`, a mode such as `apikey`), so every other field
 * is kept as the platform sent it, and no field is invented.
 */
export const sessionAuthSchema = z.looseObject({ account: nonEmpty, mode: nonEmpty });
export type SessionAuth = z.output<typeof sessionAuthSchema>;

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
