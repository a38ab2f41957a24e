/**
 * Makes CSV downloads, streamed (http/export/format.ts decides when one is asked for). Routes read from the
 * upstream before they call sendCsv, so an upstream failure is a clean 502 and never a
 * half-written file; rows read from the read model may still be arriving, page by page, and
 * are written as they come. A failure then (the database's) breaks the download off, so the
 * file is visibly incomplete rather than short. The formatting itself is streamed, so a large
 * export does not build one huge string.
 */
import { Readable } from 'node:stream';
import { CSV_BOM, formatRow, type CsvCell, type CsvDialect } from '../../../../shared/csv.js';
import type { FileAnswer } from './file-answer.js';

export interface CsvColumn {
  header: string;
  /** Decimal places for money cells in this column (default 2; prices per unit: 4). */
  decimals?: number;
}

export function csvFile(options: {
  fileName: string;
  /** The export language's convention, or the caller's delimiter (shared/csv.ts). */
  dialect: CsvDialect;
  columns: readonly CsvColumn[];
  rows: Iterable<readonly CsvCell[]> | AsyncIterable<readonly CsvCell[]>;
}): FileAnswer {
  const { dialect } = options;
  const decimals = options.columns.map((column) => column.decimals ?? 2);
  async function* lines(): AsyncGenerator<string> {
    yield (
      CSV_BOM +
      formatRow(
        options.columns.map((column) => column.header),
        dialect,
      )
    );
    for await (const row of options.rows) yield formatRow(row, dialect, decimals);
  }
  return {
    fileName: options.fileName,
    mediaType: 'text/csv; charset=utf-8',
    body: Readable.from(lines()),
  };
}
