import type { FinancialReportPaymentMethod } from '../../../../shared/api/financial-report.js';
import { PlainTableHead } from '../../components/table/PlainTableHead.js';
import { useT } from '../../i18n/index.js';
import { FigureButton } from './FigureButton.js';

/** The figures a table of payments drills into: the sale's own payments, or settlements. */
const FIGURES = {
  direct_paid: { method: 'payment_method', total: 'payments_total' },
  settlements: { method: 'settlement_method', total: 'settlements_total' },
} as const;

/** Payments per method, with their total: the directly-paid orders' or the settlements. */
export function PaymentMethods({
  section,
  methods,
  total,
  caption,
}: {
  section: keyof typeof FIGURES;
  methods: readonly FinancialReportPaymentMethod[];
  total: number;
  caption: string;
}) {
  const t = useT();
  const figures = FIGURES[section];
  return (
    <table className="plain-table">
      <caption className="visually-hidden">{caption}</caption>
      <PlainTableHead
        columns={[
          { label: t('report.paymentMethod') },
          { label: t('report.amount'), align: 'end' },
        ]}
      />
      <tbody>
        {methods.length === 0 ? (
          <tr>
            <td colSpan={2} className="muted">
              {t('report.noPayments')}
            </td>
          </tr>
        ) : (
          methods.map((method) => (
            <tr key={method.type_alias}>
              <th scope="row">{method.name}</th>
              <td className="numeric">
                <FigureButton
                  figure={{ kind: figures.method, type_alias: method.type_alias }}
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
            <FigureButton figure={{ kind: figures.total }} value={total} />
          </td>
        </tr>
      </tfoot>
    </table>
  );
}
