import { useQuery } from '@tanstack/react-query';
import { DateRange } from '../../components/form/DateRange.js';
import { ExportButton } from '../../components/export/ExportButton.js';
import { FreshnessLine } from '../../components/note/FreshnessLine.js';
import { PageHeader } from '../../components/layout/PageHeader.js';
import { QueryState } from '../../components/state/QueryState.js';
import { useFreshness } from '../../components/note/use-freshness.js';
import { useT } from '../../i18n/index.js';
import { useSettledRange } from '../../lib/use-settled-range.js';
import { RangeBehindNote } from '../../components/note/RangeBehindNote.js';
import { financialReportQueries, reportQuery, type ReportFilter } from './queries.js';
import { ReportBody } from './ReportBody.js';
import { ReportDrill } from './ReportDrill.js';
import { useFinancialReportStore } from './store.js';
import { CompareSelect, useComparedReport } from './compared-report.js';
import { PrintButton } from '../../components/export/PrintButton.js';
import { PrintHeader } from '../../components/export/PrintHeader.js';
import { CheckField } from '../../components/form/CheckField.js';
import { LocationSelect, useLocationChoice } from '../../components/form/LocationSelect.js';
import { periodOfAnswer } from '../../components/note/OlderPeriodNote.js';
import { periodFileNameIn } from '../../../../shared/api/user-file-names.js';
import { FINANCIAL_REPORT_FILES } from '../../../../shared/api/zip-file-counts.js';

const EMPTY_FILTER: ReportFilter = { from: '', to: '', locationId: null };

export function FinancialReportPage() {
  const t = useT();
  const store = useFinancialReportStore();
  const choice = useLocationChoice(store.locationId);
  const { me, locationId } = choice;
  const settled = useSettledRange(store.range);
  const range = settled.range;
  const filter: ReportFilter | null = range ? { from: range.from, to: range.to, locationId } : null;
  const reportOptions = {
    ...financialReportQueries.report(filter ?? EMPTY_FILTER),
    enabled: filter !== null && me.isSuccess,
  };
  const query = useQuery(reportOptions);
  const freshness = useFreshness(reportOptions);
  const { compared, freshness: comparedFreshness } = useComparedReport(
    range,
    locationId,
    store.comparison,
    me.isSuccess,
    store.range.preset,
  );

  return (
    <section className="page page--scroll">
      <PageHeader
        title={t('report.title')}
        status={<FreshnessLine of={[freshness, comparedFreshness]} />}
      >
        <PrintButton
          fileName={(lang) =>
            periodFileNameIn(
              'financial-report',
              range && { ...range, location_id: locationId },
              lang,
            )
          }
          // Printed, the figures must be the chosen period's: not while another's stand in.
          disabled={filter === null || settled.behind || !query.data || query.isPlaceholderData}
        />
        <ExportButton
          path="/api/financial-report"
          query={filter ? reportQuery(filter) : {}}
          fileName={(lang) =>
            periodFileNameIn(
              'financial-report',
              range && { ...range, location_id: locationId },
              lang,
            )
          }
          zipFiles={FINANCIAL_REPORT_FILES}
          disabled={filter === null || settled.behind}
        />
      </PageHeader>
      <div className="toolbar">
        <DateRange value={store.range} onChange={store.setRange} />
        <LocationSelect choice={choice} onChange={store.setLocationId} />
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
      </div>
      <RangeBehindNote settled={settled} />
      {range && me.data ? (
        <PrintHeader
          account={me.data.account}
          location={choice.locationName}
          // The period of the figures on the page (the browser's own Print can print while a
          // new period loads), else the chosen one.
          period={periodOfAnswer(query.data) ?? range}
        />
      ) : null}
      {filter === null || range === null ? null : (
        <QueryState
          query={query}
          stale={settled.behind}
          queryKey={financialReportQueries.report(filter).queryKey}
          period={range}
        >
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
