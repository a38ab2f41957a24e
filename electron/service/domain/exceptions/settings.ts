/**
 * The account's exception thresholds (the defaults until it sets its own) and the caller's
 * seen marks. The thresholds are the whole account's, as the ledger mapping is: anyone of
 * the account reads them, a user limited to a location may not change them. A seen mark is
 * the caller's own (by their user key), on any finding id they may see.
 */
import {
  DEFAULT_EXCEPTION_THRESHOLDS,
  type ExceptionThresholds,
  type ExceptionThresholdsInput,
} from '../../../../shared/api/exceptions.js';
import { formatApiTimestamp } from '../../../../shared/dates.js';
import type { AuthContext } from '../../core/caller.js';
import { forbidden } from '../../core/errors.js';
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

/** Every id the caller marked seen, in a stable order. */
export async function readSeen(
  deps: Pick<SettingsDeps, 'exceptionSettings'>,
  auth: AuthContext,
): Promise<{ ids: string[] }> {
  const ids = await deps.exceptionSettings.seen(auth.account, auth.user.key);
  return { ids: ids.sort() };
}

export async function markSeen(
  deps: Pick<SettingsDeps, 'exceptionSettings'>,
  auth: AuthContext,
  id: string,
  seen: boolean,
): Promise<{ id: string; seen: boolean }> {
  await deps.exceptionSettings.markSeen(auth.account, auth.user.key, id, seen);
  return { id, seen };
}
