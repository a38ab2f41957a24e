import type { FinancialReportRevenue } from '../../../../shared/api/financial-report.js';
import { Money } from '../../components/value/Money.js';
import { useT, type MessageKey } from '../../i18n/index.js';

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
    <table className="plain-table">
      <caption className="visually-hidden">{t('report.nonRevenue')}</caption>
      <tbody>
        {LINES.map(([field, label]) => (
          <tr key={field}>
            <th scope="row">{t(label)}</th>
            <td className="numeric">
              <Money value={nonRevenue[field]} />
            </td>
          </tr>
        ))}
      </tbody>
      <tfoot>
        <tr>
          <th scope="row">{t('report.total')}</th>
          <td className="numeric">
            <Money value={nonRevenue.total} />
          </td>
        </tr>
      </tfoot>
    </table>
  );
}
