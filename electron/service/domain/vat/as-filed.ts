/**
 * A filed period's return as it was filed, each line with its correction since beside it
 * (decision 0102): the figures the screen, the exports and the print show as the period's,
 * never today's, which differ by exactly those corrections.
 */
import type {
  FiledFigures,
  VatCorrectionFigures,
  VatFilingHistoryEntry,
} from '../../../../shared/api/vat-filings.js';
import type { VatReturnAsFiled } from '../../../../shared/api/vat-return.js';
import {
  floorToWholeEuros,
  parseAmount,
  sum,
  toJsonNumber,
  type Amount,
} from '../../../../shared/money.js';
import type { KeptFiling } from '../../data/vat-filings/store.js';

const whole = (value: number): number => toJsonNumber(floorToWholeEuros(parseAmount(value)), 0);
const total = (values: readonly number[]): number =>
  toJsonNumber(sum(values.map((value): Amount => parseAmount(value))));

/**
 * The filed figures with the corrections (today less as filed) beside them: a line filed
 * and unchanged has a null correction; an OSS country only today's figures have is listed
 * as filed with 0.
 */
export function asFiledOf(
  figures: FiledFigures,
  corrections: readonly VatCorrectionFigures[],
): VatReturnAsFiled {
  const correctionOf = (
    find: (row: VatCorrectionFigures) => boolean,
  ): { turnover: number; vat: number } | null => {
    const row = corrections.find(find);
    return row ? { turnover: row.turnover, vat: row.vat } : null;
  };
  const rubrieken = figures.rubrieken.map((row) => ({
    ...row,
    turnover_whole_euros: whole(row.turnover),
    vat_whole_euros: whole(row.vat),
    correction: correctionOf((line) => line.rubriek === row.rubriek),
  }));
  const countries = [
    ...new Set([
      ...figures.oss.map((row) => row.country_iso2),
      ...corrections.flatMap((row) => (row.country_iso2 === null ? [] : [row.country_iso2])),
    ]),
  ].sort();
  const oss = countries.map((country) => {
    const filed = figures.oss.find((row) => row.country_iso2 === country);
    return {
      country_iso2: country,
      turnover: filed?.turnover ?? 0,
      vat: filed?.vat ?? 0,
      correction: correctionOf((line) => line.country_iso2 === country),
    };
  });
  return {
    rubrieken,
    vat_on_sales: {
      vat: total(figures.rubrieken.map((row) => row.vat)),
      // The form adds up the whole euros entered per rubriek, as the sales return does.
      vat_whole_euros: total(rubrieken.map((row) => row.vat_whole_euros)),
      correction_vat: total(
        corrections.filter((row) => row.rubriek !== null).map((row) => row.vat),
      ),
    },
    oss,
    oss_total: {
      turnover: total(figures.oss.map((row) => row.turnover)),
      vat: total(figures.oss.map((row) => row.vat)),
    },
  };
}

/** Every filing of exactly this period and location, standing or undone, oldest first. */
export function historyOf(
  kept: readonly KeptFiling[],
  period: { from: string; to: string; location_id: number | null },
): VatFilingHistoryEntry[] {
  return kept
    .filter(
      (filing) =>
        filing.from === period.from &&
        filing.to === period.to &&
        filing.location_id === period.location_id,
    )
    .map((filing) => ({
      filing_id: filing.id,
      filed_at: filing.filed_at,
      filed_by: filing.filed_by,
      undone: filing.undone ?? null,
    }));
}
