/**
 * What changed of exported days (decision 0080, addendum): today's lines of a day less the
 * lines exported of it (its own entry and the corrections exported since), line by line, and
 * the number its next correction entry takes. Pure: booked-entries.ts dates the corrections.
 */
import type { ExportLanguage } from '../../../../shared/api/export-columns.js';
import type { Journal, JournalLine } from '../../../../shared/api/journal.js';
import {
  addDays,
  addYears,
  eachDay,
  firstOfNextMonth,
  type LocalDate,
} from '../../../../shared/dates.js';
import {
  abs,
  add,
  isNegative,
  isZero,
  negate,
  parseAmount,
  subtract,
  toJsonNumber,
  ZERO,
  type Amount,
} from '../../../../shared/money.js';
import { dayText } from './journal-texts.js';
import {
  coveredDay,
  type ExportedJournal,
  type ExportedRange,
} from '../../data/journal-exports/exported-journal.js';

/** A line's place in the ledger: the same account, kind, key and VAT code is the same line. */
export const identity = (line: JournalLine): string =>
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
export function differenceLines(
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

export function correctionText(lang: ExportLanguage, day: string): string {
  return lang === 'nl'
    ? `Correctie dagomzet ${dayText(lang, day)}`
    : `Correction of day's takings ${day}`;
}

export const daysOf = (from: LocalDate, to: LocalDate): LocalDate[] => eachDay(from, to);

/** Whether an export covered the day. */
export const exportedOn =
  (ranges: ExportedJournal['ranges']) =>
  (day: string): boolean =>
    ranges.some((range) => range.from <= day && day <= range.to);

/** An exported day whose figures moved since: its correction's lines and number. */
export interface ChangedDay {
  day: LocalDate;
  lines: JournalLine[];
  /** `BOD-YYYYMMDD[-Ln]-Cn`, n counting the day's corrections exported before. */
  number: string;
}

/**
 * The exported days of the journal's range whose figures today differ from what was exported
 * of them (`exported`: every entry covering a day of the range, corrections included).
 */
export function changedDays(journal: Journal, exported: ExportedJournal): ChangedDay[] {
  const wasExported = exportedOn(exported.ranges);
  const today = new Map(journal.entries.map((entry) => [entry.date, entry]));
  const leftOut = new Set(journal.left_out.map((day) => day.date));
  const byDay = new Map<string, ExportedJournal['entries'][number][]>();
  for (const entry of exported.entries) {
    const day = coveredDay(entry);
    byDay.set(day, [...(byDay.get(day) ?? []), entry]);
  }
  const suffix = journal.location_id === null ? '' : `-L${journal.location_id}`;
  const changed: ChangedDay[] = [];
  for (const day of daysOf(journal.from, journal.to)) {
    // A day left out today cannot say what changed: what was exported of it stands.
    if (!wasExported(day) || leftOut.has(day)) continue;
    const booked = byDay.get(day) ?? [];
    const lines = differenceLines(
      today.get(day)?.lines ?? [],
      booked.flatMap((entry) => entry.lines),
    );
    if (lines.length === 0) continue;
    const earlier = booked.filter((entry) => entry.corrects !== null).length;
    changed.push({ day, lines, number: `BOD-${day.replaceAll('-', '')}${suffix}-C${earlier + 1}` });
  }
  return changed;
}

/**
 * The run of exported days that ends the day before `from`, or null: the days whose first day
 * not exported after them is on or after `from`, so a journal from `from` posts their changes.
 * Cut to the months from the first after a year before `from` (`lookBackStart`): these are the
 * months the read model holds when the range is this month or the last (the warm-up's 13), so
 * they are read from it, not from the platform; a run of years exported without a gap (daily
 * postings) would otherwise be read whole on every journal (decision 0080, addendum).
 */
export function exportedRunBefore(
  ranges: ExportedJournal['ranges'],
  from: LocalDate,
): ExportedRange | null {
  const to = addDays(from, -1);
  // The ranges merged where they overlap or meet (a posted day is a range of its own).
  let run: ExportedRange | null = null;
  for (const range of [...ranges].sort((a, b) => (a.from < b.from ? -1 : 1))) {
    if (range.from > to) break;
    if (run !== null && range.from <= addDays(run.to, 1)) {
      if (range.to > run.to) run.to = range.to;
    } else {
      run = { from: range.from, to: range.to };
    }
  }
  if (run === null || run.to < to) return null;
  const start = lookBackStart(from);
  return { from: run.from > start ? run.from : start, to };
}

/** The first day a journal from `from` looks back to for changed exported days. */
export const lookBackStart = (from: LocalDate): LocalDate => firstOfNextMonth(addYears(from, -1));
