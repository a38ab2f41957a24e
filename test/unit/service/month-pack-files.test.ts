/**
 * The month pack's files for a period: named by the period (and the location), each asked of
 * its endpoint with the period's query; an XAF auditfile per calendar year, so a week across
 * 1 January has two.
 */
import { describe, expect, it } from 'vitest';
import {
  fileOptionsOf,
  packFiles,
  yearParts,
} from '../../../electron/service/domain/month-pack/files.js';
import { parseLocalDate, type LocalDate } from '../../../shared/dates.js';

const day = (text: string): LocalDate => {
  const date = parseLocalDate(text);
  if (date === null) throw new Error(text);
  return date;
};

const options = (from: string, to: string, locationId: number | null = null) => ({
  from: day(from),
  to: day(to),
  locationId,
  lang: 'nl' as const,
  delimiter: ';' as const,
});

describe('the pack’s files', () => {
  it('names six files of a month by its days, each asked of its endpoint', () => {
    const files = packFiles(options('2026-10-01', '2026-10-31'));
    expect(files.map((file) => file.name)).toEqual([
      'financial-report-2026-10-01-2026-10-31.pdf',
      'financial-report-2026-10-01-2026-10-31.xlsx',
      'vat-return-2026-10-01-2026-10-31.xlsx',
      'discount-orders-2026-10-01-2026-10-31.csv',
      'journal-2026-10-01-2026-10-31.csv',
      'journal-2026-10-01-2026-10-31.xaf',
    ]);
    expect(files[0]?.url).toBe(
      '/api/financial-report?from=2026-10-01&to=2026-10-31&format=pdf&lang=nl',
    );
    expect(files[4]?.url).toBe(
      '/api/journal?from=2026-10-01&to=2026-10-31&format=csv&delimiter=%3B&lang=nl',
    );
  });

  it('names the location and asks for it', () => {
    const files = packFiles(options('2026-10-01', '2026-10-31', 1001));
    expect(files[3]?.name).toBe('discount-orders-2026-10-01-2026-10-31-location-1001.csv');
    expect(files[3]?.url).toContain('location_id=1001');
  });

  it('makes one auditfile per calendar year of a week across 1 January', () => {
    const files = packFiles(options('2026-12-28', '2027-01-03'));
    expect(files.map((file) => file.name).filter((name) => name.endsWith('.xaf'))).toEqual([
      'journal-2026-12-28-2026-12-31.xaf',
      'journal-2027-01-01-2027-01-03.xaf',
    ]);
    expect(files).toHaveLength(7);
    expect(
      files.find((file) => file.name.endsWith('.csv') && file.name.startsWith('journal'))?.name,
    ).toBe('journal-2026-12-28-2027-01-03.csv');
  });

  it.each([
    ['2026-10-01', '2026-10-31', [['2026-10-01', '2026-10-31']]],
    [
      '2026-12-31',
      '2027-01-01',
      [
        ['2026-12-31', '2026-12-31'],
        ['2027-01-01', '2027-01-01'],
      ],
    ],
    [
      '2025-06-01',
      '2027-02-28',
      [
        ['2025-06-01', '2025-12-31'],
        ['2026-01-01', '2026-12-31'],
        ['2027-01-01', '2027-02-28'],
      ],
    ],
  ])('cuts %s – %s at each 1 January', (from, to, parts) => {
    expect(yearParts(day(from), day(to)).map((part) => [part.from, part.to])).toEqual(parts);
  });
});

describe('the files’ language and CSV convention', () => {
  it('is Dutch with Excel NL’s `;` unless asked; English takes `,`; a delimiter asked wins', () => {
    expect(fileOptionsOf({})).toEqual({ lang: 'nl', delimiter: ';' });
    expect(fileOptionsOf({ lang: 'en' })).toEqual({ lang: 'en', delimiter: ',' });
    expect(fileOptionsOf({ lang: 'en', delimiter: ';' })).toEqual({ lang: 'en', delimiter: ';' });
    expect(fileOptionsOf({ delimiter: ',' })).toEqual({ lang: 'nl', delimiter: ',' });
  });
});
