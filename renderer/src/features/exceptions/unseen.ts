/**
 * What the sidebar's badge counts and what a desktop notification tells: the exceptions of the
 * recent days the user has not marked seen, and of those the ones not told before in this
 * window's session. Pure, so the rules are tested without a browser.
 */
import type { Exception } from '../../../../shared/api/exceptions.js';
import { addDays, type LocalDate } from '../../../../shared/dates.js';
import type { ExceptionsNotice } from '../../../../shared/ipc.js';
import type { DateStyle } from '../../../../shared/preferences.js';
import { countKey, type Translate } from '../../i18n/index.js';
import { dayText, subjectText } from './exception-text.js';

/**
 * The badge counts a week, today included: long enough to cover a weekend away, short enough
 * that an old exception nobody marked does not keep the badge lit for ever (the screen shows the
 * last 30 days).
 */
export const UNSEEN_WINDOW_DAYS = 7;

export function unseenWindow(today: LocalDate): { from: LocalDate; to: LocalDate } {
  return { from: addDays(today, 1 - UNSEEN_WINDOW_DAYS), to: today };
}

/** The exceptions the user has not marked seen, in the answer's order (newest day first). */
export function unseenExceptions(exceptions: readonly Exception[], seenIds: readonly string[]) {
  const seen = new Set(seenIds);
  return exceptions.filter((exception) => !seen.has(exception.id));
}

interface NewExceptions {
  /** Unseen exceptions not told before, newest first: what a notification tells. */
  fresh: Exception[];
  /** The ids told from now on: every unseen exception of this read added to those told before. */
  told: string[];
}

/**
 * Which unseen exceptions are new to this window. `toldBefore` null: the first read of the
 * session, whose exceptions the badge shows and no notification repeats (the user is looking at
 * the app as it opens); from then on, each id is told once. Ids told before stay told even when
 * they leave the window or are marked unseen again, so nothing is told twice in a session.
 */
export function newExceptions(
  unseen: readonly Exception[],
  toldBefore: readonly string[] | null,
): NewExceptions {
  const told = new Set(toldBefore ?? []);
  const fresh = toldBefore === null ? [] : unseen.filter((exception) => !told.has(exception.id));
  for (const exception of unseen) told.add(exception.id);
  return { fresh, told: [...told] };
}

/**
 * The notification's words: how many are new, and the newest one's kind, day and subject
 * (a product's state has no day).
 */
export function noticeOf(
  fresh: readonly [Exception, ...Exception[]],
  t: Translate,
  style: DateStyle,
): ExceptionsNotice {
  const [newest] = fresh;
  const title = t(countKey('exc.notify', fresh.length), { count: fresh.length });
  const day = newest.day === null ? null : dayText(newest.day, style);
  const body = [t(`exc.kind.${newest.kind}`), day, subjectText(t, newest)]
    .filter((part) => part !== null && part !== '')
    .join(' · ');
  return { title, body };
}
