/**
 * The bookkeeping refusals and day states in the user's words, by their stable codes (the
 * service's message, English, stays for the technical details); an unknown code falls back
 * to the app's words for the status.
 */
import type {
  BookkeepingPackage,
  ConnectionProblem,
  PackageGap,
  PostingState,
} from '../../../../shared/api/bookkeeping.js';
import { ApiError } from '../../../../shared/client/index.js';
import type { MessageKey, Translate } from '../../i18n/index.js';
import type { RefusalCode } from '../../i18n/refusals.js';
import { errorSentence } from '../../lib/error-text.js';

/**
 * Where the bookkeeping screen says a refusal in words of its own; every other is said as
 * everywhere (i18n/refusals.ts).
 */
export const OWN_WORDS: Partial<Record<string, MessageKey>> = {
  ledger_mapping_incomplete: 'bk.error.mappingIncomplete',
  bookkeeping_session_refused: 'bk.error.sessionRefused',
};

/** A connection check's problem, said as the refusal of the same cause. */
const PROBLEM_REFUSALS: Record<Exclude<ConnectionProblem, 'session_refused'>, RefusalCode> = {
  token_refused: 'bookkeeping_token_refused',
  token_permission: 'bookkeeping_token_permission',
  package_subscription: 'bookkeeping_subscription',
  administration_gone: 'bookkeeping_administration_unknown',
  unreachable: 'bookkeeping_unreachable',
  rate_limited: 'bookkeeping_rate_limited',
  package_error: 'bookkeeping_package_error',
};

export const problemText = (t: Translate, problem: ConnectionProblem): string =>
  problem === 'session_refused'
    ? t('bk.error.sessionRefused')
    : t(`refusal.${PROBLEM_REFUSALS[problem]}`);

export const packageName = (t: Translate, pkg: BookkeepingPackage): string =>
  t(`bk.package.${pkg}`);

const GAP_WORDS: Record<PackageGap['kind'], MessageKey> = {
  account: 'bk.accounts.missingAccount',
  vat: 'bk.accounts.missingVat',
  cross_posting: 'bk.accounts.missingCrossPosting',
};

export const gapText = (t: Translate, gap: PackageGap): string =>
  t(GAP_WORDS[gap.kind], { code: gap.code });

/** A refusal of the bookkeeping endpoints in the user's words. */
export function refusalText(t: Translate, error: unknown): string {
  if (error instanceof ApiError) {
    if (error.code === 'bookkeeping_accounts_missing') {
      const missing = (error.body.package_missing ?? []).map((gap) => gapText(t, gap));
      return t('bk.error.accountsMissing', { missing: missing.join(', ') });
    }
    const key = OWN_WORDS[error.code];
    if (key) return t(key);
  }
  return errorSentence(t, error);
}

/** The codes of a day's posting state (its `code`), in words; exported for the refusal words' test. */
export const DAY_CODES: Partial<Record<string, MessageKey>> = {
  period_closed: 'bk.day.period_closed',
  package_refused: 'bk.day.package_refused',
  package_unreachable: 'bk.day.package_unreachable',
  token_refused: 'bk.day.token_refused',
  token_permission: 'bk.day.token_permission',
  package_subscription: 'bk.day.package_subscription',
  administration_gone: 'bk.day.administration_gone',
  rate_limited: 'bk.day.rate_limited',
  package_error: 'bk.day.package_error',
  not_posted: 'bk.day.not_posted',
  posted_in_other_scope: 'bk.day.posted_in_other_scope',
  posted_with_all_locations: 'bk.day.posted_with_all_locations',
  posted_by_locations: 'bk.day.posted_by_locations',
  left_out: 'bk.day.left_out',
  booked_otherwise: 'bk.day.booked_otherwise',
  not_stored: 'bk.day.not_stored',
};

/**
 * Why a day failed, was blocked or was booked otherwise, in the user's words; a code without
 * words of its own is said by the day's state. The package's words are the technical details.
 */
export function dayWords(t: Translate, code: string | null, state: PostingState): string {
  const key = code === null ? undefined : DAY_CODES[code];
  return key ? t(key) : t(`bk.state.${state}`);
}
