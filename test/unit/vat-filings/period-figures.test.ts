/**
 * The reckoning of filed periods: the correction is today's figure less the filed one per
 * rubriek and OSS country, exact to the cent, only where they differ (a line on one side
 * only counting as 0 on the other); the next period of a month, quarter or year is the next
 * month, quarter or year, of any other period as many days.
 */
import { describe, expect, it } from 'vitest';
import type { FiledFigures } from '../../../shared/api/vat-filings.js';
import type { LocalDate } from '../../../shared/dates.js';
import {
  correctionsOf,
  nextPeriodOf,
} from '../../../electron/service/domain/vat-filings/period-figures.js';

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
