/**
 * The reckoning of filed periods: the correction is today's figure less the filed one per
 * rubriek and OSS country, exact to the cent, only where they differ (a line on one side
 * only counting as 0 on the other); the next period of a month, quarter or year is the next
 * month, quarter or year, of any other period as many days; what is still to declare of a
 * filed period is listed on the first open period after it, declared once, and back on a
 * period un-filed.
 */
import { describe, expect, it } from 'vitest';
import type {
  FiledFigures,
  VatCorrectionFigures,
  VatFiling,
} from '../../../shared/api/vat-filings.js';
import type { LocalDate } from '../../../shared/dates.js';
import {
  correctionsOf,
  declaredFor,
  filingPeriodKind,
  firstOpenPeriodAfter,
  nextPeriodOf,
  plusCorrections,
  stillToDeclare,
} from '../../../electron/service/domain/vat/period-figures.js';
import { localDate } from '../../../shared/api/common.js';

const figures = (a: [number, number], oss: FiledFigures['oss'] = []): FiledFigures => ({
  rubrieken: [
    { rubriek: '1a', turnover: a[0], vat: a[1] },
    { rubriek: '1b', turnover: 100, vat: 9 },
  ],
  oss,
});

describe('correctionsOf', () => {
  it('is empty when nothing changed', () => {
    expect(correctionsOf(figures([10.1, 2.12]), figures([10.1, 2.12]))).toEqual([]);
  });

  it('is the difference per rubriek and OSS country, to the cent', () => {
    // 0.1 + 0.2 in binary floats is not 0.3: the money module reckons in cents.
    const filed = figures([0.3, 0.07], [{ country_iso2: 'BE', turnover: 10, vat: 0.6 }]);
    const today = figures(
      [0.1, 0.02],
      [
        { country_iso2: 'BE', turnover: 10, vat: 0.6 },
        { country_iso2: 'DE', turnover: 20.2, vat: 3.84 },
      ],
    );
    expect(correctionsOf(filed, today)).toEqual([
      { rubriek: '1a', country_iso2: null, turnover: -0.2, vat: -0.05 },
      { rubriek: null, country_iso2: 'DE', turnover: 20.2, vat: 3.84 },
    ]);
    // A country gone since: all of it comes off.
    expect(correctionsOf(today, filed)).toEqual([
      { rubriek: '1a', country_iso2: null, turnover: 0.2, vat: 0.05 },
      { rubriek: null, country_iso2: 'DE', turnover: -20.2, vat: -3.84 },
    ]);
  });
});

describe('filingPeriodKind (issue 57: a filing is of a month, a quarter or a year)', () => {
  const kind = (from: string, to: string) => filingPeriodKind(from as LocalDate, to as LocalDate);

  it('knows a calendar month, quarter and year, February of a leap year too', () => {
    expect(kind('2026-06-01', '2026-06-30')).toBe('month');
    expect(kind('2028-02-01', '2028-02-29')).toBe('month');
    expect(kind('2026-10-01', '2026-12-31')).toBe('quarter');
    expect(kind('2026-01-01', '2026-12-31')).toBe('year');
  });

  it('refuses any other range: part of a month, ten months, a quarter not of the calendar', () => {
    expect(kind('2026-06-02', '2026-06-30')).toBeNull();
    expect(kind('2026-11-02', '2026-11-08')).toBeNull();
    expect(kind('2026-01-01', '2026-10-31')).toBeNull();
    expect(kind('2026-02-01', '2026-04-30')).toBeNull();
    expect(kind('2026-07-01', '2027-06-30')).toBeNull();
    expect(kind('2026-06-01', '2026-07-31')).toBeNull();
  });
});

describe('nextPeriodOf', () => {
  const next = (from: string, to: string) => nextPeriodOf(from as LocalDate, to as LocalDate);

  it('follows a month, quarter or year with the next one', () => {
    expect(next('2026-01-01', '2026-01-31')).toEqual({ from: '2026-02-01', to: '2026-02-28' });
    expect(next('2028-01-01', '2028-01-31')).toEqual({ from: '2028-02-01', to: '2028-02-29' });
    expect(next('2026-10-01', '2026-12-31')).toEqual({ from: '2027-01-01', to: '2027-03-31' });
    expect(next('2026-07-01', '2026-09-30')).toEqual({ from: '2026-10-01', to: '2026-12-31' });
    expect(next('2026-01-01', '2026-12-31')).toEqual({ from: '2027-01-01', to: '2027-12-31' });
  });

  it('follows any other period with as many days', () => {
    expect(next('2026-02-10', '2026-02-12')).toEqual({ from: '2026-02-13', to: '2026-02-15' });
    expect(next('2026-01-15', '2026-02-14')).toEqual({ from: '2026-02-15', to: '2026-03-17' });
  });
});

