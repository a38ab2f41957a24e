import { useQuery } from '@tanstack/react-query';
import type { FinancialReport } from '../../../../shared/api/financial-report.js';
import { BarChart } from '../../components/BarChart.js';
import { DateRange } from '../../components/DateRange.js';
import { EmptyState } from '../../components/EmptyState.js';
import { ExportButton } from '../../components/ExportButton.js';
import { PageHeader } from '../../components/PageHeader.js';
import { QueryState } from '../../components/QueryState.js';
import { SplitChart } from '../../components/SplitChart.js';
import { useT } from '../../i18n/index.js';
import { useSettledRange } from '../../lib/use-settled-range.js';
import { RangeBehindNote } from '../../components/RangeBehindNote.js';
import { sessionQueries } from '../login/queries.js';
import { referenceQueries } from '../reference/queries.js';
import { BalanceCheck } from './BalanceCheck.js';
import { NonRevenueTable } from './NonRevenue.js';
import { PaymentMethods } from './PaymentMethods.js';
import { financialReportQueries, reportQuery, type ReportFilter } from './queries.js';
import { ReportDrill } from './ReportDrill.js';
import { RevenueCards } from './RevenueCards.js';
import { useFinancialReportStore } from './store.js';
import { TurnoverMatrix } from './TurnoverMatrix.js';
import {
  ComparedNote,
  CompareSelect,
  useComparedReport,
  type ComparedReport,
} from './compared-report.js';
import { PrintButton } from './PrintButton.js';
import { PrintHeader } from './PrintHeader.js';
import { VatTable } from './VatTable.js';
import { CheckField } from '../../components/CheckField.js';
import { IdSelect } from '../../components/IdSelect.js';

const EMPTY_FILTER: ReportFilter = { from: '', to: '', locationId: null };

