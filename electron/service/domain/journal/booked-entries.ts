/**
 * The journal as the ledger has it once days were exported (decision 0080, addendum): an
 * exported entry is answered as it was exported, never changed; where a day's figures moved
 * since, the difference is a correction entry of its own number, posted on the range's first
 * day not exported yet, so an import never changes a booked entry and never books into a
 * period already closed. Pure: the exported entries come from the journal export store.
 */
import type { ExportLanguage } from '../../../../shared/api/export-columns.js';
import type { Journal, JournalEntry, JournalLine } from '../../../../shared/api/journal.js';
import { addDays, type LocalDate } from '../../../../shared/dates.js';
import { parseAmount, sum, toJsonNumber } from '../../../../shared/money.js';
import { entryText } from './journal-texts.js';
import { coveredDay, type ExportedJournal } from '../../data/journal-exports/exported-journal.js';
import {
  changedDays,
  correctionText,
  daysOf,
  exportedOn,
  identity,
  type ChangedDay,
} from './day-corrections.js';

const totalOf = (lines: readonly JournalLine[]): number =>
  toJsonNumber(sum(lines.map((line) => parseAmount(line.debit))));

/** The VAT codes the entries' lines post with. */
export const vatCodesOf = (entries: readonly Pick<JournalEntry, 'lines'>[]): Set<string> =>
  new Set(entries.flatMap((entry) => entry.lines.flatMap((line) => line.vat_code ?? [])));

/**
 * The journal of the range with what was exported of it: each exported entry dated in the
 * range as it was exported (its descriptions in the language asked), today's entry for each
 * day never exported, and for each exported day whose figures changed (of the range, and of
 * the exported days just before it: `changedBefore`) a correction entry with the difference,
 * on the range's first day after it never exported (or, when there is none,
 * listed as waiting): never before the day it corrects, which a range that begins before the
 * exported days would otherwise give it (a year asked after October was exported dated
 * October's corrections on 1 January, in a quarter long filed).
 */
export function withExportedEntries(
  journal: Journal,
  exported: ExportedJournal,
  lang: ExportLanguage,
  /**
   * The changed days of the run of exported days that ends the day before the range
   * (exportedRunBefore): their first day not exported after them is the range's.
   */
  changedBefore: readonly ChangedDay[] = [],
): Journal {
  if (exported.ranges.length === 0) return journal;
  const days = daysOf(journal.from, journal.to);
  const inRange = (day: string) => day >= journal.from && day <= journal.to;
  const wasExported = exportedOn(exported.ranges);
  const today = new Map(journal.entries.map((entry) => [entry.date, entry]));
  const openDayAfter = (corrected: string) =>
    days.find((day) => day > corrected && !wasExported(day)) ?? null;

  const corrections: JournalEntry[] = [];
  const waiting: Journal['corrections_waiting'] = [];
  for (const { day, lines, number } of [...changedBefore, ...changedDays(journal, exported)]) {
    const openDay = openDayAfter(day);
    if (openDay === null) {
      waiting.push({
        date: day,
        reason:
          'its figures changed since it was exported; every day of this range after it was ' +
          'exported already, so the correction is posted by an export that holds a later day ' +
          'not exported yet',
      });
      continue;
    }
    const total = totalOf(lines);
    corrections.push({
      number,
      date: openDay,
      description: correctionText(lang, day),
      lines,
      debit: total,
      credit: total,
      corrects: day,
      exported_at: null,
    });
  }

  const reworded = (entry: JournalEntry): JournalEntry => {
    const words = new Map(
      (today.get(coveredDay(entry))?.lines ?? []).map((line) => [identity(line), line.description]),
    );
    return {
      ...entry,
      description:
        entry.corrects === null
          ? entryText(lang, entry.date)
          : correctionText(lang, entry.corrects),
      lines: entry.lines.map((line) => ({
        ...line,
        description: words.get(identity(line)) ?? line.description,
      })),
    };
  };
  const entries = [
    ...journal.entries.filter((entry) => !wasExported(entry.date)),
    ...exported.entries.filter((entry) => inRange(entry.date)).map(reworded),
    ...corrections,
  ].sort((a, b) => (a.date < b.date ? -1 : a.date > b.date ? 1 : a.number < b.number ? -1 : 1));
  const total = toJsonNumber(sum(entries.map((entry) => parseAmount(entry.debit))));
  return { ...journal, entries, corrections_waiting: waiting, debit: total, credit: total };
}

/**
 * The days an export of the journal covers, as ranges: its range less the days it left out,
 * which were not exported (their entry, once they balance, is their own, on their own day).
 */
export function exportedDays(journal: Journal): { from: LocalDate; to: LocalDate }[] {
  const leftOut = new Set(journal.left_out.map((day) => day.date));
  const ranges: { from: LocalDate; to: LocalDate }[] = [];
  for (const day of daysOf(journal.from, journal.to)) {
    if (leftOut.has(day)) continue;
    const last = ranges.at(-1);
    if (last && addDays(last.to, 1) === day) last.to = day;
    else ranges.push({ from: day, to: day });
  }
  return ranges;
}
