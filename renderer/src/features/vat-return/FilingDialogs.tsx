/**
 * The two questions a filing asks (decision 0102): before a period is marked filed, which
 * period and which amounts are kept as filed; before a filing is undone, why (the reason is
 * kept in the period's history). Each a modal dialog; a refusal of the service is said in it,
 * in the user's words.
 */
import { useId, useState, type RefObject, type SyntheticEvent } from 'react';
import type { VatReturn } from '../../../../shared/api/vat-return.js';
import { ModalDialog } from '../../components/layout/ModalDialog.js';
import { PlainTable } from '../../components/table/PlainTable.js';
import { useT } from '../../i18n/index.js';
import { useErrorSentence } from '../../components/state/use-error-sentence.js';
import { VatLine } from './VatLine.js';
import { MoneyCell } from '../../components/table/MoneyCell.js';

/** "Q3 2026 (01-07-2026 t/m 30-09-2026)": the period as the dialogs and the status name it. */
export interface PeriodName {
  name: string;
  dates: string;
}

function Failure({ error, fields }: { error: unknown; fields?: Record<string, string> }) {
  const sentence = useErrorSentence();
  if (error === null || error === undefined) return null;
  return (
    <p className="field__error" role="alert">
      {sentence(error, fields)}
    </p>
  );
}

/** The amounts a filing keeps: 1a–1e, the VAT on sales and, where any, the OSS total. */
function AmountsToFile({ overview }: { overview: VatReturn }) {
  const t = useT();
  return (
    <PlainTable
      caption={t('vat.confirm.amounts')}
      className="vat-table"
      columns={[
        { label: t('vat.rubriek') },
        { label: t('vat.turnover'), align: 'end' },
        { label: t('vat.vat'), align: 'end' },
      ]}
    >
      <tbody>
        {overview.rubrieken.map((row) => (
          <VatLine
            key={row.rubriek}
            rubriek={row.rubriek}
            label={row.rubriek}
            turnover={row.turnover}
            vat={row.rubriek === '1e' ? null : row.vat}
          />
        ))}
        {overview.oss.length === 0 ? null : (
          <VatLine
            label={t('vat.ossTotal')}
            turnover={overview.oss_total.turnover}
            vat={overview.oss_total.vat}
          />
        )}
      </tbody>
      <tfoot>
        <tr>
          <th scope="row" colSpan={2}>
            {t('vat.vatOnSales')}
          </th>
          <MoneyCell value={overview.vat_on_sales.vat} />
        </tr>
      </tfoot>
    </PlainTable>
  );
}

export function FileDialog({
  overview,
  period,
  pending,
  error,
  onConfirm,
  onCancel,
  returnFocusTo,
}: {
  overview: VatReturn;
  period: PeriodName;
  pending: boolean;
  error: unknown;
  onConfirm: () => void;
  onCancel: () => void;
  returnFocusTo: RefObject<HTMLElement | null>;
}) {
  const t = useT();
  return (
    <ModalDialog
      title={t('vat.confirm.title', { period: period.name })}
      onCancel={onCancel}
      returnFocusTo={returnFocusTo}
      testId="vat-file-dialog"
    >
      <p>{t('vat.confirm.text', { period: period.name, dates: period.dates })}</p>
      <AmountsToFile overview={overview} />
      <p className="hint">{t('vat.confirm.after')}</p>
      <Failure error={error} />
      <div className="dialog__actions">
        <button type="button" className="button" onClick={onCancel} autoFocus>
          {t('vat.confirm.cancel')}
        </button>
        <button
          type="button"
          className="button button--primary"
          onClick={onConfirm}
          disabled={pending}
        >
          {t('vat.markFiled')}
        </button>
      </div>
    </ModalDialog>
  );
}

export function UndoDialog({
  period,
  pending,
  error,
  onUndo,
  onCancel,
  returnFocusTo,
}: {
  period: PeriodName;
  pending: boolean;
  error: unknown;
  onUndo: (reason: string) => void;
  onCancel: () => void;
  returnFocusTo: RefObject<HTMLElement | null>;
}) {
  const t = useT();
  const reasonId = useId();
  const hintId = useId();
  const [reason, setReason] = useState('');
  const [missing, setMissing] = useState(false);
  const submit = (event: SyntheticEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (reason.trim() === '') {
      setMissing(true);
      return;
    }
    setMissing(false);
    onUndo(reason.trim());
  };
  return (
    <ModalDialog
      title={t('vat.undo.title', { period: period.name })}
      onCancel={onCancel}
      returnFocusTo={returnFocusTo}
      testId="vat-undo-dialog"
    >
      <form onSubmit={submit} noValidate>
        <p>{t('vat.undo.text', { period: period.name, dates: period.dates })}</p>
        <div className="field">
          <label className="field__label" htmlFor={reasonId}>
            {t('vat.undo.reason')}
          </label>
          <textarea
            id={reasonId}
            className="input vat-undo__reason"
            rows={3}
            maxLength={500}
            value={reason}
            aria-describedby={hintId}
            aria-invalid={missing ? true : undefined}
            onChange={(event) => setReason(event.target.value)}
            autoFocus
          />
          <span id={hintId} className={missing ? 'field__error' : 'hint'}>
            {missing ? t('vat.undo.reasonRequired') : t('vat.undo.reasonHint')}
          </span>
        </div>
        <Failure error={error} fields={{ reason: t('vat.undo.reason') }} />
        <div className="dialog__actions">
          <button type="button" className="button" onClick={onCancel}>
            {t('vat.confirm.cancel')}
          </button>
          <button type="submit" className="button button--primary" disabled={pending}>
            {t('vat.undo.submit')}
          </button>
        </div>
      </form>
    </ModalDialog>
  );
}
