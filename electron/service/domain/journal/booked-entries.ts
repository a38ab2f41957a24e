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
import {
  abs,
  add,
  isNegative,
  isZero,
  negate,
  parseAmount,
  subtract,
  sum,
  toJsonNumber,
  ZERO,
  type Amount,
} from '../../../../shared/money.js';
import { dayText, entryText } from './journal-texts.js';
import { coveredDay, type ExportedJournal } from '../../data/journal-exports/exported-journal.js';

/** A line's place in the ledger: the same account, kind, key and VAT code is the same line. */
const identity = (line: JournalLine): string =>
  `${line.account}|${line.kind}|${line.key ?? ''}|${line.vat_code ?? ''}`;

interface Net {
  line: JournalLine;
  /** Debit less credit. */
  amount: Amount;
  /** The line's VAT, debit side positive; null where no line of it states VAT. */
  vat: Amount | null;
}

function netOf(lines: readonly JournalLine[], sign: 1 | -1, into: Map<string, Net>): void {
  for (const line of lines) {
    const amount = subtract(parseAmount(line.debit), parseAmount(line.credit));
    const signed = sign === 1 ? amount : negate(amount);
    const vat =
      line.vat_amount === null
        ? null
        : (isNegative(amount) ? negate : (value: Amount) => value)(parseAmount(line.vat_amount));
    const signedVat = vat === null ? null : sign === 1 ? vat : negate(vat);
    const current = into.get(identity(line));
    into.set(identity(line), {
      line: current?.line ?? line,
      amount: add(current?.amount ?? ZERO, signed),
      vat: signedVat === null ? (current?.vat ?? null) : add(current?.vat ?? ZERO, signedVat),
    });
  }
}

/** Today's lines of a day less the lines already exported for it, line by line. */
function differenceLines(
  today: readonly JournalLine[],
  exported: readonly JournalLine[],
): JournalLine[] {
  const nets = new Map<string, Net>();
  netOf(today, 1, nets);
  netOf(exported, -1, nets);
  const todayText = new Map(today.map((line) => [identity(line), line.description]));
  return [...nets.values()].flatMap(({ line, amount, vat }) => {
    if (isZero(amount) && (vat === null || isZero(vat))) return [];
    const side = abs(amount);
    const lineVat = vat === null ? null : isNegative(amount) ? negate(vat) : vat;
    return [
      {
        ...line,
        description: todayText.get(identity(line)) ?? line.description,
        debit: isNegative(amount) ? 0 : toJsonNumber(side),
        credit: isNegative(amount) ? toJsonNumber(side) : 0,
        vat_amount: lineVat === null ? null : toJsonNumber(lineVat),
      },
    ];
  });
}

function correctionText(lang: ExportLanguage, day: string): string {
  return lang === 'nl'
    ? `Correctie dagomzet ${dayText(lang, day)}`
    : `Correction of day's takings ${day}`;
}

const daysOf = (from: string, to: string): string[] => {
  const days: string[] = [];
  for (let day = from as LocalDate; day <= to; day = addDays(day, 1)) days.push(day);
  return days;
};

const totalOf = (lines: readonly JournalLine[]): number =>
  toJsonNumber(sum(lines.map((line) => parseAmount(line.debit))));

/** The VAT codes the entries' lines post with. */
export const vatCodesOf = (entries: readonly JournalEntry[]): Set<string> =>
  new Set(entries.flatMap((entry) => entry.lines.flatMap((line) => line.vat_code ?? [])));

/**
 * The journal of the range with what was exported of it: each exported entry dated in the
 * range as it was exported (its descriptions in the language asked), today's entry for each
 * day never exported, and for each exported day whose figures changed a correction entry with
 * the difference, on the range's first day after it never exported (or, when there is none,
 * listed as waiting): never before the day it corrects, which a range that begins before the
 * exported days would otherwise give it (a year asked after October was exported dated
 * October's corrections on 1 January, in a quarter long filed).
 */
export function withExportedEntries(
  journal: Journal,
  exported: ExportedJournal,
  lang: ExportLanguage,
): Journal {
  if (exported.ranges.length === 0) return journal;
  const days = daysOf(journal.from, journal.to);
  const inRange = (day: string) => day >= journal.from && day <= journal.to;
  const wasExported = (day: string) =>
    exported.ranges.some((range) => range.from <= day && day <= range.to);
  const today = new Map(journal.entries.map((entry) => [entry.date, entry]));
  const leftOut = new Set(journal.left_out.map((day) => day.date));
  const byDay = new Map<string, JournalEntry[]>();
  for (const entry of exported.entries) {
    const day = coveredDay(entry);
    byDay.set(day, [...(byDay.get(day) ?? []), entry]);
  }
  const openDayAfter = (corrected: string) =>
    days.find((day) => day > corrected && !wasExported(day)) ?? null;
  const suffix = journal.location_id === null ? '' : `-L${journal.location_id}`;

  const corrections: JournalEntry[] = [];
  const waiting: Journal['corrections_waiting'] = [];
  for (const day of days) {
    // A day left out today cannot say what changed: what was exported of it stands.
    if (!wasExported(day) || leftOut.has(day)) continue;
    const booked = byDay.get(day) ?? [];
    const lines = differenceLines(
      today.get(day)?.lines ?? [],
      booked.flatMap((entry) => entry.lines),
    );
    if (lines.length === 0) continue;
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
    const earlier = booked.filter((entry) => entry.corrects !== null).length;
    const total = totalOf(lines);
    corrections.push({
      number: `BOD-${day.replaceAll('-', '')}${suffix}-C${earlier + 1}`,
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
export function exportedDays(journal: Journal): { from: string; to: string }[] {
  const leftOut = new Set(journal.left_out.map((day) => day.date));
  const ranges: { from: string; to: string }[] = [];
  for (const day of daysOf(journal.from, journal.to)) {
    if (leftOut.has(day)) continue;
    const last = ranges.at(-1);
    if (last && addDays(last.to as LocalDate, 1) === day) last.to = day;
    else ranges.push({ from: day, to: day });
  }
  return ranges;
}
