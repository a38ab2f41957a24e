/**
 * What the journal-export stores keep and hand back: the days of each export and its entries
 * (the domain books them: domain/journal/booked-entries.ts).
 */
import type { JournalEntry } from '../../../../shared/api/journal.js';
import type { LocalDate } from '../../../../shared/dates.js';

/** The day whose figures an entry posts: its own day, or the day a correction corrects. */
export const coveredDay = (entry: JournalEntry): LocalDate => entry.corrects ?? entry.date;

/** An export's first and last day. */
export interface ExportedRange {
  from: LocalDate;
  to: LocalDate;
}

/** What was exported of a scope: the days of each export, and its entries. */
export interface ExportedJournal {
  /** Each export's first and last day. */
  ranges: readonly ExportedRange[];
  /** The entries exported, dated in or correcting a day of the range asked. */
  entries: readonly JournalEntry[];
}
