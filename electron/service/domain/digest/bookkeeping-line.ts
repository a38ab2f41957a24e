/**
 * What the digest says of the day's posting into the bookkeeping package (bookkeeping/): the day's
 * postings as GET /api/bookkeeping/postings answers them to the digest's user (day-reads.ts); said only when an entry of
 * the day was booked otherwise than sent (mismatch), failed or was blocked, or its state could not be read (the journal's refusal: a gap
 * in the ledger mapping keeps the day from posting too). Nothing without a connection.
 */
import type { BookkeepingPostings } from '../../../../shared/api/bookkeeping.js';
import { cleanPackageText } from '../../../../shared/api/stored-text.js';
import { ApiError } from '../../core/errors.js';
import type { BookkeepingTrouble } from './compose.js';

/** The states the digest says, the worst first. */
const TROUBLES: readonly BookkeepingTrouble['state'][] = ['mismatch', 'failed', 'blocked'];

export async function bookkeepingTrouble(
  readPostings: () => Promise<BookkeepingPostings>,
): Promise<BookkeepingTrouble | null> {
  let answer: BookkeepingPostings;
  try {
    answer = await readPostings();
  } catch (error) {
    if (!(error instanceof ApiError) || error.detail.code === 'bookkeeping_not_connected') {
      return null;
    }
    return { state: 'failed', code: error.detail.code ?? null, reason: error.message };
  }
  const days = answer.days;
  const state = TROUBLES.find((each) => days.some((row) => row.state === each));
  const trouble = days.find((row) => row.state === state);
  if (state === undefined || !trouble) return null;
  // The package's words, kept clean already; cleaned again as the digest is mailed as text.
  const reason = cleanPackageText(trouble.message ?? trouble.code ?? trouble.state);
  return { state, code: trouble.code, reason };
}
