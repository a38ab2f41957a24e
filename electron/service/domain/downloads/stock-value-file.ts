/**
 * The stock value on a date, as GET /api/stock-value answers it and as its download (CSV, Excel
 * NL CSV, .xlsx), made for that endpoint and the month pack's stock value file alike, so the
 * pack's file is byte for byte the endpoint's (decision 0065).
 */
import { ENDPOINTS } from '../../../../shared/api/endpoints.js';
import type { AuthContext } from '../../core/caller.js';
import type { ReadWork } from '../../data/read-model/data-age.js';
import type { ServiceDeps } from '../deps.js';
import type { FileAnswer } from '../export/file-answer.js';
import { tablesFile, type TablesDownload } from '../export/tables-file.js';
import { stockValueSections } from '../stock-value/export-sections.js';
import { stockValueOn, type StockValueQuery } from '../stock-value/stock-value.js';

export async function stockValueFile(
  deps: ServiceDeps,
  auth: AuthContext,
  read: { query: StockValueQuery; work: ReadWork },
  download: Pick<TablesDownload, 'format' | 'lang' | 'dialect'>,
): Promise<FileAnswer> {
  const value = await stockValueOn(deps, auth, read.query, read.work);
  return tablesFile({
    ...download,
    fileName: ENDPOINTS['GET /api/stock-value'].download(value),
    tables: stockValueSections(value),
    madeAt: deps.clock.now(),
  });
}
