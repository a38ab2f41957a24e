import type { VatReturnAsFiled } from '../../../../shared/api/vat-return.js';
import { Money } from '../../components/value/Money.js';
import { useT } from '../../i18n/index.js';
import { TurnoverVat } from './VatLine.js';

/**
 * A rubriek's amounts as the return's tables show them, to the cent and in whole euros: the
 * fields today's rubriek and the filed one share (shared/api/vat-return.ts).
 */
type RubriekFigures = Pick<
  VatReturnAsFiled['rubrieken'][number],
  'turnover' | 'vat' | 'turnover_whole_euros' | 'vat_whole_euros'
>;

/**
 * The four amount cells of a rubriek's row (1e has no VAT), or one cell saying the rubriek is
 * not filled from sales data (1d; any without a row): the same in today's return and as filed.
 */
export function RubriekAmounts({
  rubriek,
  row,
}: {
  rubriek: string;
  row: RubriekFigures | undefined;
}) {
  const t = useT();
  if (!row) {
    return (
      <td colSpan={4} className="muted vat-table__other">
        {t('vat.notFromSales')}
      </td>
    );
  }
  return (
    <>
      <TurnoverVat turnover={row.turnover} vat={rubriek === '1e' ? null : row.vat} />
      <td className="numeric vat-table__whole">
        <Money value={row.turnover_whole_euros} precision="whole" />
      </td>
      <td className="numeric vat-table__whole">
        {rubriek === '1e' ? null : <Money value={row.vat_whole_euros} precision="whole" />}
      </td>
    </>
  );
}
