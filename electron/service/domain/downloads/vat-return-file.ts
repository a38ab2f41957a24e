/**
 * The VAT return of a period, as GET /api/vat-return answers it (with what was filed of it) and
 * as its download, made for that endpoint and the month pack's VAT file alike.
 */
import type { VatReturn } from '../../../../shared/api/vat-return.js';
import { ENDPOINTS } from '../../../../shared/api/endpoints.js';
import type { LocalDate } from '../../../../shared/dates.js';
import type { AuthContext } from '../../core/caller.js';
import type { ReadWork } from '../../data/read-model/data-age.js';
import type { ServiceDeps } from '../deps.js';
import type { FileAnswer } from '../export/file-answer.js';
import { tablesFile, type TablesDownload } from '../export/tables-file.js';
import { salesVatReturn } from '../vat/period-returns.js';
import { vatFilingSections } from '../vat/vat-filing-sections.js';
import { withFilings } from '../vat/vat-filings.js';
import { vatReturnHeading, vatReturnSections } from '../vat/vat-return-sections.js';

export interface VatPeriod {
  from: LocalDate;
  to: LocalDate;
  location_id?: number | undefined;
}

export async function vatReturnOf(
  deps: ServiceDeps,
  auth: AuthContext,
  period: VatPeriod,
  work: ReadWork,
): Promise<VatReturn> {
  return withFilings(deps, auth, await salesVatReturn(deps, auth, period, work), work);
}

export async function vatReturnFile(
  deps: ServiceDeps,
  auth: AuthContext,
  read: { period: VatPeriod; work: ReadWork },
  download: Pick<TablesDownload, 'format' | 'lang' | 'dialect'>,
): Promise<FileAnswer> {
  const overview = await vatReturnOf(deps, auth, read.period, read.work);
  return tablesFile({
    ...download,
    fileName: ENDPOINTS['GET /api/vat-return'].download(overview),
    // The filing first: whoever opens the file reads that these figures were filed. A filed
    // period's figures are those filed (with the corrections beside them), so today's
    // rubrieken, rates and OSS are left out (decision 0102).
    tables: [
      vatReturnHeading(overview),
      ...vatFilingSections(overview, download.lang),
      ...vatReturnSections(overview, { asFiled: overview.as_filed !== null }),
    ],
    madeAt: deps.clock.now(),
  });
}
