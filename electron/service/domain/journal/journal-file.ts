/**
 * The journal as a download. As one table, one row per journal line: date, entry number,
 * account, description, debit, credit, VAT code, the columns a bookkeeping package maps on
 * import (docs/journal.md, "Importing the journal"). CSV has no heading block above the
 * table, so a package's importer reads it as it is; .xlsx is the same table on one
 * worksheet, with the bridge to the report's turnover on a second one when they differ (a
 * person reads the workbook; in the CSV an importer would take the bridge for journal lines,
 * and the auditfile has no place for it). Or as an XML Auditfile Financieel (xaf.ts). Made
 * for GET /api/journal's download and the month pack's journal files alike.
 */
import type { ExportLanguage } from '../../../../shared/api/export-columns.js';
import type { Journal, JournalAnswer } from '../../../../shared/api/journal.js';
import type { CsvDialect } from '../../../../shared/csv.js';
import { csvFile } from '../export/csv-file.js';
import { words, type ExportCell } from '../export/cells.js';
import type { FileAnswer } from '../export/file-answer.js';
import { csvColumnsOf, csvRowsOf, xlsxSheetOf, type ExportFormat } from '../export/table-file.js';
import { xlsxFile } from '../export/xlsx-file.js';
import { column, money } from '../financial-report/report-section.js';
import { bridgeRows } from '../financial-report/bridge-rows.js';

export const JOURNAL_COLUMNS = [
  column('date', 'date', 'Datum'),
  column('entry', 'text', 'Boekstuk'),
  column('account', 'text', 'Grootboekrekening'),
  column('description', 'text', 'Omschrijving'),
  column('debit', 'money', 'Debet'),
  column('credit', 'money', 'Credit'),
  column('vat_code', 'text', 'Btw-code'),
];

/**
 * The workbook's sheets: the journal, and the bridge's, each part in words then its amount, as
 * the screen's line says it.
 */
export const JOURNAL_SHEETS = {
  journal: words('Journal', 'Memoriaal'),
  bridge: words('Bridge to the report', 'Aansluiting op het rapport'),
};
const BRIDGE_COLUMNS = [column('description', 'text'), column('amount', 'money')];

const journalRows = (journal: Journal): ExportCell[][] =>
  journal.entries.flatMap((entry) =>
    entry.lines.map((line): ExportCell[] => [
      entry.date,
      entry.number,
      line.account,
      line.description,
      money(line.debit),
      money(line.credit),
      line.vat_code,
    ]),
  );

export function journalTableFile(
  /** With its bridge for .xlsx, which carries it. */
  journal: Journal | JournalAnswer,
  options: {
    format: ExportFormat;
    fileName: string;
    lang: ExportLanguage;
    dialect: CsvDialect;
  },
): FileAnswer {
  const { lang } = options;
  const rows = journalRows(journal);
  if (options.format === 'xlsx') {
    const sheet = xlsxSheetOf(JOURNAL_SHEETS.journal[lang], JOURNAL_COLUMNS, rows, lang);
    const bridge = 'report_bridge' in journal ? bridgeRows(journal.report_bridge, 'journal') : [];
    const bridgeSheet = xlsxSheetOf(JOURNAL_SHEETS.bridge[lang], BRIDGE_COLUMNS, bridge, lang);
    return xlsxFile({
      fileName: `${options.fileName}.xlsx`,
      sheets: bridge.length === 0 ? [sheet] : [sheet, bridgeSheet],
    });
  }
  return csvFile({
    fileName: `${options.fileName}.csv`,
    dialect: options.dialect,
    columns: csvColumnsOf(JOURNAL_COLUMNS, lang),
    rows: csvRowsOf(JOURNAL_COLUMNS, rows, lang, options.dialect),
  });
}

/** An auditfile made by xafOf (domain/journal/xaf.ts), as a download. */
export const journalXafFile = (xaf: string, fileName: string): FileAnswer => ({
  fileName: `${fileName}.xaf`,
  mediaType: 'application/xml; charset=utf-8',
  body: xaf,
});
