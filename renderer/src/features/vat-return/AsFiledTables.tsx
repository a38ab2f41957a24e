/**
 * A filed period's figures as they were filed (decision 0102): rubrieken 1a–1e in cents and
 * whole euros and the OSS countries, each with its correction since beside it, never today's
 * figures in their place.
 */
import type { VatReturnAsFiled } from '../../../../shared/api/vat-return.js';
import { PlainTable } from '../../components/table/PlainTable.js';
import { useT } from '../../i18n/index.js';
import { SalesRubriekTable } from './SalesRubriekTable.js';
import { VatLine } from './VatLine.js';
import { MoneyCell } from '../../components/table/MoneyCell.js';

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
    <VatLine
      className="vat-table__correction"
      label={t('vat.correctionSince')}
      labelColumns={labelColumns}
      turnover={correction.turnover}
      vat={vat ? correction.vat : null}
    >
      {trailing > 0 ? <td colSpan={trailing} /> : null}
    </VatLine>
  );
}

export function AsFiledRubrieken({ asFiled }: { asFiled: VatReturnAsFiled }) {
  const t = useT();
  const vatCorrection = asFiled.vat_on_sales.correction_vat;
  return (
    <SalesRubriekTable
      caption={t('vat.salesAsFiled')}
      testId="vat-as-filed"
      rubrieken={asFiled.rubrieken}
      vatOnSales={asFiled.vat_on_sales}
      below={(rubriek, row) => (
        <CorrectionRow
          correction={row.correction}
          labelColumns={2}
          vat={rubriek !== '1e'}
          trailing={2}
        />
      )}
      foot={
        vatCorrection === 0 ? null : (
          <tr className="vat-table__correction">
            <th scope="row" colSpan={3}>
              {t('vat.correctionSince')}
            </th>
            <MoneyCell value={vatCorrection} />
            <td colSpan={2} />
          </tr>
        )
      }
    />
  );
}

/** The OSS countries as filed (per country: a filing keeps no per-rate split). */
export function AsFiledOss({ asFiled }: { asFiled: VatReturnAsFiled }) {
  const t = useT();
  return (
    <PlainTable
      caption={t('vat.ossAsFiled')}
      className="vat-table"
      columns={[
        { label: t('vat.country') },
        { label: t('vat.turnover'), align: 'end' },
        { label: t('vat.vat'), align: 'end' },
      ]}
    >
      {asFiled.oss.map((row) => (
        <tbody key={row.country_iso2} data-country={row.country_iso2}>
          <VatLine label={row.country_iso2} turnover={row.turnover} vat={row.vat} />
          <CorrectionRow correction={row.correction} labelColumns={1} />
        </tbody>
      ))}
      <tfoot>
        <VatLine
          label={t('vat.ossTotal')}
          turnover={asFiled.oss_total.turnover}
          vat={asFiled.oss_total.vat}
        />
      </tfoot>
    </PlainTable>
  );
}
