import type { VatReturn } from '../../../../shared/api/vat-return.js';
import { PlainTable } from '../../components/table/PlainTable.js';
import { useT } from '../../i18n/index.js';
import { formatPercent } from '../../lib/format.js';
import { SalesRubriekTable, rubriekText } from './SalesRubriekTable.js';
import { TurnoverVat as TurnoverVatCells, VatLine } from './VatLine.js';
import { MoneyCell } from '../../components/table/MoneyCell.js';

const rateText = (rate: number | null) => (rate === null ? '?' : formatPercent(rate, 'rate'));

/** Today's rubrieken 1a–1e; 1c names the rates it holds. */
export function RubriekTable({ overview }: { overview: VatReturn }) {
  const t = useT();
  return (
    <SalesRubriekTable
      caption={t('vat.salesRubrieken')}
      rubrieken={overview.rubrieken}
      vatOnSales={overview.vat_on_sales}
      describe={(rubriek, row) => {
        const rates = row?.rates.map((rate) => rateText(rate.rate));
        return rubriek === '1c' && rates && rates.length > 0 ? (
          <span className="muted"> ({t('vat.rates', { rates: rates.join(', ') })})</span>
        ) : null;
      }}
    />
  );
}

/** The rest of the form: sales data cannot fill them, so each is named and left open. */
export function OtherRubrieken({ overview }: { overview: VatReturn }) {
  const t = useT();
  return (
    <PlainTable caption={t('vat.otherRubrieken')}>
      <tbody>
        {overview.not_from_sales_data
          .filter((row) => row.rubriek !== '1d')
          .map((row) => (
            <tr key={row.rubriek} data-rubriek={row.rubriek}>
              <th scope="row">{row.rubriek}</th>
              <td className="wrap">{t(rubriekText(row.rubriek))}</td>
              <td className="muted">{t('vat.notFromSales')}</td>
            </tr>
          ))}
      </tbody>
    </PlainTable>
  );
}

/** Money received that is not turnover, per kind, with why. */
export function NonRevenueLines({ overview }: { overview: VatReturn }) {
  const t = useT();
  return (
    <PlainTable
      caption={t('vat.nonRevenue')}
      columns={[
        { label: t('vat.kind') },
        { label: t('vat.amount'), align: 'end' },
        { label: t('vat.reason') },
      ]}
    >
      <tbody>
        {overview.non_revenue.map((row) => (
          <tr key={row.kind}>
            <th scope="row" className="nowrap">
              {t(`vat.k.${row.kind}`)}
            </th>
            <MoneyCell value={row.amount} />
            <td className="muted wrap">{t(`vat.why.${row.kind}`)}</td>
          </tr>
        ))}
      </tbody>
    </PlainTable>
  );
}

/**
 * Sales at another member state's rate, per country and rate: they go on the One-Stop-Shop
 * return of that country, never in 1a–1e.
 */
export function OssCountries({ overview }: { overview: VatReturn }) {
  const t = useT();
  return (
    <PlainTable
      caption={t('vat.oss')}
      className="vat-table"
      columns={[
        { label: t('vat.country') },
        { label: t('vat.rate') },
        { label: t('vat.turnover'), align: 'end' },
        { label: t('vat.vat'), align: 'end' },
      ]}
    >
      {overview.oss.map((country) => (
        <tbody key={country.country_iso2} data-country={country.country_iso2}>
          {country.rates.map((rate) => (
            <tr key={rate.tax_rate_id}>
              <th scope="row">{country.country_iso2}</th>
              <td>{rateText(rate.rate)}</td>
              <TurnoverVatCells turnover={rate.turnover} vat={rate.vat} />
            </tr>
          ))}
          {country.rates.length > 1 ? (
            <VatLine
              className="vat-table__subtotal"
              label={t('vat.ossCountryTotal', { country: country.country_iso2 })}
              labelColumns={2}
              turnover={country.turnover}
              vat={country.vat}
            />
          ) : null}
        </tbody>
      ))}
      <tfoot>
        <VatLine
          label={t('vat.ossTotal')}
          labelColumns={2}
          turnover={overview.oss_total.turnover}
          vat={overview.oss_total.vat}
        />
      </tfoot>
    </PlainTable>
  );
}
