/**
 * The report as tables to download: one CSV file per table, in words in either language
 * (headers, row labels, titles), in the language's CSV convention, money exact.
 */
import { describe, expect, it } from 'vitest';
import { computeFinancialReport } from '../../../electron/service/domain/financial-report/financial-report.js';
import {
  financialReportSections,
  reportHeading,
} from '../../../electron/service/domain/financial-report/report-sections.js';
import { csvFilesOf } from '../../../electron/service/domain/export/tables-file.js';
import { zipOf } from '../../../electron/service/domain/export/zip.js';
import type { ExportLanguage } from '../../../shared/api/export-columns.js';
import { exportDialect, type CsvDelimiter } from '../../../shared/csv.js';
import { parseCsv } from '../../api/csv-reader.js';
import { readZip } from '../../api/zip-reader.js';
import { day, line, nonTurnoverLine, order, payment, reportInput } from './fixtures.js';

const sale = order({
  shop_id: 11,
  value_wt: 24.7,
  order_items: [
    line({
      product_group_id: 301,
      quantity: 2,
      price: 20,
      price_wt: 21.8,
      tax: 0.09,
      tax_rate_id: 2,
      cost_ppu: 4,
    }),
    nonTurnoverLine('tip', 2.9),
  ],
});
const report = computeFinancialReport(
  reportInput({
    from: day('2026-03-10'),
    to: day('2026-03-10'),
    orders: [sale],
    payments: [payment(sale, 24.7, 'Pin')],
  }),
);
const tables = [reportHeading(report), ...financialReportSections(report)];

/** Each file of the report in a language, read back: its name, header line and rows. */
function filesIn(lang: ExportLanguage, delimiter?: CsvDelimiter) {
  const dialect = exportDialect(lang, delimiter);
  return csvFilesOf({ lang, dialect, tables, madeAt: 0 }).map((file) => {
    const text = file.bytes.toString();
    expect(text.startsWith('\uFEFF')).toBe(true);
    const [header = [], ...rows] = parseCsv(text, dialect.delimiter);
    return { name: file.name, header, rows };
  });
}

function table(lang: ExportLanguage, name: string, delimiter?: CsvDelimiter) {
  const found = filesIn(lang, delimiter).find((file) => file.name === name);
  if (!found) throw new Error(`no file ${name}`);
  return [found.header, ...found.rows];
}

