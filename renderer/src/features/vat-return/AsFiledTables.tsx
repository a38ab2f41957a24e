/**
 * A filed period's figures as they were filed (decision 0102): rubrieken 1a–1e in cents and
 * whole euros and the OSS countries, each with its correction since beside it, never today's
 * figures in their place.
 */
import type { VatReturnAsFiled } from '../../../../shared/api/vat-return.js';
import { Money } from '../../components/value/Money.js';
import { PlainTableHead } from '../../components/table/PlainTableHead.js';
import { useT, type MessageKey } from '../../i18n/index.js';
import { RubriekAmounts } from './RubriekAmounts.js';

type Correction = VatReturnAsFiled['rubrieken'][number]['correction'];

/**
 * The row under a filed line with its correction since filing, its amounts in the same
 * columns as the filed ones, so each difference stands right beside what was filed.
 */
function CorrectionRow({
  correction,
  labelColumns,
  vat = true,
  trailing = 0,
}: {
  correction: Correction;
  /** How many columns the label spans (the line's name and description). */
  labelColumns: number;
  vat?: boolean;
  /** Empty columns after the amounts (the whole euros). */
  trailing?: number;
}) {
  const t = useT();
  if (correction === null) return null;
  return (
    <tr className="vat-table__correction">
      <th scope="row" colSpan={labelColumns}>
        {t('vat.correctionSince')}
      </th>
      <td className="numeric">
        <Money value={correction.turnover} />
      </td>
      <td className="numeric">{vat ? <Money value={correction.vat} /> : null}</td>
      {trailing > 0 ? <td colSpan={trailing} /> : null}
    </tr>
  );
}

export function AsFiledRubrieken({ asFiled }: { asFiled: VatReturnAsFiled }) {
  const t = useT();
  const byRubriek = new Map(asFiled.rubrieken.map((row) => [row.rubriek, row]));
  return (
    <table className="plain-table vat-table" data-testid="vat-as-filed">
      <caption className="visually-hidden">{t('vat.salesAsFiled')}</caption>
      <PlainTableHead
        columns={[
          { label: t('vat.rubriek') },
          { label: t('vat.description') },
          { label: t('vat.turnover'), align: 'end' },
          { label: t('vat.vat'), align: 'end' },
          { label: t('vat.turnoverWhole'), align: 'end' },
          { label: t('vat.vatWhole'), align: 'end' },
        ]}
      />
      {(['1a', '1b', '1c', '1d', '1e'] as const).map((rubriek) => {
        const row = rubriek === '1d' ? undefined : byRubriek.get(rubriek);
        return (
          <tbody key={rubriek} data-rubriek={rubriek}>
            <tr>
              <th scope="row">{rubriek}</th>
              <td className="wrap">{t(`vat.r.${rubriek}` as MessageKey)}</td>
              <RubriekAmounts rubriek={rubriek} row={row} />
            </tr>
            {row ? (
              <CorrectionRow
                correction={row.correction}
                labelColumns={2}
                vat={rubriek !== '1e'}
                trailing={2}
              />
            ) : null}
          </tbody>
        );
      })}
      <tfoot>
        <tr>
          <th scope="row" colSpan={3}>
            {t('vat.vatOnSales')}
          </th>
          <td className="numeric">
            <Money value={asFiled.vat_on_sales.vat} />
          </td>
          <td />
          <td className="numeric vat-table__whole">
            <Money value={asFiled.vat_on_sales.vat_whole_euros} precision="whole" />
          </td>
        </tr>
        {asFiled.vat_on_sales.correction_vat === 0 ? null : (
          <tr className="vat-table__correction">
            <th scope="row" colSpan={3}>
              {t('vat.correctionSince')}
            </th>
            <td className="numeric">
              <Money value={asFiled.vat_on_sales.correction_vat} />
            </td>
            <td colSpan={2} />
          </tr>
        )}
      </tfoot>
    </table>
  );
}

/** The OSS countries as filed (per country: a filing keeps no per-rate split). */
export function AsFiledOss({ asFiled }: { asFiled: VatReturnAsFiled }) {
  const t = useT();
  return (
    <table className="plain-table vat-table">
      <caption className="visually-hidden">{t('vat.ossAsFiled')}</caption>
      <PlainTableHead
        columns={[
          { label: t('vat.country') },
          { label: t('vat.turnover'), align: 'end' },
          { label: t('vat.vat'), align: 'end' },
        ]}
      />
      {asFiled.oss.map((row) => (
        <tbody key={row.country_iso2} data-country={row.country_iso2}>
          <tr>
            <th scope="row">{row.country_iso2}</th>
            <td className="numeric">
              <Money value={row.turnover} />
            </td>
            <td className="numeric">
              <Money value={row.vat} />
            </td>
          </tr>
          <CorrectionRow correction={row.correction} labelColumns={1} />
        </tbody>
      ))}
      <tfoot>
        <tr>
          <th scope="row">{t('vat.ossTotal')}</th>
          <td className="numeric">
            <Money value={asFiled.oss_total.turnover} />
          </td>
          <td className="numeric">
            <Money value={asFiled.oss_total.vat} />
          </td>
        </tr>
      </tfoot>
    </table>
  );
}
