/**
 * A day's entry in parts (decision 0120): all locations' entry of a day less what locations
 * posted of it on their own is the other locations' part; that part with the locations'
 * postings again is the whole day. Line by line, as a correction is reckoned (an account,
 * kind, key and VAT code is one line: journal/day-corrections.ts), exact to the cent. Pure.
 */
import type { JournalEntry, JournalLine } from '../../../../shared/api/journal.js';
import { parseAmount, sum, toJsonNumber } from '../../../../shared/money.js';
import type { PostingRecord } from '../../data/bookkeeping-postings/store.js';
import { differenceLines } from '../journal/day-corrections.js';

/** The postings' lines, debit and credit swapped: subtracting them adds the postings. */
const negated = (lines: readonly JournalLine[]): JournalLine[] =>
  lines.map((line) => ({ ...line, debit: line.credit, credit: line.debit }));

const linesOf = (parts: readonly Pick<PostingRecord, 'entry'>[]): JournalLine[] =>
  parts.flatMap((part) => part.entry.lines);

function withLines(entry: JournalEntry, lines: JournalLine[]): JournalEntry {
  const total = toJsonNumber(sum(lines.map((line) => parseAmount(line.debit))));
  return { ...entry, lines, debit: total, credit: total };
}

/**
 * The entry less the locations' postings of its day: what the other locations sold; null
 * when nothing is left (every location posted its own part).
 */
export function othersPart(
  entry: JournalEntry,
  parts: readonly Pick<PostingRecord, 'entry'>[],
): JournalEntry | null {
  const lines = differenceLines(entry.lines, linesOf(parts));
  return lines.length === 0 ? null : withLines(entry, lines);
}

/** The other locations' part with the locations' postings of the day: the whole day. */
export function wholeDay(
  part: JournalEntry,
  parts: readonly Pick<PostingRecord, 'entry'>[],
): JournalEntry {
  return withLines(part, differenceLines(part.lines, negated(linesOf(parts))));
}
