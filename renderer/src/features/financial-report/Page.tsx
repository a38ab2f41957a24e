import { ExportButton } from '../../components/export/ExportButton.js';
import { FreshnessLine } from '../../components/note/FreshnessLine.js';
import { PageHeader } from '../../components/layout/PageHeader.js';
import { QueryState } from '../../components/state/QueryState.js';
import { usePeriodRead } from '../../components/state/use-period-read.js';
import { PeriodToolbar } from '../../components/form/PeriodToolbar.js';
import { useT } from '../../i18n/index.js';
import { RangeBehindNote } from '../../components/note/RangeBehindNote.js';
import { periodQuery } from '../../lib/dated-read.js';
import { financialReportQueries } from './queries.js';
import { ReportBody } from './ReportBody.js';
import { ReportDrill } from './ReportDrill.js';
import { useFinancialReportStore } from './store.js';
import { CompareSelect, useComparedReport } from './compared-report.js';
import { PrintButton } from '../../components/export/PrintButton.js';
import { PrintHeader } from '../../components/export/PrintHeader.js';
import { CheckField } from '../../components/form/CheckField.js';
import { periodOfAnswer } from '../../components/note/OlderPeriodNote.js';
import { FINANCIAL_REPORT_FILES } from '../../../../shared/api/zip-file-counts.js';

export function FinancialReportPage() {
  const t = useT();
  const store = useFinancialReportStore();
  const read = usePeriodRead(store, financialReportQueries.report);
  const { choice, filter, query, range, settled } = read;
  const { compared, freshness: comparedFreshness } = useComparedReport(
    range,
    choice.locationId,
    store.comparison,
    choice.me.isSuccess,
    store.range.preset,
  );

  return (
    <section className="page page--scroll">
      <PageHeader
        title={t('report.title')}
        status={<FreshnessLine of={[read.freshness, comparedFreshness]} />}
      >
        <PrintButton
          fileName={read.fileName('financial-report')}
          // Printed, the figures must be the chosen period's: not while another's stand in.
          disabled={filter === null || settled.behind || !query.data || query.isPlaceholderData}
        />
        <ExportButton
          path="/api/financial-report"
          query={filter ? periodQuery(filter) : {}}
          fileName={read.fileName('financial-report')}
          zipFiles={FINANCIAL_REPORT_FILES}
          disabled={filter === null || settled.behind}
        />
      </PageHeader>
      <PeriodToolbar store={store} choice={choice}>
        <CompareSelect
          value={store.comparison}
          onChange={store.setComparison}
          range={range}
          preset={store.range.preset}
        />
        <CheckField
          label={t('report.showInclVat')}
          checked={store.showInclVat}
          onChange={store.setShowInclVat}
        />
      </PeriodToolbar>
      <RangeBehindNote settled={settled} />
      {range && choice.me.data ? (
        <PrintHeader
          account={choice.me.data.account}
          location={choice.locationName}
          // The period of the figures on the page (the browser's own Print can print while a
          // new period loads), else the chosen one.
          period={periodOfAnswer(query.data) ?? range}
        />
      ) : null}
      {filter === null || range === null ? null : (
        <QueryState {...read.state} period={range}>
          {(report) =>
            // Figures open their orders only when the report on screen is the chosen period's:
            // an older one kept in view while the new loads would open other orders.
            query.isPlaceholderData || settled.behind ? (
              <ReportBody report={report} inclVat={store.showInclVat} compared={compared} />
            ) : (
              <ReportDrill
                report={report}
                filter={filter}
                period={range}
                figure={store.drill}
                onDrill={store.setDrill}
              >
                <ReportBody report={report} inclVat={store.showInclVat} compared={compared} />
              </ReportDrill>
            )
          }
        </QueryState>
      )}
    </section>
  );
}
