/**
 * Posts journal entries into a package, each at most once, whatever stops it. Per entry:
 *
 * 1. its claim is taken in the postings store (posting-records: another run holding it, or
 *    the entry posted already, and it is left alone), keeping what an earlier run sent;
 * 2. the package is asked for the entry's reference: found, it is that day's posting;
 * 3. a date in the package's closed period is `blocked`, with the package's words; a day
 *    that all locations' or one location's run posted or is posting (other-scope.ts) is
 *    `failed`, `posted_in_other_scope`: its sales would count twice;
 * 4. else it is posted; an answer that did not arrive (a timeout, a dropped connection, a 5xx)
 *    is never taken for a failure: the reference is looked up again, and posted again only
 *    when the package does not have it;
 * 5. what the package answered is read back (read-back.ts): a document it does not have is not
 *    posted (looked up once more, else posted again within the same attempts); one booked
 *    otherwise than sent is `mismatch` and stops the run (never posted again while the package
 *    holds it: a later run's lookup finds it and reads it back again);
 * 6. posted, it is booked (the journal answers it as posted from then on, a later change as a
 *    correction entry) and only then marked posted, so a crash between them is settled by the
 *    lookup of step 2 next time.
 *
 * A failure becomes the day's record and, where every later day would fail alike, stops the
 * run (day-failure.ts).
 *
 * `afterStep` is the test hook that kills the process after each step (domain/fault-hook.ts).
 */
import type { JournalEntry } from '../../../../shared/api/journal.js';
import { formatApiTimestamp } from '../../../../shared/dates.js';
import { PackageFailure } from '../../data/bookkeeping/package-client.js';
import type {
  PostingChange,
  PostingKey,
  PostingRecord,
} from '../../data/bookkeeping-postings/store.js';
import {
  dayFailure,
  MISMATCH_CODE,
  mismatchMessage,
  NotStored,
  RunStopped,
} from './day-failure.js';
import { IN_OTHER_SCOPE, inOtherScope } from './other-scope.js';
import { packageEntryOf, type PackageMap } from './package-map.js';
import { readBack, type ReadBack } from './read-back.js';
import { lookUp, readBackParts, send } from './sending.js';
import type { EngineParts } from './engine-parts.js';
import { PACKAGE_NAMES } from './refusals.js';

export { RunStopped } from './day-failure.js';
export { repeated } from './package-retry.js';
export type { EngineParts } from './engine-parts.js';

export type EntryOutcome = 'posted' | 'failed' | 'blocked' | 'skipped';

/** The days a lookup covers: an entry's own, or from the day it corrects to a year on. */
function lookupRange(entry: JournalEntry, sent: JournalEntry | null): [string, string] {
  const dates = [entry.date, entry.corrects ?? entry.date, sent?.date ?? entry.date].sort();
  const first = dates[0] ?? entry.date;
  const last = dates.at(-1) ?? entry.date;
  const yearOn = `${String(Number(first.slice(0, 4)) + 1)}${first.slice(4)}`;
  return [first, entry.corrects === null && sent === null ? last : yearOn > last ? yearOn : last];
}

/**
 * Posts one entry (the steps above). `lookupOnly`: an entry an earlier run left claimed is
 * only looked up, and marked posted when the package has it (a mismatch it was stays one),
 * else `failed` (never sent): the journal's entry of today is what a run posts, not what a run
 * that stopped meant to.
 */
export async function postEntry(
  parts: EngineParts,
  entry: JournalEntry,
  { lookupOnly }: { lookupOnly: boolean } = { lookupOnly: false },
): Promise<EntryOutcome> {
  const key: PostingKey = {
    account: parts.account,
    target: parts.client.target,
    scope: parts.scope,
    number: entry.number,
  };
  const claim = await parts.postings.claim(key, entry, parts.holder, parts.now(), parts.leaseMs);
  if (!claim.taken) return 'skipped';
  parts.afterStep('claimed');
  const settle = (change: PostingChange) =>
    parts.postings.update(key, parts.holder, change, true, parts.now());
  try {
    const sent = claim.previous?.entry ?? null;
    const [from, to] = lookupRange(entry, sent);
    const found = await lookUp(parts, entry.number, from, to);
    parts.afterStep('looked up');
    const was = claim.previous;
    if (found !== null && was?.code === MISMATCH_CODE) {
      // Still in the package as it was booked: the user looks at it first (it is not compared
      // again: books that moved otherwise may read back as sent).
      await settle({ state: 'mismatch', code: was.code, message: was.message });
      if (lookupOnly) return 'failed';
      throw new RunStopped(was.message ?? MISMATCH_CODE);
    }
    if (found !== null && lookupOnly) return await posted(parts, key, sent ?? entry, found);
    if (found !== null) {
      const body = packageEntryOf(sent ?? entry, parts.map);
      const check = await readBack(readBackParts(parts), body, found, null);
      if (check.kind === 'missing') throw new NotStored(PACKAGE_NAMES[parts.client.package]);
      return await settled(parts, key, sent ?? entry, found, check);
    }
    if (lookupOnly) {
      await settle({ state: 'failed', code: 'not_posted', message: 'a run stopped before it' });
      return 'failed';
    }
    if (parts.lockedUntil !== null && entry.date <= parts.lockedUntil) {
      await settle({
        state: 'blocked',
        code: 'period_closed',
        message: `${PACKAGE_NAMES[parts.client.package]}: the period up to ${parts.lockedUntil} is locked`,
      });
      return 'blocked';
    }
    if (await inOtherScope(parts.postings, parts, parts.client.target, entry, parts.now())) {
      await settle({ state: 'failed', code: 'posted_in_other_scope', message: IN_OTHER_SCOPE });
      return 'failed';
    }
    if (sent !== null)
      await parts.postings.update(key, parts.holder, { entry }, false, parts.now());
    const { documentId, check } = await send(parts, entry, from, to);
    parts.afterStep('sent');
    return await settled(parts, key, entry, documentId, check);
  } catch (error) {
    if (error instanceof RunStopped) throw error;
    if (!(error instanceof PackageFailure)) {
      // Stopped on purpose or by a bug: the claim ends, the entry waits for the next run.
      await settle({});
      throw error;
    }
    const failure = dayFailure(error, parts.now(), parts.patienceMs);
    await settle(failure.change);
    if (failure.stop) throw failure.stop;
    return failure.outcome;
  }
}

