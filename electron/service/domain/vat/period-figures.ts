/**
 * The pure reckoning of filed periods: the figures a VAT return is filed with, the
 * difference between those and today's (the correction), what of it later filings declared
 * and what is still to declare, and the first open period after a filed one, in whose return
 * that is declared (decision 0080 and its second addendum).
 */
import type {
  FiledFigures,
  VatCorrection,
  VatCorrectionFigures,
  VatFiling,
} from '../../../../shared/api/vat-filings.js';
import type { SalesVatReturn } from '../../../../shared/api/vat-return.js';
import {
  addDays,
  daysInMonth,
  daysInRange,
  lastDayOf,
  type LocalDate,
} from '../../../../shared/dates.js';
import {
  add,
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
    // Each key is of a line today or before, so one of the two is there.
    const line = is ?? was;
    if (line === undefined) return [];
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

/**
 * What a VAT return may be filed for: a calendar month, a calendar quarter (January, April,
 * July or October to the end of the third month) or a calendar year; null for any other range
 * (docs/decisions/0100-filings-cover-a-return-period.md).
 */
export function filingPeriodKind(
  from: LocalDate,
  to: LocalDate,
): 'month' | 'quarter' | 'year' | null {
  const months = wholeMonths(from, to);
  const firstMonth = monthOf(from).month;
  if (months === 1) return 'month';
  if (months === 3 && firstMonth % 3 === 1) return 'quarter';
  if (months === 12 && firstMonth === 1) return 'year';
  return null;
}

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
  return { from: next, to: lastDayOf(endYear, endMonth) };
}

const samePeriod = (a: Period, b: Period): boolean => a.from === b.from && a.to === b.to;

type Period = Pick<VatFiling, 'from' | 'to'>;

/**
 * The first period after a filed one that is not filed itself, in whose return its
 * corrections are declared: its next period (nextPeriodOf), and while that one is a filed
 * period of the same location too, the next after that. `filings` are those of the filed
 * period's location.
 */
export function firstOpenPeriodAfter(
  filing: Period,
  filings: readonly Period[],
): { from: LocalDate; to: LocalDate } {
  let next = nextPeriodOf(filing.from, filing.to);
  while (filings.some((other) => samePeriod(other, next))) {
    next = nextPeriodOf(next.from, next.to);
  }
  return next;
}

/** Every correction of the filing that later filings (of its location) declared, in order. */
export function declaredFor(filingId: string, filings: readonly VatFiling[]): VatCorrection[] {
  return filings.flatMap((filing) =>
    filing.declared
      .filter((declared) => declared.filing_id === filingId)
      .flatMap((declared) => declared.corrections),
  );
}

/** The figures with the corrections added, line by line: as filed plus what was declared since. */
export function plusCorrections(
  figures: FiledFigures,
  corrections: readonly VatCorrectionFigures[],
): FiledFigures {
  const lines = linesOf(figures);
  for (const row of corrections) {
    const key = row.rubriek === null ? `o:${row.country_iso2 ?? ''}` : `r:${row.rubriek}`;
    const line = lines.get(key) ?? { ...row, turnover: ZERO, vat: ZERO };
    lines.set(key, {
      ...line,
      turnover: add(line.turnover, parseAmount(row.turnover)),
      vat: add(line.vat, parseAmount(row.vat)),
    });
  }
  const all = [...lines.values()];
  return {
    rubrieken: all.flatMap((line) =>
      line.rubriek === null
        ? []
        : [
            {
              rubriek: line.rubriek,
              turnover: toJsonNumber(line.turnover),
              vat: toJsonNumber(line.vat),
            },
          ],
    ),
    oss: all.flatMap((line) =>
      line.rubriek !== null
        ? []
        : [
            {
              country_iso2: line.country_iso2 ?? '',
              turnover: toJsonNumber(line.turnover),
              vat: toJsonNumber(line.vat),
            },
          ],
    ),
  };
}

/**
 * What of a filed period is still to declare: today's figures less the filed ones less
 * everything later filings declared of it, per rubriek and OSS country; only what differs.
 * Declared once, it is no longer listed; un-filing the filing that declared it lists it again.
 */
export function stillToDeclare(
  filing: VatFiling,
  filings: readonly VatFiling[],
  today: FiledFigures,
): VatCorrectionFigures[] {
  return correctionsOf(plusCorrections(filing.figures, declaredFor(filing.id, filings)), today);
}