export function FinancialReportPage() {
  const t = useT();
  const store = useFinancialReportStore();
  const me = useQuery(sessionQueries.me());
  const locations = useQuery(referenceQueries.locations());
  const lockedLocationId = me.data?.locked_location_id ?? null;
  const locationId = lockedLocationId ?? store.locationId;
  const settled = useSettledRange(store.range);
  const range = settled.range;
  const filter: ReportFilter | null = range ? { from: range.from, to: range.to, locationId } : null;
  const query = useQuery({
    ...financialReportQueries.report(filter ?? EMPTY_FILTER),
    enabled: filter !== null && me.isSuccess,
  });
  const compared = useComparedReport(range, locationId, store.comparison, me.isSuccess);

  return (
    <section className="page page--scroll">
      <PageHeader title={t('report.title')}>
        <PrintButton
          fileName={
            filter ? `financieel-rapport-${filter.from}-${filter.to}` : 'financieel-rapport'
          }
          disabled={filter === null || settled.behind || !query.data}
        />
        <ExportButton
          path="/api/financial-report"
          query={filter ? reportQuery(filter) : {}}
          fallbackName="financieel-rapport.csv"
          disabled={filter === null || settled.behind}
        />
      </PageHeader>
      <div className="toolbar">
        <DateRange value={store.range} onChange={store.setRange} />
        <IdSelect
          label={t('report.location')}
          value={locationId}
          options={locations.data?.data}
          // A locked user sees only their own location and cannot choose "all".
          allLabel={lockedLocationId === null ? t('report.allLocations') : undefined}
          disabled={lockedLocationId !== null}
          onChange={store.setLocationId}
        />
        <CompareSelect value={store.comparison} onChange={store.setComparison} />
        <CheckField
          label={t('report.showInclVat')}
          checked={store.showInclVat}
          onChange={store.setShowInclVat}
        />
        {query.isFetching && query.data ? (
          <span className="spinner spinner--small" aria-hidden="true" />
        ) : null}
      </div>
      <RangeBehindNote settled={settled} />
      {range && me.data ? (
        <PrintHeader
          account={me.data.account}
          location={
            locationId === null
              ? t('report.allLocations')
              : (locations.data?.data.find((location) => location.id === locationId)?.name ??
                `#${locationId}`)
          }
          period={range}
        />
      ) : null}
      {filter === null || range === null ? null : (
        <QueryState
          query={query}
          stale={settled.behind}
          queryKey={financialReportQueries.report(filter).queryKey}
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

function isEmptyReport(report: FinancialReport): boolean {
  return (
    report.revenue.rows.length === 0 &&
    report.direct_paid.payment_methods.length === 0 &&
    report.not_paid_now.rates.length === 0 &&
    report.revenue.total_differences === 0
  );
}

function ReportBody({
  report,
  inclVat,
  compared,
}: {
  report: FinancialReport;
  inclVat: boolean;
  compared: ComparedReport | undefined;
}) {
  const t = useT();
  if (isEmptyReport(report)) {
    return <EmptyState title={t('report.empty')} hint={t('report.emptyHint')} />;
  }
  const groups = report.turnover_by_group.rows.map((row) => ({
    key: String(row.product_group_id ?? 'none'),
    label: row.name,
    value: inclVat ? row.total_wt : row.total,
  }));
  const payments = report.direct_paid.payment_methods.map((method) => ({
    key: method.type_alias,
    label: method.name,
    value: method.amount,
  }));

  return (
    <div className="report">
      <section aria-labelledby="report-revenue">
        <h2 id="report-revenue" className="section-title">
          {t('report.revenue')}
        </h2>
        <ComparedNote compared={compared} />
        <RevenueCards
          revenue={report.revenue}
          base={compared && { revenue: compared.report.revenue, against: compared.name }}
        />
      </section>

      <div className="report__columns">
        <section className="card" aria-label={t('report.chartGroups')}>
          <BarChart title={t('report.chartGroups')} data={groups} />
        </section>
        <section className="card" aria-label={t('report.chartPayments')}>
          {payments.length > 0 ? (
            <SplitChart title={t('report.chartPayments')} data={payments} />
          ) : (
            <EmptyState title={t('report.noPayments')} />
          )}
        </section>
      </div>

      <div className="report__columns report__new-page">
        <section className="card" aria-labelledby="report-direct">
          <h2 id="report-direct" className="section-title">
            {t('report.directPaid')}
          </h2>
          <p className="hint">{t('report.directPaidHint')}</p>
          <h3 className="subsection-title">{t('report.perRate')}</h3>
          <VatTable
            section="direct_paid"
            caption={t('report.directPaid')}
            rates={report.direct_paid.rates}
            total={report.direct_paid.total}
          />
          <h3 className="subsection-title">{t('report.paymentMethods')}</h3>
          <PaymentMethods directPaid={report.direct_paid} />
          <BalanceCheck check={report.direct_paid.balance_check} />
        </section>
        <div className="report__stack">
          <section className="card" aria-labelledby="report-not-paid">
            <h2 id="report-not-paid" className="section-title">
              {t('report.notPaidNow')}
            </h2>
            <p className="hint">{t('report.notPaidNowHint')}</p>
            <VatTable
              section="not_paid_now"
              caption={t('report.notPaidNow')}
              rates={report.not_paid_now.rates}
              total={report.not_paid_now.total}
            />
          </section>
          <section className="card" aria-labelledby="report-non-revenue">
            <h2 id="report-non-revenue" className="section-title">
              {t('report.nonRevenue')}
            </h2>
            <NonRevenueTable nonRevenue={report.revenue.non_revenue} />
          </section>
        </div>
      </div>

      <section className="card report__new-page" aria-labelledby="report-matrix">
        <h2 id="report-matrix" className="section-title">
          {t('report.turnoverByGroup')}
        </h2>
        <TurnoverMatrix
          matrix={report.turnover_by_group}
          inclVat={inclVat}
          base={
            compared && {
              matrix: compared.report.turnover_by_group,
              title: compared.title,
              dates: compared.dates,
            }
          }
        />
      </section>
    </div>
  );
}
