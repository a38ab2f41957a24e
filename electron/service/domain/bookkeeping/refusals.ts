/**
 * Every refusal of the bookkeeping endpoints, each with a stable `code` a screen words in the
 * user's language (the message says the same in English, with the package's own words where
 * it gave some), and how a package's failure becomes one.
 */
import type { BookkeepingPackage, PackageGap } from '../../../../shared/api/bookkeeping.js';
import { cleanPackageText } from '../../../../shared/api/stored-text.js';
import { addDays, localDateOf, type LocalDate } from '../../../../shared/dates.js';
import { PackageFailure } from '../../data/bookkeeping/package-client.js';
import { ApiError } from '../../core/errors.js';

const refusal = (status: number, code: string, message: string, fields = {}) =>
  new ApiError(status, message, {}, { code, fields });

export const notConnected = () =>
  refusal(
    409,
    'bookkeeping_not_connected',
    'no bookkeeping package is connected: connect one with PUT /api/bookkeeping/connection',
  );

export const lockedUserMayNotConnect = (locationId: number) =>
  refusal(
    403,
    'bookkeeping_connection_whole_account',
    `the bookkeeping connection, its account links and the posting schedule are the whole ` +
      `account's; you are limited to location ${locationId}, so you may post with them but ` +
      `not change them`,
  );

export const runUnderWay = () =>
  refusal(
    409,
    'bookkeeping_run_under_way',
    'a posting run of these entries is under way; wait for it or cancel it',
  );

/**
 * Refuses a range that holds a day not over yet (Amsterdam's midnight, whatever the day's
 * length): its entry would hold part of its sales, and the rest would come as a correction.
 * 409 `bookkeeping_day_not_over` naming the first such day.
 */
/** The last day that is over at `now`, and so may be posted: yesterday in Amsterdam. */
export const lastDayOver = (now: number): LocalDate => addDays(localDateOf(now), -1);

export function refuseDaysNotOver(range: { from: LocalDate; to: LocalDate }, now: number): void {
  const today = localDateOf(now);
  if (range.to < today) return;
  const day = range.from > today ? range.from : today;
  const last = lastDayOver(now);
  throw refusal(
    409,
    'bookkeeping_day_not_over',
    `${day} is not over yet: a day is posted once it has ended (midnight, Amsterdam time); ` +
      `post up to ${last}`,
    { params: { day, last } },
  );
}

/** The packages by their own names. */
export const PACKAGE_NAMES: Record<BookkeepingPackage, string> = {
  moneybird: 'Moneybird',
  'e-boekhouden': 'e-Boekhouden.nl',
};

const GAP_WORDS: Record<PackageGap['kind'], (code: string) => string> = {
  account: (code) => `account ${code}`,
  vat: (code) => `VAT code ${code}`,
  cross_posting: () => 'the ledger mapping’s cross-posting account (not mapped)',
};

export const packageGaps = (gaps: readonly PackageGap[], pkg: BookkeepingPackage) =>
  refusal(
    409,
    'bookkeeping_accounts_missing',
    `${PACKAGE_NAMES[pkg]} lacks what these entries post to, so nothing was posted: ` +
      gaps.map((gap) => GAP_WORDS[gap.kind](gap.code)).join(', '),
    { package_missing: [...gaps] },
  );

/** A package's failure while connecting, checking or preparing a run, as the caller's refusal. */
export function packageRefusal(error: unknown): ApiError {
  if (!(error instanceof PackageFailure)) throw error;
  // The package's words, shown in the one error shape: within the free-text rule.
  const words = cleanPackageText(error.message);
  switch (error.kind) {
    case 'unauthorized':
      return refusal(400, 'bookkeeping_token_refused', `the package refused the token: ${words}`);
    case 'permission':
      return refusal(400, 'bookkeeping_token_permission', words);
    case 'payment_required':
      return refusal(502, 'bookkeeping_subscription', words);
    case 'session':
      // Not the token: what the service sends to open a session (e-Boekhouden's source).
      return refusal(
        502,
        'bookkeeping_session_refused',
        `the package refused to open a session: ${words}`,
      );
    case 'not_found':
      return refusal(400, 'bookkeeping_administration_unknown', words);
    case 'rate_limited':
      return refusal(503, 'bookkeeping_rate_limited', `${words}; try again later`);
    case 'transport':
    case 'server':
      return refusal(502, 'bookkeeping_unreachable', words);
    default:
      return refusal(502, 'bookkeeping_package_error', words);
  }
}
