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
 * 5. posted, it is booked (the journal answers it as posted from then on, a later change as a
 *    correction entry) and only then marked posted, so a crash between them is settled by the
 *    lookup of step 2 next time.
 *
 * `afterStep` is the test hook that kills the process after each step (domain/fault-hook.ts).
 */
import type { JournalEntry } from '../../../../shared/api/journal.js';
import { formatApiTimestamp } from '../../../../shared/dates.js';
import { PackageFailure, type PackageClient } from '../../data/bookkeeping/package-client.js';
import { pause } from '../../data/bookkeeping/request-window.js';
import type {
  BookkeepingPostings,
  PostingChange,
  PostingKey,
  PostingRecord,
} from '../../data/bookkeeping-postings/store.js';
import type { JournalExports } from '../../data/journal-exports/store.js';
import { IN_OTHER_SCOPE, inOtherScope } from './other-scope.js';
import { packageEntryOf, type PackageMap } from './package-map.js';
import { PACKAGE_NAMES } from './refusals.js';

export interface EngineParts {
  account: string;
  scope: string;
  locationId: number | null;
  client: PackageClient;
  map: PackageMap;
  postings: BookkeepingPostings;
  journalExports: Pick<JournalExports, 'record'>;
  /** This process's name on its claims. */
  holder: string;
  leaseMs: number;
  /** The last day the package has closed, when it says so up front (Moneybird). */
  lockedUntil: string | null;
  now(): number;
  signal: AbortSignal;
  afterStep(step: string): void;
}

export type EntryOutcome = 'posted' | 'failed' | 'blocked' | 'skipped';

/** A failure after which the rest of the run would fail the same way: it stops. */
export class RunStopped extends Error {
  override name = 'RunStopped';
  constructor(readonly failure: PackageFailure) {
    super(failure.message);
  }
}

/** Failures every later entry would meet too (an answer lost, `mayHaveStored`, as well). */
const STOPS_RUN = new Set(['unauthorized', 'permission', 'payment_required', 'rate_limited']);

const ATTEMPTS = 4;
/** The first retry at once (a lost answer is no reason to wait), then 250 ms, 1 s. */
const retryDelay = (attempt: number) => (attempt === 1 ? 0 : 250 * (attempt - 1) ** 2);

/** A call whose answer may be lost, asked again: reads are safe to repeat. */
export async function repeated<T>(
  parts: Pick<EngineParts, 'signal'>,
  call: () => Promise<T>,
): Promise<T> {
  for (let attempt = 1; ; attempt += 1) {
    try {
      return await call();
    } catch (error) {
      if (!(error instanceof PackageFailure && error.mayHaveStored) || attempt >= ATTEMPTS)
        throw error;
      await pause(retryDelay(attempt), parts.signal);
    }
  }
}

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
 * only looked up, and marked posted when the package has it, else `failed` (never sent): the
 * journal's entry of today is what a run posts, not what a run that stopped meant to.
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
    const found = await repeated(parts, () =>
      parts.client.find(entry.number, from, to, parts.signal),
    );
    parts.afterStep('looked up');
    if (found !== null) return await posted(parts, key, sent ?? entry, found);
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
    const documentId = await send(parts, entry, from, to);
    parts.afterStep('sent');
    return await posted(parts, key, entry, documentId);
  } catch (error) {
    if (!(error instanceof PackageFailure)) {
      // Stopped on purpose or by a bug: the claim ends, the entry waits for the next run.
      await settle({});
      throw error;
    }
    const blocked = error.kind === 'closed';
    await settle({
      state: blocked ? 'blocked' : 'failed',
      code: codeOf(error),
      message: error.message,
    });
    if (error.mayHaveStored || STOPS_RUN.has(error.kind)) {
      throw new RunStopped(error);
    }
    return blocked ? 'blocked' : 'failed';
  }
}

/**
 * Settles what a run that stopped left claimed in this scope: each is looked up, and marked
 * posted (and booked) when the package has it, else `failed` (never sent). The run after it
 * posts the journal's entries of today.
 */
export async function settleLeftovers(
  parts: Omit<EngineParts, 'map' | 'lockedUntil'>,
  records: readonly PostingRecord[],
): Promise<void> {
  const left = records.filter(
    (record) => record.scope === parts.scope && record.state === 'pending',
  );
  for (const record of left) {
    await postEntry({ ...parts, map: EMPTY_MAP, lockedUntil: null }, record.entry, {
      lookupOnly: true,
    });
  }
}

const EMPTY_MAP: PackageMap = { ledgers: new Map(), vat: new Map(), gaps: [] };

/** Posts, asking again after an answer that did not come, the package asked first each time. */
async function send(parts: EngineParts, entry: JournalEntry, from: string, to: string) {
  const body = packageEntryOf(entry, parts.map);
  for (let attempt = 1; ; attempt += 1) {
    try {
      return await parts.client.post(body, parts.signal);
    } catch (error) {
      if (!(error instanceof PackageFailure)) throw error;
      if (!error.mayHaveStored && error.kind !== 'duplicate') throw error;
      const found = await repeated(parts, () =>
        parts.client.find(entry.number, from, to, parts.signal),
      );
      if (found !== null) return found;
      if (error.kind === 'duplicate' || attempt >= ATTEMPTS) throw error;
      await pause(retryDelay(attempt), parts.signal);
    }
  }
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
  parts.afterStep('marked posted');
  return 'posted';
}

const CODES: Record<PackageFailure['kind'], string> = {
  transport: 'package_unreachable',
  server: 'package_unreachable',
  unauthorized: 'token_refused',
  not_found: 'administration_gone',
  refused: 'package_refused',
  closed: 'period_closed',
  duplicate: 'package_refused',
  rate_limited: 'rate_limited',
  permission: 'token_permission',
  payment_required: 'package_subscription',
  session: 'package_session',
  unexpected: 'package_error',
};

const codeOf = (failure: PackageFailure): string => CODES[failure.kind];
