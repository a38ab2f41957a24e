/**
 * The month pack's files for a period: named in the pack's language by the period's name (and
 * the location), as the screens save them; an XAF auditfile per calendar year, so a week across 1 January has two.
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

const options = (
  from: string,
  to: string,
  locationId: number | null = null,
  lang: 'nl' | 'en' = 'nl',
) => ({
  from: day(from),
  to: day(to),
  locationId,
  lang,
  delimiter: ';' as const,
});

describe('the pack’s files', () => {
  it('names seven files of a month by its name in Dutch; six without a read model', () => {
    const files = packFiles(options('2026-10-01', '2026-10-31'), true);
    const six = [
      'financieel-rapport-oktober-2026.pdf',
      'financieel-rapport-oktober-2026.xlsx',
      'btw-aangifte-oktober-2026.xlsx',
      'kortingsorders-oktober-2026.csv',
      'memoriaal-oktober-2026.csv',
      'memoriaal-oktober-2026.xaf',
    ];
    expect(files.map((file) => file.name)).toEqual([...six, 'voorraadwaarde-oktober-2026.xlsx']);
    // The stock snapshots are kept in the read model: without it, no stock value file.
    expect(packFiles(options('2026-10-01', '2026-10-31'), false).map((file) => file.name)).toEqual(
      six,
    );
  });

  it('names the location', () => {
    const files = packFiles(options('2026-10-01', '2026-10-31', 1001), true);
    expect(files[3]?.name).toBe('kortingsorders-oktober-2026-vestiging-1001.csv');
  });

  it('names them in English for a pack in English, a quarter by its name', () => {
    const files = packFiles(options('2026-07-01', '2026-09-30', null, 'en'), true);
    expect(files.map((file) => file.name)).toEqual([
      'financial-report-Q3-2026.pdf',
      'financial-report-Q3-2026.xlsx',
      'vat-return-Q3-2026.xlsx',
      'discount-orders-Q3-2026.csv',
      'journal-Q3-2026.csv',
      'journal-Q3-2026.xaf',
      'stock-value-Q3-2026.xlsx',
    ]);
  });

  it('makes one auditfile per calendar year of a week across 1 January', () => {
    const files = packFiles(options('2026-12-28', '2027-01-03'), false);
    expect(files.map((file) => file.name).filter((name) => name.endsWith('.xaf'))).toEqual([
      'memoriaal-28-12-2026-tot-31-12-2026.xaf',
      'memoriaal-01-01-2027-tot-03-01-2027.xaf',
    ]);
    expect(files).toHaveLength(7);
    expect(
      files.find((file) => file.name.endsWith('.csv') && file.name.startsWith('memoriaal'))?.name,
    ).toBe('memoriaal-28-12-2026-tot-03-01-2027.csv');
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
