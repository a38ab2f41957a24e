import type { FinancialReportDirectPaid } from '../../../../shared/api/financial-report.js';
import { useT } from '../../i18n/index.js';
import { FigureButton } from './FigureButton.js';

/** Payments of the directly-paid orders per method, with their total. */
export function PaymentMethods({ directPaid }: { directPaid: FinancialReportDirectPaid }) {
  const t = useT();
  return (
    <table className="plain-table">
      <caption className="visually-hidden">{t('report.paymentMethods')}</caption>
      <thead>
        <tr>
          <th scope="col">{t('report.paymentMethod')}</th>
          <th scope="col" className="numeric">
            {t('report.amount')}
          </th>
        </tr>
      </thead>
      <tbody>
        {directPaid.payment_methods.length === 0 ? (
          <tr>
            <td colSpan={2} className="muted">
              {t('report.noPayments')}
            </td>
          </tr>
        ) : (
          directPaid.payment_methods.map((method) => (
            <tr key={method.type_alias}>
              <th scope="row">{method.name}</th>
              <td className="numeric">
                <FigureButton
                  figure={{ kind: 'payment_method', type_alias: method.type_alias }}
                  value={method.amount}
                />
              </td>
            </tr>
          ))
        )}
      </tbody>
      <tfoot>
        <tr>
          <th scope="row">{t('report.total')}</th>
          <td className="numeric">
            <FigureButton
              figure={{ kind: 'payments_total' }}
              value={directPaid.balance_check.payments_total}
            />
          </td>
        </tr>
      </tfoot>
    </table>
  );
}
