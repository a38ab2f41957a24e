/**
 * The stock value on a date, as GET /api/stock-value answers it and as its download (CSV, Excel
 * NL CSV, .xlsx, PDF), made for that endpoint and the month pack's stock value file alike, so the
 * pack's file is byte for byte the endpoint's (decision 0065).
 */
import { ENDPOINTS } from '../../../../shared/api/endpoints.js';
import type { AuthContext } from '../../core/caller.js';
import { onFirstUse } from '../../core/on-first-use.js';
import type { ReadWork } from '../../data/read-model/data-age.js';
import type { ServiceDeps } from '../deps.js';
import type { FileAnswer } from '../export/file-answer.js';
import { pdfFile } from '../export/pdf-file.js';
import { tablesFile, type TablesDownload } from '../export/tables-file.js';
import { stockValueSections } from '../stock-value/export-sections.js';
import { stockValueWithEveryLine, type StockValueQuery } from '../stock-value/stock-value.js';

/** The PDF library and the stock value's pages, loaded with the first PDF asked for. */
const stockPdf = onFirstUse(() => import('../stock-value/stock-value-pdf.js'));

/** The file asked for: its format, language and CSV convention. */
export type StockValueDownload = Pick<TablesDownload, 'lang' | 'dialect'> & {
  format: TablesDownload['format'] | 'pdf';
};

export async function stockValueFile(
  deps: ServiceDeps,
  auth: AuthContext,
  read: { query: StockValueQuery; work: ReadWork },
  { format, lang, dialect }: StockValueDownload,
): Promise<FileAnswer> {
  const value = await stockValueWithEveryLine(deps, auth, read.query, read.work);
  const fileName = ENDPOINTS['GET /api/stock-value'].download(value);
  if (format === 'pdf') {
    const { stockValuePdf } = await stockPdf();
    const bytes = await stockValuePdf({
      value,
      lang,
      account: auth.account,
      printedAt: new Date(deps.clock.now()),
    });
    return pdfFile({ fileName: `${fileName}.pdf`, bytes });
  }
  return tablesFile({
    format,
    fileName,
    lang,
    dialect,
    tables: stockValueSections(value),
    madeAt: deps.clock.now(),
  });
}
