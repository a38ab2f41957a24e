import type { FinancialReportRevenue } from '../../../../shared/api/financial-report.js';
import { Money } from '../../components/value/Money.js';
import { useT, type MessageKey } from '../../i18n/index.js';
import { FigureTable } from './FigureTable.js';

type NonRevenue = FinancialReportRevenue['non_revenue'];

const LINES: readonly [keyof Omit<NonRevenue, 'total'>, MessageKey][] = [
  ['gift_cards', 'report.giftCards'],
  ['tips', 'report.tips'],
  ['invoice_payments', 'report.invoicePayments'],
  ['prepayments', 'report.prepayments'],
];

/** Money that came in but is not turnover: gift cards, tips, invoice payments, prepayments. */
export function NonRevenueTable({ nonRevenue }: { nonRevenue: NonRevenue }) {
  const t = useT();
  return (
    <FigureTable
      caption={t('report.nonRevenue')}
      lines={LINES.map(([field, label]) => ({
        key: field,
        label: t(label),
        figures: [<Money key="amount" value={nonRevenue[field]} />],
      }))}
      totalLabel={t('report.total')}
      total={[<Money key="amount" value={nonRevenue.total} />]}
    />
  );
}