describe('what is still to declare, and where (decision 0080, second addendum)', () => {
  const filingOf = (
    id: string,
    from: string,
    to: string,
    a: [number, number],
    declared: VatFiling['declared'] = [],
  ): VatFiling => ({
    id,
    from: localDate.parse(from),
    to: localDate.parse(to),
    location_id: null,
    filed_at: '2027-01-20T10:00:00+01:00',
    filed_by: 'manager@demo.test',
    figures: figures(a),
    declared,
  });
  /** What a filing keeps of a period's still-to-declare list when it declares it. */
  const declaring = (filed: VatFiling, corrections: VatCorrectionFigures[]) => ({
    filing_id: filed.id,
    from: filed.from,
    to: filed.to,
    corrections: corrections.map((row) => ({ ...row, orders: [] })),
  });
  const Q3 = filingOf('vfp_q3', '2026-07-01', '2026-09-30', [1000, 210]);
  const Q4 = filingOf('vfp_q4', '2026-10-01', '2026-12-31', [500, 105]);
  /** Q3 today: an order repriced after Q3 and Q4 were both filed. */
  const q3Today = figures([990, 207.9]);
  const change = [{ rubriek: '1a' as const, country_iso2: null, turnover: -10, vat: -2.1 }];

  it('lists a change to Q3 made after Q4 was filed on Q1, the first open period', () => {
    expect(firstOpenPeriodAfter(Q3, [Q3, Q4])).toEqual({ from: '2027-01-01', to: '2027-03-31' });
    expect(stillToDeclare(Q3, [Q3, Q4], q3Today)).toEqual(change);
  });

  it('never declares it twice: once Q1 declared it, nothing is left of it', () => {
    const Q1 = filingOf('vfp_q1', '2027-01-01', '2027-03-31', [0, 0], [declaring(Q3, change)]);
    const filings = [Q3, Q4, Q1];
    expect(declaredFor(Q3.id, filings)).toEqual(declaring(Q3, change).corrections);
    expect(stillToDeclare(Q3, filings, q3Today)).toEqual([]);
    // A further change is declared by itself, not again with the first.
    expect(stillToDeclare(Q3, filings, figures([985, 206.85]))).toEqual([
      { rubriek: '1a', country_iso2: null, turnover: -5, vat: -1.05 },
    ]);
    expect(firstOpenPeriodAfter(Q3, filings)).toEqual({ from: '2027-04-01', to: '2027-06-30' });
  });

  it('moves what Q4 declared back to Q4 when Q4 is un-filed', () => {
    const Q4declaring = { ...Q4, declared: [declaring(Q3, change)] };
    expect(stillToDeclare(Q3, [Q3, Q4declaring], q3Today)).toEqual([]);
    // Un-filed: Q4 is gone from the filings, and so is what it declared.
    expect(firstOpenPeriodAfter(Q3, [Q3])).toEqual({ from: '2026-10-01', to: '2026-12-31' });
    expect(stillToDeclare(Q3, [Q3], q3Today)).toEqual(change);
  });

  it('adds declared corrections to the filed figures line by line, OSS countries too', () => {
    const declared = [
      { rubriek: '1a' as const, country_iso2: null, turnover: 0.1, vat: 0.02 },
      { rubriek: null, country_iso2: 'BE', turnover: 0.2, vat: 0.01 },
      { rubriek: '1a' as const, country_iso2: null, turnover: 0.2, vat: 0.05 },
    ];
    expect(plusCorrections(figures([0, 0]), declared)).toEqual({
      rubrieken: [
        { rubriek: '1a', turnover: 0.3, vat: 0.07 },
        { rubriek: '1b', turnover: 100, vat: 9 },
      ],
      oss: [{ country_iso2: 'BE', turnover: 0.2, vat: 0.01 }],
    });
  });
});
