/**
 * A report made of sections as a download: CSV with one block per section after the heading
 * (as report-csv.ts writes the financial report), or .xlsx with one worksheet per section.
 * The VAT return and the till closings are written this way; their sections say the rest.
 */
import type { FastifyReply } from 'fastify';
import type { ExportLanguage } from '../../../shared/api/export-columns.js';
import type { CsvCell, CsvDelimiter } from '../../../shared/csv.js';
import { sendCsv } from '../csv-reply.js';
import type { ExportFormat } from '../export/format.js';
import { csvColumnsOf, csvRowsOf, xlsxSheetOf } from '../export/send-export.js';
import { sendXlsx } from '../export/xlsx-reply.js';
import type { ReportSection } from './report-section.js';

export interface SectionsDownload {
  format: ExportFormat;
  fileName: string;
  lang: ExportLanguage;
  delimiter: CsvDelimiter | undefined;
  heading: ReportSection;
  sections: ReportSection[];
}

export function sendSections(reply: FastifyReply, download: SectionsDownload): FastifyReply {
  const { heading, sections, lang } = download;
  if (download.format === 'xlsx') {
    const sheets = [heading, ...sections].map((section) =>
      xlsxSheetOf(section.title[lang], section.columns, section.rows, lang),
    );
    return sendXlsx(reply, { fileName: `${download.fileName}.xlsx`, sheets });
  }
  const rows: CsvCell[][] = [...csvRowsOf(heading.columns, heading.rows, lang)];
  for (const section of sections) {
    rows.push(
      [],
      [section.title[lang]],
      section.columns.map((column) => column[lang]),
      ...csvRowsOf(section.columns, section.rows, lang),
    );
  }
  return sendCsv(reply, {
    fileName: `${download.fileName}.csv`,
    delimiter: download.delimiter,
    columns: csvColumnsOf(heading.columns, lang),
    rows,
  });
}
