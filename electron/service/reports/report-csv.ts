/**
 * The financial report as one CSV file: a first line naming the report and its range, then
 * one block per section (a line naming the section, a header line, the data lines) with a
 * blank line between blocks. Money cells are exact Amounts, so the CSV writer formats them
 * in its dialect (decimal point or comma); escaping and injection guarding are the writer's.
 * Headers and block titles are in the asked language (English, the field names, by default).
 */
import type { ExportLanguage } from '../../../shared/api/export-columns.js';
import type { FinancialReport } from '../../../shared/api/financial-report.js';
import type { CsvCell } from '../../../shared/csv.js';
import type { CsvColumn } from '../csv-reply.js';
import { csvColumnsOf, csvRowsOf } from '../export/send-export.js';
import { financialReportSections, reportHeading } from './report-sections.js';

export interface FinancialReportCsv {
  /** The file's first line: what the report is. */
  columns: CsvColumn[];
  rows: CsvCell[][];
}

export function financialReportToCsvRows(
  report: FinancialReport,
  lang: ExportLanguage = 'en',
): FinancialReportCsv {
  const heading = reportHeading(report);
  const rows: CsvCell[][] = [...csvRowsOf(heading.columns, heading.rows, lang)];
  for (const section of financialReportSections(report)) {
    rows.push(
      [],
      [section.title[lang]],
      section.columns.map((column) => column[lang]),
      ...csvRowsOf(section.columns, section.rows, lang),
    );
  }
  return { columns: csvColumnsOf(heading.columns, lang), rows };
}
