/**
 * The days of a range as posted into the package (GET and POST /api/bookkeeping/postings):
 * one row per entry of the journal (a day's own entry, and a correction entry on the day it is
 * dated), its state from the postings kept: `posted` with the package's document, `failed` or
 * `blocked` with the package's words, `pending` while it waits to be posted (or is under way);
 * a day the journal leaves out because it cannot balance is `failed` with the journal's
 * reason; a day without any entry is `nothing`. Pure.
 */
import type { PostingDay } from '../../../../shared/api/bookkeeping.js';
import type { Journal } from '../../../../shared/api/journal.js';
import { eachDay, type LocalDate } from '../../../../shared/dates.js';
import type { PostingRecord } from '../../data/bookkeeping-postings/store.js';
import { IN_OTHER_SCOPE } from './other-scope.js';
import { postedElsewhere } from './posting-runs.js';

const blank = { document_id: null, link: null, code: null, message: null } as const;

export function postingDays(
  journal: Journal,
  records: readonly PostingRecord[],
  scope: string,
): PostingDay[] {
  const mine = new Map(
    records.filter((record) => record.scope === scope).map((record) => [record.number, record]),
  );
  const elsewhere = postedElsewhere(records, scope);
  const rows: PostingDay[] = journal.entries.map((entry) => {
    const record = mine.get(entry.number);
    mine.delete(entry.number);
    const row = { date: entry.date, entry: entry.number, corrects: entry.corrects };
    if (record) {
      const { state, document_id, link, code, message } = record;
      return { ...row, state, document_id, link, code, message };
    }
    if (elsewhere.has(entry.corrects ?? entry.date)) {
      return {
        ...row,
        ...blank,
        state: 'failed',
        code: 'posted_in_other_scope',
        message: IN_OTHER_SCOPE,
      };
    }
    return { ...row, ...blank, state: 'pending' };
  });
  // A posting a run left behind that the journal no longer holds, in the range.
  for (const record of mine.values()) {
    if (record.date < journal.from || record.date > journal.to) continue;
    const { date, number, entry, state, document_id, link, code, message } = record;
    rows.push({
      date,
      entry: number,
      corrects: entry.corrects,
      state,
      document_id,
      link,
      code,
      message,
    });
  }
  for (const day of journal.left_out) {
    rows.push({
      date: day.date,
      entry: null,
      corrects: null,
      ...blank,
      state: 'failed',
      code: 'left_out',
      message: day.reason,
    });
  }
  const seen = new Set(rows.map((row) => row.date));
  for (const day of eachDay(journal.from as LocalDate, journal.to as LocalDate)) {
    if (!seen.has(day))
      rows.push({ date: day, entry: null, corrects: null, ...blank, state: 'nothing' });
  }
  return rows.sort(
    (a, b) => a.date.localeCompare(b.date) || (a.entry ?? '').localeCompare(b.entry ?? ''),
  );
}
