import { BridgeLine } from '../../components/note/BridgeLine.js';
import type { FinancialReport } from '../../../../shared/api/financial-report.js';
import { BarChart } from '../../components/chart/BarChart.js';
import { EmptyState } from '../../components/state/EmptyState.js';
import { SectionCard } from '../../components/layout/SectionCard.js';
import { SplitChart } from '../../components/chart/SplitChart.js';
import { useT } from '../../i18n/index.js';
import { BalanceCheck } from './BalanceCheck.js';
import { ComparedNote, type ComparedReport } from './compared-report.js';
import { NonRevenueTable } from './NonRevenue.js';
import { PaymentMethods } from './PaymentMethods.js';
import { RevenueCards } from './RevenueCards.js';
import { TurnoverMatrix } from './TurnoverMatrix.js';
import { VatTable } from './VatTable.js';

function isEmptyReport(report: FinancialReport): boolean {
  return (
    report.revenue.rows.length === 0 &&
    report.direct_paid.payment_methods.length === 0 &&
    report.not_paid_now.rates.length === 0 &&
    report.refunds.rates.length === 0 &&
    report.settlements.payment_methods.length === 0 &&
    report.revenue.total_differences === 0
  );
}

/** The report's figures: revenue, charts, the VAT sections, turnover by group and shop. */
export function ReportBody({
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
        <BridgeLine bridge={report.bridges.vat_return} view="report_vat_return" />
      </section>
      <ReportCharts report={report} inclVat={inclVat} />
      <VatSections report={report} />
      <SectionCard
        id="report-matrix"
        title={t('report.turnoverByGroup')}
        className="report__new-page"
      >
        <BridgeLine bridge={report.bridges.shop_totals} view="report_shops" />
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
      </SectionCard>
    </div>
  );
}

/** Turnover by group as bars, and the directly-paid orders' payments as a split. */
function ReportCharts({ report, inclVat }: { report: FinancialReport; inclVat: boolean }) {
  const t = useT();
  const groups = report.turnover_by_group.rows.map((row) => ({
    key: String(row.product_group_id ?? 'none'),
    label: row.product_group_id === null ? t('report.noGroup') : row.name,
    value: inclVat ? row.total_wt : row.total,
  }));
  const payments = report.direct_paid.payment_methods.map((method) => ({
    key: method.type_alias,
    label: method.name,
    value: method.amount,
  }));
  return (
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
  );
}

/** The orders paid now, and beside them what was not paid now, refunded, settled, not turnover. */
function VatSections({ report }: { report: FinancialReport }) {
  const t = useT();
  return (
    <div className="report__columns report__new-page">
      <SectionCard
        id="report-direct"
        title={t('report.directPaid')}
        hint={t('report.directPaidHint')}
      >
        <h3 className="subsection-title">{t('report.perRate')}</h3>
        <VatTable
          section="direct_paid"
          caption={t('report.directPaid')}
          rates={report.direct_paid.rates}
          total={report.direct_paid.total}
        />
        <h3 className="subsection-title">{t('report.paymentMethods')}</h3>
        <PaymentMethods
          section="direct_paid"
          caption={t('report.paymentMethods')}
          methods={report.direct_paid.payment_methods}
          total={report.direct_paid.balance_check.payments_total}
        />
        <BalanceCheck check={report.direct_paid.balance_check} />
      </SectionCard>
      <div className="report__stack">
        <RateSection id="report-not-paid" section="not_paid_now" report={report} />
        <RateSection id="report-refunds" section="refunds" report={report} />
        <SectionCard
          id="report-settlements"
          title={t('report.settlements')}
          hint={t('report.settlementsHint')}
        >
          <PaymentMethods
            section="settlements"
            caption={t('report.settlements')}
            methods={report.settlements.payment_methods}
            total={report.settlements.total}
          />
        </SectionCard>
        <SectionCard id="report-non-revenue" title={t('report.nonRevenue')}>
          <NonRevenueTable nonRevenue={report.revenue.non_revenue} />
        </SectionCard>
      </div>
    </div>
  );
}

const RATE_SECTION_WORDS = {
  not_paid_now: { title: 'report.notPaidNow', hint: 'report.notPaidNowHint' },
  refunds: { title: 'report.refunds', hint: 'report.refundsHint' },
} as const;

/** A part of the report that is only its VAT per rate: what was not paid now, the refunds. */
function RateSection({
  id,
  section,
  report,
}: {
  id: string;
  section: keyof typeof RATE_SECTION_WORDS;
  report: FinancialReport;
}) {
  const t = useT();
  const words = RATE_SECTION_WORDS[section];
  return (
    <SectionCard id={id} title={t(words.title)} hint={t(words.hint)}>
      <VatTable
        section={section}
        caption={t(words.title)}
        rates={report[section].rates}
        total={report[section].total}
      />
    </SectionCard>
  );
}
