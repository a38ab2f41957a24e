/**
 * Who may change where the books are posted (decision 0120): the bookkeeping connection, its
 * account links and the posting schedule decide which administration the unattended morning
 * run posts the account's sales into. A signed-in user not limited to a location may change
 * them; an API key only when its user made it with `may_manage_bookkeeping` (a key made for
 * another tool reads data, and must not be able to point the books elsewhere); a user limited
 * to a location, or their key, never: the connection is the whole account's. Anyone who may
 * read the books may still use the connection, and post.
 */
import type { AuthContext } from '../../core/caller.js';
import { refusal } from '../../core/errors.js';
import { lockedUserMayNotConnect } from './refusals.js';

/** What the rule reads of the caller. */
export type BookkeepingManager = Pick<
  AuthContext,
  'kind' | 'lockedLocationId' | 'mayManageBookkeeping'
>;

/** An API key made without the bookkeeping right: 403 `bookkeeping_not_allowed`. */
export const keyMayNotManageBookkeeping = () =>
  refusal(
    403,
    'bookkeeping_not_allowed',
    'this API key may not change the bookkeeping connection, its account links or the ' +
      'posting schedule: make a key with `may_manage_bookkeeping: true` (POST /api/api-keys) ' +
      'for the tool that does, or sign in',
  );

/**
 * Refuses a caller who may not change the connection, the account links or the schedule:
 * 403 `bookkeeping_connection_whole_account` for a user (or key) limited to a location, 403
 * `bookkeeping_not_allowed` for an API key made without the right. Every route that changes
 * one of them calls this first.
 */
export function checkMayManageBookkeeping(caller: BookkeepingManager): void {
  if (caller.lockedLocationId !== null) throw lockedUserMayNotConnect(caller.lockedLocationId);
  if (caller.kind === 'api-key' && !caller.mayManageBookkeeping) {
    throw keyMayNotManageBookkeeping();
  }
}