/**
 * Settles what a run that stopped left claimed in this scope: each is looked up, and marked
 * posted (and booked) when the package has it, else `failed` (never sent). The run after it
 * posts the journal's entries of today.
 */
export async function settleLeftovers(
  parts: Omit<EngineParts, 'map' | 'lockedUntil' | 'books'>,
  records: readonly PostingRecord[],
): Promise<void> {
  const left = records.filter(
    (record) => record.scope === parts.scope && record.state === 'pending',
  );
  const rest = { map: EMPTY_MAP, lockedUntil: null, books: { firstPost: false } };
  for (const record of left) {
    await postEntry({ ...parts, ...rest }, record.entry, { lookupOnly: true });
  }
}

/**
 * Gives an entry the record of the day that stopped the run (a rate limit: RunStopped's
 * `rest`), without asking the package: the next run or the schedule posts it. A `mismatch`
 * keeps its own record (the user looks at the package first).
 */
export async function failAlike(
  parts: Pick<
    EngineParts,
    'account' | 'client' | 'scope' | 'postings' | 'holder' | 'leaseMs' | 'now'
  >,
  entry: JournalEntry,
  change: PostingChange,
): Promise<EntryOutcome> {
  const key = { account: parts.account, target: parts.client.target, scope: parts.scope };
  const claim = await parts.postings.claim(
    { ...key, number: entry.number },
    entry,
    parts.holder,
    parts.now(),
    parts.leaseMs,
  );
  if (!claim.taken) return 'skipped';
  const was = claim.previous;
  const kept =
    was?.state === 'mismatch' ? { state: was.state, code: was.code, message: was.message } : change;
  await parts.postings.update(
    { ...key, number: entry.number },
    parts.holder,
    kept,
    true,
    parts.now(),
  );
  return kept.state === 'mismatch' ? 'skipped' : 'failed';
}

const EMPTY_MAP: PackageMap = { ledgers: new Map(), vat: new Map(), crossPosting: null, gaps: [] };

/** A document read back: posted when it is as sent, else `mismatch`, which stops the run. */
async function settled(
  parts: EngineParts,
  key: PostingKey,
  entry: JournalEntry,
  documentId: string,
  check: Exclude<ReadBack, { kind: 'missing' }>,
): Promise<'posted'> {
  if (check.kind === 'booked') return posted(parts, key, entry, documentId);
  const message = mismatchMessage(PACKAGE_NAMES[parts.client.package], check.differences);
  const link = parts.client.link(documentId);
  const change: PostingChange = {
    state: 'mismatch',
    code: MISMATCH_CODE,
    message,
    document_id: documentId,
    link,
  };
  await parts.postings.update(key, parts.holder, change, true, parts.now());
  throw new RunStopped(message);
}

/** Books the entry as posted (journal-exports) and then marks it posted with its document. */
async function posted(
  parts: EngineParts,
  key: PostingKey,
  entry: JournalEntry,
  documentId: string,
): Promise<'posted'> {
  const booked = { ...entry, exported_at: entry.exported_at ?? formatApiTimestamp(parts.now()) };
  // A correction books no day of its own: the day it is dated on still posts its own entry.
  const days = entry.corrects === null ? [{ from: entry.date, to: entry.date }] : [];
  await parts.journalExports.record(parts.account, parts.locationId, days, [booked]);
  parts.afterStep('booked');
  await parts.postings.update(
    key,
    parts.holder,
    {
      state: 'posted',
      entry,
      document_id: documentId,
      link: parts.client.link(documentId),
      code: null,
      message: null,
    },
    true,
    parts.now(),
  );
  parts.books.firstPost = false;
  parts.afterStep('marked posted');
  return 'posted';
}
