/**
 * The pure reckoning of filed periods: the figures a VAT return is filed with, the
 * difference between those and today's (the correction), and which period is the next one
 * after a filed period, in whose return a correction is declared (decision 0080).
 */
import type { FiledFigures, VatCorrectionFigures } from '../../../../shared/api/vat-filings.js';
import type { SalesVatReturn } from '../../../../shared/api/vat-return.js';
import { addDays, daysInMonth, daysInRange, type LocalDate } from '../../../../shared/dates.js';
import {
  isZero,
  parseAmount,
  subtract,
  toJsonNumber,
  ZERO,
  type Amount,
} from '../../../../shared/money.js';

/** What is kept of a return when it is filed: per rubriek and per OSS country, to the cent. */
export function filedFiguresOf(overview: SalesVatReturn): FiledFigures {
  return {
    rubrieken: overview.rubrieken.map(({ rubriek, turnover, vat }) => ({ rubriek, turnover, vat })),
    oss: overview.oss.map(({ country_iso2, turnover, vat }) => ({ country_iso2, turnover, vat })),
  };
}

interface Line {
  rubriek: VatCorrectionFigures['rubriek'];
  country_iso2: string | null;
  turnover: Amount;
  vat: Amount;
}

const linesOf = (figures: FiledFigures): Map<string, Line> =>
  new Map([
    ...figures.rubrieken.map((row): [string, Line] => [
      `r:${row.rubriek}`,
      {
        rubriek: row.rubriek,
        country_iso2: null,
        turnover: parseAmount(row.turnover),
        vat: parseAmount(row.vat),
      },
    ]),
    ...figures.oss.map((row): [string, Line] => [
      `o:${row.country_iso2}`,
      {
        rubriek: null,
        country_iso2: row.country_iso2,
        turnover: parseAmount(row.turnover),
        vat: parseAmount(row.vat),
      },
    ]),
  ]);

/**
 * Today's figures less the filed ones, per rubriek (1a–1e in order) then OSS country; only
 * what differs. A rubriek or country on one side only counts as 0 on the other.
 */
export function correctionsOf(filed: FiledFigures, today: FiledFigures): VatCorrectionFigures[] {
  const before = linesOf(filed);
  const now = linesOf(today);
  const keys = [...new Set([...now.keys(), ...before.keys()])].sort(
    (a, b) =>
      Number(a.startsWith('o:')) - Number(b.startsWith('o:')) || (a < b ? -1 : a > b ? 1 : 0),
  );
  return keys.flatMap((key) => {
    const was = before.get(key);
    const is = now.get(key);
    const line = (is ?? was) as Line;
    const turnover = subtract(is?.turnover ?? ZERO, was?.turnover ?? ZERO);
    const vat = subtract(is?.vat ?? ZERO, was?.vat ?? ZERO);
    if (isZero(turnover) && isZero(vat)) return [];
    return [
      {
        rubriek: line.rubriek,
        country_iso2: line.country_iso2,
        turnover: toJsonNumber(turnover),
        vat: toJsonNumber(vat),
      },
    ];
  });
}

const monthOf = (date: LocalDate): { year: number; month: number; day: number } => ({
  year: Number(date.slice(0, 4)),
  month: Number(date.slice(5, 7)),
  day: Number(date.slice(8, 10)),
});

/** How many whole calendar months the period is (1, 3 or 12 for a return), or null. */
function wholeMonths(from: LocalDate, to: LocalDate): number | null {
  const start = monthOf(from);
  const end = monthOf(to);
  if (start.day !== 1 || end.day !== daysInMonth(end.year, end.month)) return null;
  return (end.year - start.year) * 12 + end.month - start.month + 1;
}

/**
 * The period after a filed one, of the same length kind: a month, quarter or year (any run
 * of whole calendar months) is followed by as many whole months; any other period by as many
 * days.
 */
export function nextPeriodOf(from: LocalDate, to: LocalDate): { from: LocalDate; to: LocalDate } {
  const next = addDays(to, 1);
  const months = wholeMonths(from, to);
  if (months === null) return { from: next, to: addDays(next, daysInRange(from, to) - 1) };
  const start = monthOf(next);
  const endIndex = start.year * 12 + (start.month - 1) + months - 1;
  const endYear = Math.floor(endIndex / 12);
  const endMonth = (endIndex % 12) + 1;
  const last = `${String(endYear).padStart(4, '0')}-${String(endMonth).padStart(2, '0')}-${String(
    daysInMonth(endYear, endMonth),
  ).padStart(2, '0')}` as LocalDate;
  return { from: next, to: last };
}
