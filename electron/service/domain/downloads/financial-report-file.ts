/**
 * The financial report as a download, made for GET /api/financial-report and the month pack's
 * report files alike: a PDF laid out as its print view, or its tables as .xlsx or a zip of CSVs.
 */
import { ENDPOINTS } from '../../../../shared/api/endpoints.js';
import type { AuthContext } from '../../core/caller.js';
import { onFirstUse } from '../../core/on-first-use.js';
import type { ReadWork } from '../../data/read-model/data-age.js';
import type { ServiceDeps } from '../deps.js';
import type { FileAnswer } from '../export/file-answer.js';
import { pdfFile } from '../export/pdf-file.js';
import { tablesFile, type TablesDownload } from '../export/tables-file.js';
import { loadLocations } from '../reference/loaders.js';
import { computeReport, type ReportScope } from '../financial-report/load-report-input.js';
import { financialReportSections, reportHeading } from '../financial-report/report-sections.js';

/** The PDF library and the report's pages, loaded with the first PDF asked for (on-first-use.ts). */
const reportPdf = onFirstUse(() => import('../financial-report/pdf/report-pdf.js'));

/** The file asked for: its format, language and CSV convention. */
export type ReportDownload = Pick<TablesDownload, 'lang' | 'dialect'> & {
  format: TablesDownload['format'] | 'pdf';
};

/** The location's name as the report screen shows it; null for all locations. */
async function locationNameOf(
  deps: ServiceDeps,
  auth: AuthContext,
  locationId: number | null,
): Promise<string | null> {
  if (locationId === null) return null;
  const locations = await loadLocations(deps, auth);
  return locations.find((location) => location.id === locationId)?.name ?? `#${locationId}`;
}

export async function financialReportFile(
  deps: ServiceDeps,
  auth: AuthContext,
  read: { scope: ReportScope; work: ReadWork },
  { format, lang, dialect }: ReportDownload,
): Promise<FileAnswer> {
  const report = await computeReport(deps, auth, read.scope, read.work);
  const fileName = ENDPOINTS['GET /api/financial-report'].download(report);
  if (format === 'pdf') {
    const { financialReportPdf } = await reportPdf();
    const bytes = await financialReportPdf({
      report,
      lang,
      account: auth.account,
      locationName: await locationNameOf(deps, auth, report.location_id),
      printedAt: new Date(deps.clock.now()),
    });
    return pdfFile({ fileName: `${fileName}.pdf`, bytes });
  }
  return tablesFile({
    format,
    fileName,
    lang,
    dialect,
    tables: [reportHeading(report), ...financialReportSections(report)],
    madeAt: deps.clock.now(),
  });
}
