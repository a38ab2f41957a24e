import type { ReactNode } from 'react';
import type {
  OTHER_RUBRIEKEN,
  SalesRubriek,
  VatReturnAsFiled,
} from '../../../../shared/api/vat-return.js';
import { Money } from '../../components/value/Money.js';
import { PlainTable } from '../../components/table/PlainTable.js';
import { useT, type MessageKey } from '../../i18n/index.js';
import { RubriekAmounts } from './RubriekAmounts.js';
import { MoneyCell } from '../../components/table/MoneyCell.js';

/** 1a–1e as the form lists them: 1d (private use) too, though sales data never fills it. */
const FORM_RUBRIEKEN = ['1a', '1b', '1c', '1d', '1e'] as const;
type FormRubriek = (typeof FORM_RUBRIEKEN)[number];

/** A rubriek of the form (sales data's and the others), as its words' key. */
export const rubriekText = (rubriek: SalesRubriek | (typeof OTHER_RUBRIEKEN)[number]): MessageKey =>
  `vat.r.${rubriek}`;

type SalesRow = Pick<
  VatReturnAsFiled['rubrieken'][number],
  'rubriek' | 'turnover' | 'vat' | 'turnover_whole_euros' | 'vat_whole_euros'
>;

/**
 * Rubrieken 1a–1e with their exact amounts and the whole euros to enter, and the VAT on sales
 * under them: one table for today's return and for a period as it was filed. 1d sits in its
 * place, marked as not from sales data rather than 0.
 */
export function SalesRubriekTable<Row extends SalesRow>({
  caption,
  testId,
  rubrieken,
  vatOnSales,
  describe,
  below,
  foot,
}: {
  caption: string;
  testId?: string;
  rubrieken: readonly Row[];
  vatOnSales: { vat: number; vat_whole_euros: number };
  /** What follows a rubriek's description (today's 1c: the rates in it). */
  describe?: (rubriek: FormRubriek, row: Row | undefined) => ReactNode;
  /** Rows under a rubriek's line (as filed: its correction since); given, each rubriek is a body of its own. */
  below?: (rubriek: FormRubriek, row: Row) => ReactNode;
  /** Rows under the VAT on sales (as filed: its correction since). */
  foot?: ReactNode;
}) {
  const t = useT();
  const byRubriek = new Map<string, Row>(rubrieken.map((row) => [row.rubriek, row]));
  const line = (rubriek: FormRubriek, marked: boolean) => {
    const row = rubriek === '1d' ? undefined : byRubriek.get(rubriek);
    return (
      <tr key={rubriek} data-rubriek={marked ? rubriek : undefined}>
        <th scope="row">{rubriek}</th>
        <td className="wrap">
          {t(rubriekText(rubriek))}
          {describe?.(rubriek, row)}
        </td>
        <RubriekAmounts rubriek={rubriek} row={row} />
      </tr>
    );
  };
  return (
    <PlainTable
      caption={caption}
      columns={useRubriekColumns()}
      className="vat-table"
      testId={testId}
    >
      {below ? (
        FORM_RUBRIEKEN.map((rubriek) => {
          const row = rubriek === '1d' ? undefined : byRubriek.get(rubriek);
          return (
            <tbody key={rubriek} data-rubriek={rubriek}>
              {line(rubriek, false)}
              {row ? below(rubriek, row) : null}
            </tbody>
          );
        })
      ) : (
        <tbody>{FORM_RUBRIEKEN.map((rubriek) => line(rubriek, true))}</tbody>
      )}
      <tfoot>
        <tr>
          <th scope="row" colSpan={3}>
            {t('vat.vatOnSales')}
          </th>
          <MoneyCell value={vatOnSales.vat} />
          <td />
          <td className="numeric vat-table__whole">
            <Money value={vatOnSales.vat_whole_euros} precision="whole" />
          </td>
        </tr>
        {foot}
      </tfoot>
    </PlainTable>
  );
}

function useRubriekColumns() {
  const t = useT();
  return [
    { label: t('vat.rubriek') },
    { label: t('vat.description') },
    { label: t('vat.turnover'), align: 'end' },
    { label: t('vat.vat'), align: 'end' },
    { label: t('vat.turnoverWhole'), align: 'end' },
    { label: t('vat.vatWhole'), align: 'end' },
  ] as const;
}