describe('the financial report as CSV files', () => {
  it('is one file per table, numbered in the report’s order and named in the language', () => {
    expect(filesIn('en').map((file) => file.name)).toEqual([
      '01 Report.csv',
      '02 Turnover.csv',
      '03 Not turnover (incl. VAT).csv',
      '04 Turnover by turnover group.csv',
      '05 Directly paid by VAT rate.csv',
      '06 Directly paid by payment method.csv',
      '07 Balance check.csv',
      '08 Not paid now by VAT rate.csv',
      '09 Refunds by VAT rate.csv',
      '10 Settlements by payment method.csv',
      '11 Turnover by group and shop.csv',
      '12 Turnover by shop.csv',
    ]);
    expect(filesIn('nl').map((file) => file.name)).toEqual([
      '01 Rapport.csv',
      '02 Omzet.csv',
      '03 Geen omzet (incl. btw).csv',
      '04 Omzet per omzetgroep.csv',
      '05 Direct betaald per btw-tarief.csv',
      '06 Direct per betaalmethode.csv',
      '07 Aansluiting.csv',
      '08 Nu niet betaald per btw-tarief.csv',
      '09 Terugbetaald per btw-tarief.csv',
      '10 Verrekend per betaalmethode.csv',
      '11 Omzet per groep en winkel.csv',
      '12 Omzet per winkel.csv',
    ]);
  });

  it('says what the report is in words; days ISO for scripts, dd-mm-jjjj in Excel NL', () => {
    expect(table('en', '01 Report.csv')).toEqual([
      ['Report', 'From', 'To', 'Location', 'Currency'],
      ['Financial report', '2026-03-10', '2026-03-10', 'All locations', 'EUR'],
    ]);
    expect(table('nl', '01 Rapport.csv')).toEqual([
      ['Rapport', 'Van', 'Tot en met', 'Vestiging', 'Valuta'],
      ['Financieel rapport', '10-03-2026', '10-03-2026', 'Alle vestigingen', 'EUR'],
    ]);
    // The dialect decides, not the language: Dutch words in a comma file keep ISO days.
    expect(table('nl', '01 Rapport.csv', ',')[1]?.[1]).toBe('2026-03-10');
    expect(table('en', '01 Report.csv', ';')[1]?.[1]).toBe('10-03-2026');
  });

  it('names payment types as the screens do in Excel NL, by the platform’s key for scripts', () => {
    expect(table('en', '06 Directly paid by payment method.csv')[1]?.[0]).toBe('Pin');
    expect(table('nl', '06 Direct per betaalmethode.csv', ',')[1]?.[0]).toBe('Pin');
    expect(table('nl', '06 Direct per betaalmethode.csv')[1]?.[0]).toBe('Pin (betaalpas)');
    expect(table('en', '06 Directly paid by payment method.csv', ';')[1]?.[0]).toBe(
      'Debit card (pin)',
    );
  });

  it('labels the figures in words: English with decimal points, Dutch with decimal commas', () => {
    const en = table('en', '02 Turnover.csv');
    expect(en.slice(0, 3)).toEqual([
      ['Figure', 'Amount'],
      ['Sales', '20.00'],
      ['Sales incl. VAT', '21.80'],
    ]);
    expect(en).toContainEqual(['Margin %', '60']); // (20 − 8) / 20
    expect(en).toContainEqual(['Sold lines without cost price', '0']);
    const nl = table('nl', '02 Omzet.csv');
    expect(nl.slice(0, 3)).toEqual([
      ['Onderdeel', 'Bedrag'],
      ['Verkopen', '20,00'],
      ['Verkopen incl. btw', '21,80'],
    ]);
    expect(nl).toContainEqual(['Kasverschillen (verwacht − geteld)', '0,00']);
    expect(table('nl', '03 Geen omzet (incl. btw).csv')).toContainEqual(['Fooien', '2,90']);
  });

  it('writes the rates with a total row in words, and names the row without a rate', () => {
    expect(table('en', '05 Directly paid by VAT rate.csv')).toEqual([
      ['VAT rate id', 'Rate %', 'Net', 'VAT', 'Gross'],
      ['2', '9', '20.00', '1.80', '21.80'],
      // The row without a rate says what it is (issue 58: it was ';;5076,00;0,00;5076,00').
      ['No VAT (not turnover)', '', '2.90', '0.00', '2.90'],
      ['Total', '', '22.90', '1.80', '24.70'],
    ]);
    expect(table('nl', '05 Direct betaald per btw-tarief.csv')).toEqual([
      ['Btw-tarief-id', 'Tarief %', 'Netto', 'Btw', 'Bruto'],
      ['2', '9', '20,00', '1,80', '21,80'],
      ['Geen btw (geen omzet)', '', '2,90', '0,00', '2,90'],
      ['Totaal', '', '22,90', '1,80', '24,70'],
    ]);
  });

  it('answers the balance check with yes or ja', () => {
    expect(table('en', '07 Balance check.csv')).toEqual([
      ['Payments total', 'Expected total', 'Difference', 'Balances'],
      ['24.70', '24.70', '0.00', 'yes'],
    ]);
    expect(table('nl', '07 Aansluiting.csv')[1]).toEqual(['24,70', '24,70', '0,00', 'ja']);
  });

  it('lists turnover per group and shop with group totals, then per shop', () => {
    expect(table('en', '11 Turnover by group and shop.csv')).toEqual([
      [
        'Turnover group id',
        'Turnover group code',
        'Name',
        'Shop id',
        'Shop',
        'Turnover',
        'Turnover incl. VAT',
      ],
      ['301', '8010', 'Groente', '11', 'Winkel Centrum', '20.00', '21.80'],
      ['301', '8010', 'Groente', '', 'Total', '20.00', '21.80'],
    ]);
    expect(table('nl', '12 Omzet per winkel.csv').at(-1)).toEqual(['Totaal', '', '20,00', '21,80']);
  });

  it.each(['en', 'nl'] as const)('carries no field name anywhere (%s)', (lang) => {
    for (const file of filesIn(lang)) {
      for (const cell of [...file.header, ...file.rows.flat()]) {
        expect(cell, file.name).not.toMatch(/^[a-z]+(_[a-z0-9]+)+$/);
      }
    }
  });

  it('zips the files as they are', () => {
    const files = csvFilesOf({ lang: 'nl', dialect: exportDialect('nl'), tables, madeAt: 0 });
    const entries = readZip(zipOf(files, Date.parse('2026-03-11T08:00:00Z')));
    expect(entries.map((entry) => entry.name)).toEqual(files.map((file) => file.name));
    entries.forEach((entry, index) => expect(entry.bytes).toEqual(files[index]?.bytes));
  });
});
