/**
 * The account's exception thresholds (the defaults until it sets its own) and the caller's
 * seen marks. The thresholds are the whole account's, as the ledger mapping is: anyone of
 * the account reads them, a user limited to a location may not change them. A seen mark is
 * the caller's own (by their user key), on any exception id they may see.
 */
import {
  DEFAULT_EXCEPTION_THRESHOLDS,
  type ExceptionThresholds,
  type ExceptionThresholdsInput,
} from '../../../../shared/api/exceptions.js';
import type { ExceptionSeenInput } from '../../../../shared/api/exception-marks.js';
import { formatApiTimestamp } from '../../../../shared/dates.js';
import type { AuthContext } from '../../core/caller.js';
import { ApiError, forbidden } from '../../core/errors.js';
import { assertSeesLocation, ownLocationOnly } from '../access.js';
import { exceptionId } from './exception.js';
import type { ServiceDeps } from '../deps.js';

type SettingsDeps = Pick<ServiceDeps, 'exceptionSettings' | 'clock'>;

export async function readThresholds(
  deps: Pick<SettingsDeps, 'exceptionSettings'>,
  auth: AuthContext,
): Promise<ExceptionThresholds> {
  const stored = await deps.exceptionSettings.thresholds(auth.account);
  if (!stored) return { ...DEFAULT_EXCEPTION_THRESHOLDS, updated_at: null };
  return { ...stored.thresholds, updated_at: stored.updated_at };
}

export async function replaceThresholds(
  deps: SettingsDeps,
  auth: AuthContext,
  input: ExceptionThresholdsInput,
): Promise<ExceptionThresholds> {
  if (auth.lockedLocationId !== null) {
    throw forbidden(
      `the exception thresholds are the whole account's; you are limited to location ` +
        `${auth.lockedLocationId}, so you may read them but not change them`,
    );
  }
  const stored = await deps.exceptionSettings.replaceThresholds(
    auth.account,
    input,
    formatApiTimestamp(deps.clock.now()),
  );
  return { ...stored.thresholds, updated_at: stored.updated_at };
}

/**
 * Every id the caller marked seen, in a stable order: a user limited to a location only that
 * location's (access.ts).
 */
export async function readSeen(
  deps: Pick<SettingsDeps, 'exceptionSettings'>,
  auth: AuthContext,
): Promise<{ ids: string[] }> {
  const marks = await deps.exceptionSettings.seen(auth.account, auth.user.key);
  const ids = ownLocationOnly(auth, marks, (mark) => mark.location_id).map((mark) => mark.id);
  return { ids: ids.sort() };
}

/**
 * Marks an exception seen, or not, for the caller. A mark names an exception of the caller's: its
 * key (kind, day, location, subject) must give its id (exception.ts), of a location the caller sees
 * (403 otherwise); the caller keeps their newest MAX_SEEN_MARKS marks.
 */
export async function markSeen(
  deps: Pick<SettingsDeps, 'exceptionSettings' | 'clock'>,
  auth: AuthContext,
  id: string,
  input: ExceptionSeenInput,
): Promise<{ id: string; seen: boolean }> {
  const { account, user } = auth;
  if (!input.seen || !input.finding) {
    await deps.exceptionSettings.unmarkSeen(account, user.key, id);
    return { id, seen: false };
  }
  const key = input.finding;
  const locationId = key.location_id;
  if (exceptionId({ ...key, locationId }) !== id) {
    throw new ApiError(
      400,
      `field 'finding' is not the finding ${id}: send the finding as GET /api/exceptions answered it`,
      {},
      { code: 'finding_mismatch', fields: { field: 'finding', params: { field: 'finding' } } },
    );
  }
  assertSeesLocation(auth, locationId, `finding ${id}`);
  const mark = { id, location_id: locationId, day: key.day };
  await deps.exceptionSettings.markSeen(account, user.key, mark, deps.clock.now());
  return { id, seen: true };
}
