import type { FinancialReportPaymentMethod } from '../../../../shared/api/financial-report.js';
import { useT } from '../../i18n/index.js';
import { FigureButton } from './FigureButton.js';
import { FigureTable } from './FigureTable.js';

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
    <FigureTable
      caption={caption}
      columns={[{ label: t('report.paymentMethod') }, { label: t('report.amount'), align: 'end' }]}
      lines={methods.map((method) => ({
        key: method.type_alias,
        label: method.name,
        figures: [
          <FigureButton
            key="amount"
            figure={{ kind: figures.method, type_alias: method.type_alias }}
            value={method.amount}
          />,
        ],
      }))}
      empty={t('report.noPayments')}
      totalLabel={t('report.total')}
      total={[<FigureButton key="amount" figure={{ kind: figures.total }} value={total} />]}
    />
  );
}
