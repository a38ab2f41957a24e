/**
 * A filed period on the VAT return screen (decision 0080): the filed badge with when and by
 * whom, or the button that marks the period filed; the corrections since the filing; on a
 * filed period, the corrections of earlier filed periods it declared, as kept; and on the
 * first open period after a filed one, what of that one is still to declare in it.
 */
import type { VatCorrection, VatCorrectionOrder } from '../../../../shared/api/vat-filings.js';
import type { VatReturn } from '../../../../shared/api/vat-return.js';
import { Money } from '../../components/Money.js';
import { OrderLink } from '../../components/OrderLink.js';
import { PlainTableHead } from '../../components/PlainTableHead.js';
import { SectionCard } from '../../components/SectionCard.js';
import { useT } from '../../i18n/index.js';
import { formatMoney } from '../../lib/format.js';

export function FiledStatus({
  overview,
  onMarkFiled,
  pending,
  failure,
}: {
  overview: VatReturn;
  /** Null when the period cannot be marked (not over yet, or the user may not). */
  onMarkFiled: (() => void) | null;
  pending: boolean;
  failure: string | null;
}) {
  const t = useT();
  if (overview.filed) {
    return (
      <p className="hint" data-testid="vat-filed">
        <span className="badge">{t('vat.filedBadge')}</span>{' '}
        {t('vat.filedBy', {
          date: overview.filed.filed_at.slice(0, 10),
          who: overview.filed.filed_by,
        })}
      </p>
    );
  }
  if (onMarkFiled === null) return null;
  return (
    <p className="hint vat-mark-filed">
      <button type="button" className="button" onClick={onMarkFiled} disabled={pending}>
        {t('vat.markFiled')}
      </button>{' '}
      {t('vat.markFiledHint')}
      {failure === null ? null : (
        <span role="alert"> {t('vat.markFiledFailed', { reason: failure })}</span>
      )}
    </p>
  );
}

/**
 * The orders behind a correction, each a link to it in the back office (as the report's
 * drill-down has), its share's difference in the link's name and tooltip.
 */
function CorrectionOrders({ orders }: { orders: readonly VatCorrectionOrder[] | null }) {
  const t = useT();
  if (orders === null) return <span className="hint">{t('vat.correctionOrdersUnknown')}</span>;
  return (
    <ul className="vat-corrections__orders">
      {orders.map((order) => {
        const label = t('vat.correctionOrder', {
          number: order.order_number,
          turnover: formatMoney(order.turnover),
          vat: formatMoney(order.vat),
        });
        return (
          <li key={order.id}>
            <OrderLink order={order} label={label} withTitle />
          </li>
        );
      })}
    </ul>
  );
}

/** Per rubriek or OSS country: the difference in turnover and VAT, and the orders behind it. */
function CorrectionTable({
  corrections,
  caption,
}: {
  corrections: readonly VatCorrection[];
  caption: string;
}) {
  const t = useT();
  return (
    <table className="plain-table vat-table">
      <caption className="visually-hidden">{caption}</caption>
      <PlainTableHead
        columns={[
          { label: t('vat.line') },
          { label: t('vat.turnover'), align: 'end' },
          { label: t('vat.vat'), align: 'end' },
          { label: t('vat.correctionOrders') },
        ]}
      />
      <tbody>
        {corrections.map((row) => (
          <tr key={row.rubriek ?? `oss-${row.country_iso2 ?? ''}`}>
            <th scope="row">{row.rubriek ?? `OSS ${row.country_iso2 ?? ''}`}</th>
            <td className="numeric">
              <Money value={row.turnover} />
            </td>
            <td className="numeric">
              <Money value={row.vat} />
            </td>
            <td>
              <CorrectionOrders orders={row.orders} />
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

/**
 * The corrections of this filed period, and those of earlier filed periods: declared in it
 * (a filed period), or to declare in it (an open one).
 */
export function Corrections({ overview }: { overview: VatReturn }) {
  const t = useT();
  return (
    <>
      {overview.corrections.length === 0 ? null : (
        <SectionCard
          id="vat-corrections"
          title={t('vat.corrections')}
          hint={t('vat.correctionsHint')}
          testId="vat-corrections"
        >
          <CorrectionTable corrections={overview.corrections} caption={t('vat.corrections')} />
        </SectionCard>
      )}
      {overview.corrections_from_filed.map((filed) => {
        const declared = overview.filed !== null;
        const range = { from: filed.from, to: filed.to };
        const title = declared
          ? t('vat.declaredFromFiled', range)
          : t('vat.correctionsFromFiled', range);
        return (
          <section
            key={filed.filing_id}
            className="card"
            aria-label={title}
            data-testid="vat-corrections-from-filed"
          >
            <h2 className="section-title">{title}</h2>
            <p className="hint">
              {t(declared ? 'vat.declaredFromFiledHint' : 'vat.correctionsFromFiledHint')}
            </p>
            <CorrectionTable corrections={filed.corrections} caption={title} />
          </section>
        );
      })}
    </>
  );
}
