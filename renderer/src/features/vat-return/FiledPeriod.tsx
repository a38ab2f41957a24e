/**
 * A filed period on the VAT return screen (decisions 0080 and 0102): the filed badge with when
 * and by whom and, for a manager, the button that undoes it; or the button that marks the
 * period filed; the corrections since the filing; on a filed period, the corrections of
 * earlier filed periods it declared, as kept; on the first open period after a filed one,
 * what of that one is still to declare in it; and the period's history of filings.
 */
import type { VatCorrection, VatCorrectionOrder } from '../../../../shared/api/vat-filings.js';
import type { VatReturn } from '../../../../shared/api/vat-return.js';
import { parseLocalDate } from '../../../../shared/dates.js';
import { formatDay } from '../../lib/day-text.js';
import { OrderLink } from '../../components/value/OrderLink.js';
import { PlainTable } from '../../components/table/PlainTable.js';
import { SectionCard } from '../../components/layout/SectionCard.js';
import { useT } from '../../i18n/index.js';
import { formatDateTime, formatMoney } from '../../lib/format.js';
import { useDateStyle } from '../../app/settings-store.js';
import type { RefObject } from 'react';
import { VatLine } from './VatLine.js';

export function FiledStatus({
  overview,
  onMarkFiled,
  onUndo,
  markButton,
}: {
  overview: VatReturn;
  /** Opens the question before filing; null when the period cannot be marked. */
  onMarkFiled: (() => void) | null;
  /** Opens the question before undoing; null when the user may not undo a filing. */
  onUndo: (() => void) | null;
  /** The button the dialogs give the focus back to. */
  markButton: RefObject<HTMLButtonElement | null>;
}) {
  const t = useT();
  const style = useDateStyle();
  if (overview.filed) {
    return (
      <p className="hint vat-filed" data-testid="vat-filed">
        <span className="badge">{t('vat.filedBadge')}</span>{' '}
        {t('vat.filedBy', {
          date: formatDateTime(overview.filed.filed_at, style),
          who: overview.filed.filed_by,
        })}
        {onUndo === null ? null : (
          <>
            {' '}
            <button
              ref={markButton}
              type="button"
              className="button button--quiet"
              onClick={onUndo}
            >
              {t('vat.undo')}
            </button>{' '}
            <span className="muted vat-filed__undo-hint">{t('vat.undoHint')}</span>
          </>
        )}
      </p>
    );
  }
  if (onMarkFiled === null) return null;
  return (
    <p className="hint vat-mark-filed">
      <button ref={markButton} type="button" className="button" onClick={onMarkFiled}>
        {t('vat.markFiled')}
      </button>{' '}
      {t('vat.markFiledHint')}
    </p>
  );
}

/** Every filing of the period, standing or undone: who filed it when, and who undid it, when and why. */
export function FilingHistory({ overview }: { overview: VatReturn }) {
  const t = useT();
  const style = useDateStyle();
  if (overview.filing_history.length === 0) return null;
  return (
    <SectionCard id="vat-history" title={t('vat.history')} testId="vat-history">
      <ol className="vat-history">
        {overview.filing_history.map((entry) => (
          <li key={entry.filing_id}>
            {t('vat.history.filed', {
              when: formatDateTime(entry.filed_at, style),
              who: entry.filed_by,
            })}
            {entry.undone === null ? null : (
              <>
                {' '}
                {t('vat.history.undone', {
                  when: formatDateTime(entry.undone.at, style),
                  who: entry.undone.by,
                  reason: entry.undone.reason,
                })}
              </>
            )}
          </li>
        ))}
      </ol>
    </SectionCard>
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
    <PlainTable
      caption={caption}
      className="vat-table"
      columns={[
        { label: t('vat.line') },
        { label: t('vat.turnover'), align: 'end' },
        { label: t('vat.vat'), align: 'end' },
        { label: t('vat.correctionOrders') },
      ]}
    >
      <tbody>
        {corrections.map((row) => (
          <VatLine
            key={row.rubriek ?? `oss-${row.country_iso2 ?? ''}`}
            label={row.rubriek ?? `OSS ${row.country_iso2 ?? ''}`}
            turnover={row.turnover}
            vat={row.vat}
          >
            <td>
              <CorrectionOrders orders={row.orders} />
            </td>
          </VatLine>
        ))}
      </tbody>
    </PlainTable>
  );
}

/**
 * The corrections of this filed period, and those of earlier filed periods: declared in it
 * (a filed period), or to declare in it (an open one).
 */
export function Corrections({ overview }: { overview: VatReturn }) {
  const t = useT();
  const style = useDateStyle();
  const day = (text: string) => {
    const date = parseLocalDate(text);
    return date ? formatDay(date, style) : text;
  };
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
        const range = { from: day(filed.from), to: day(filed.to) };
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
