/**
 * The account's exception thresholds (the defaults until it sets its own) and the caller's
 * seen marks. The thresholds are the whole account's, as the ledger mapping is: anyone of
 * the account reads them, a user limited to a location may not change them. A seen mark is
 * the caller's own (by their user key), on any exception id they may see: of a location they see
 * (access.ts), or of the catalog, which every user is shown.
 */
import {
  DEFAULT_EXCEPTION_THRESHOLDS,
  isCatalogKind,
  type ExceptionKind,
  type ExceptionThresholds,
  type ExceptionThresholdsInput,
} from '../../../../shared/api/exceptions.js';
import type { ExceptionSeenInput } from '../../../../shared/api/exception-marks.js';
import { formatApiTimestamp } from '../../../../shared/dates.js';
import type { AuthContext } from '../../core/caller.js';
import { ApiError, forbidden } from '../../core/errors.js';
import { assertSeesLocation, seesLocation } from '../access.js';
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
 * A finding of the catalog (a product's state: of no day and no location) is the account's
 * catalog, which GET /api/exceptions shows every user, a user limited to a location too: not a
 * figure of all locations, so anyone may mark it and read their mark of it. Any other finding of
 * no location (the webshop's sales) is the whole account's figure, which such a user may not.
 * A mark kept before marks kept their kind (kind null) is of no kind known: the account's.
 */
const ofTheCatalog = (finding: {
  kind: ExceptionKind | null;
  day: string | null;
  location_id: number | null;
}): boolean =>
  finding.kind !== null &&
  isCatalogKind(finding.kind) &&
  finding.day === null &&
  finding.location_id === null;

/**
 * Every id the caller marked seen, in a stable order: a user limited to a location only that
 * location's (access.ts) and the catalog's.
 */
export async function readSeen(
  deps: Pick<SettingsDeps, 'exceptionSettings'>,
  auth: AuthContext,
): Promise<{ ids: string[] }> {
  const marks = await deps.exceptionSettings.seen(auth.account, auth.user.key);
  const shown = marks.filter((mark) => ofTheCatalog(mark) || seesLocation(auth, mark.location_id));
  return { ids: shown.map((mark) => mark.id).sort() };
}

/**
 * Marks an exception seen, or not, for the caller. A mark names an exception of the caller's: its
 * key (kind, day, location, subject) must give its id (exception.ts), of a location the caller sees
 * or of the catalog (403 otherwise); the caller keeps their newest MAX_SEEN_MARKS marks.
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
  const mark = { id, location_id: locationId, day: key.day, kind: key.kind };
  if (!ofTheCatalog(mark)) assertSeesLocation(auth, locationId, `finding ${id}`);
  await deps.exceptionSettings.markSeen(account, user.key, mark, deps.clock.now());
  return { id, seen: true };
}
