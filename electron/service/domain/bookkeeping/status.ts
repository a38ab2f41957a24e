/**
 * The days of a range as posted into the package (GET and POST /api/bookkeeping/postings):
 * one row per entry of the journal (a day's own entry, and a correction entry on the day it is
 * dated), its state from the postings kept: `posted` with the package's document, `failed` or
 * `blocked` with the package's words, `pending` while it waits to be posted (or is under way);
 * a day the journal leaves out because it cannot balance is `failed` with the journal's
 * reason; a day without any entry is `nothing`. Across scopes (decision 0120, other-scope.ts):
 * to a location, a day posted for all locations is `posted` with all locations' document
 * (`posted_with_all_locations`); to all locations, a day whose locations each posted their
 * own part, with nothing left, is `posted` (`posted_by_locations`), else `pending` until the
 * other locations' part is posted. Each row carries its entry's amount (as sent once posted)
 * and the notes of day-notes.ts: its corrections, changed since posted, posted elsewhere. Pure.
 */
import type { PostingDay } from '../../../../shared/api/bookkeeping.js';
import type { Journal, JournalEntry } from '../../../../shared/api/journal.js';
import { eachDay } from '../../../../shared/dates.js';
import type { PostedElsewhere, PostingRecord } from '../../data/bookkeeping-postings/store.js';
import { othersPart } from './day-parts.js';
import { withDayNotes } from './day-notes.js';
import { locationsPostings } from './other-scope.js';

const blank = { document_id: null, link: null, code: null, message: null } as const;

type Row = Parameters<typeof withDayNotes>[0][number];

export function postingDays(
  journal: Journal,
  records: readonly PostingRecord[],
  scope: string,
  elsewhere: readonly PostedElsewhere[] = [],
): PostingDay[] {
  const ours = records.filter((record) => record.scope === scope);
  const mine = new Map(ours.map((record) => [record.number, record]));
  const rows: Row[] = journal.entries.map((entry) => {
    const record = mine.get(entry.number);
    mine.delete(entry.number);
    // What was sent is what the package holds: a posted entry's amount is the one it was sent with.
    const amount = record?.state === 'posted' ? record.entry.debit : entry.debit;
    const row = { date: entry.date, entry: entry.number, corrects: entry.corrects, amount };
    const across = acrossScopes(entry, records, scope);
    if (across !== null && record?.state !== 'posted') return { ...row, ...across };
    if (record) {
      const { state, document_id, link, code, message } = record;
      return { ...row, state, document_id, link, code, message };
    }
    return { ...row, ...blank, state: 'pending' };
  });
  rows.push(...leftBehindRows(mine.values(), journal));
  for (const day of journal.left_out) {
    rows.push({
      date: day.date,
      entry: null,
      corrects: null,
      amount: null,
      ...blank,
      state: 'failed',
      code: 'left_out',
      message: day.reason,
    });
  }
  const seen = new Set(rows.map((row) => row.date));
  for (const day of eachDay(journal.from, journal.to)) {
    if (!seen.has(day))
      rows.push({
        date: day,
        entry: null,
        corrects: null,
        amount: null,
        ...blank,
        state: 'nothing',
      });
  }
  rows.sort((a, b) => a.date.localeCompare(b.date) || (a.entry ?? '').localeCompare(b.entry ?? ''));
  return withDayNotes(rows, journal, ours, elsewhere, scope);
}

/** The postings a run left behind that the journal no longer holds, in the journal's range. */
function leftBehindRows(records: Iterable<PostingRecord>, journal: Journal): Row[] {
  const left: Row[] = [];
  for (const record of records) {
    if (record.date < journal.from || record.date > journal.to) continue;
    const { date, number, entry, state, document_id, link, code, message } = record;
    left.push({
      date,
      entry: number,
      corrects: entry.corrects,
      amount: entry.debit,
      state,
      document_id,
      link,
      code,
      message,
    });
  }
  return left;
}

type RowState = Pick<PostingDay, 'state' | 'document_id' | 'link' | 'code' | 'message'>;

/**
 * An entry's state from another scope's postings, when they settle it: for a location, all
 * locations posted its day; for all locations, the locations posted all of its day.
 */
function acrossScopes(
  entry: JournalEntry,
  records: readonly PostingRecord[],
  scope: string,
): RowState | null {
  const day = entry.corrects ?? entry.date;
  if (scope !== 'all') {
    const all = records.find(
      (record) => record.scope === 'all' && record.state === 'posted' && record.covers === day,
    );
    if (all === undefined) return null;
    return {
      state: 'posted',
      document_id: all.document_id,
      link: all.link,
      code: 'posted_with_all_locations',
      message: `posted with all locations (${all.number})`,
    };
  }
  const parts = entry.corrects === null ? locationsPostings(records).get(day) : undefined;
  if (parts === undefined || othersPart(entry, parts) !== null) return null;
  return {
    ...blank,
    state: 'posted',
    code: 'posted_by_locations',
    message: `each location posted its own part (${parts.map((part) => part.number).join(', ')})`,
  };
}
