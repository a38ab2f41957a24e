import type {
  FinancialReportRateRow,
  FinancialReportVatTotal,
} from '../../../../shared/api/financial-report.js';
import type { ReportFigure } from '../../../../shared/api/financial-report-orders.js';
import { useT } from '../../i18n/index.js';
import { formatRate } from '../../lib/format.js';
import { FigureButton } from './FigureButton.js';
import { FigureTable } from './FigureTable.js';

/** Net, VAT and gross of a rate or the total, each drilling down to the same orders. */
const amounts = (figure: ReportFigure, row: FinancialReportVatTotal) => [
  <FigureButton key="net" figure={figure} value={row.net} />,
  <FigureButton key="vat" figure={figure} value={row.vat} />,
  <FigureButton key="gross" figure={figure} value={row.gross} />,
];

/** Net, VAT and gross per VAT rate with the total, as the service computed them. */
export function VatTable({
  section,
  caption,
  rates,
  total,
}: {
  /** Which part of the report the table shows: its rows drill down to that part's orders. */
  section: 'direct_paid' | 'not_paid_now' | 'refunds';
  caption: string;
  rates: readonly FinancialReportRateRow[];
  total: FinancialReportVatTotal;
}) {
  const t = useT();
  return (
    <FigureTable
      caption={caption}
      columns={[
        { label: t('report.rate') },
        { label: t('report.net'), align: 'end' },
        { label: t('report.vat'), align: 'end' },
        { label: t('report.gross'), align: 'end' },
      ]}
      lines={rates.map((row) => ({
        key: String(row.tax_rate_id ?? 'none'),
        label: row.rate === null ? t('report.rateNone') : formatRate(row.rate, row.country_iso2),
        figures: amounts({ kind: `${section}_rate`, tax_rate_id: row.tax_rate_id }, row),
      }))}
      empty={t('report.noRows')}
      totalLabel={t('report.total')}
      total={amounts({ kind: `${section}_total` }, total)}
    />
  );
}
