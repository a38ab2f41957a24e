import type {
  FinancialReportRateRow,
  FinancialReportVatTotal,
} from '../../../../shared/api/financial-report.js';
import { PlainTableHead } from '../../components/table/PlainTableHead.js';
import { useT } from '../../i18n/index.js';
import { formatRate } from '../../lib/format.js';
import { FigureButton } from './FigureButton.js';

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
  const rateFigure = (taxRateId: number | null) => ({
    kind: `${section}_rate` as const,
    tax_rate_id: taxRateId,
  });
  const totalFigure = { kind: `${section}_total` as const };
  return (
    <table className="plain-table">
      <caption className="visually-hidden">{caption}</caption>
      <PlainTableHead
        columns={[
          { label: t('report.rate') },
          { label: t('report.net'), align: 'end' },
          { label: t('report.vat'), align: 'end' },
          { label: t('report.gross'), align: 'end' },
        ]}
      />
      <tbody>
        {rates.length === 0 ? (
          <tr>
            <td colSpan={4} className="muted">
              {t('report.noRows')}
            </td>
          </tr>
        ) : (
          rates.map((row) => (
            <tr key={row.tax_rate_id ?? 'none'}>
              <th scope="row">
                {row.rate === null ? t('report.rateNone') : formatRate(row.rate, row.country_iso2)}
              </th>
              <td className="numeric">
                <FigureButton figure={rateFigure(row.tax_rate_id)} value={row.net} />
              </td>
              <td className="numeric">
                <FigureButton figure={rateFigure(row.tax_rate_id)} value={row.vat} />
              </td>
              <td className="numeric">
                <FigureButton figure={rateFigure(row.tax_rate_id)} value={row.gross} />
              </td>
            </tr>
          ))
        )}
      </tbody>
      <tfoot>
        <tr>
          <th scope="row">{t('report.total')}</th>
          <td className="numeric">
            <FigureButton figure={totalFigure} value={total.net} />
          </td>
          <td className="numeric">
            <FigureButton figure={totalFigure} value={total.vat} />
          </td>
          <td className="numeric">
            <FigureButton figure={totalFigure} value={total.gross} />
          </td>
        </tr>
      </tfoot>
    </table>
  );
}
