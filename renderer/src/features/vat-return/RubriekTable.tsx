import type { VatReturn } from '../../../../shared/api/vat-return.js';
import { Money } from '../../components/value/Money.js';
import { PlainTableHead } from '../../components/table/PlainTableHead.js';
import { useT, type MessageKey } from '../../i18n/index.js';
import { formatPercent } from '../../lib/format.js';
import { RubriekAmounts } from './RubriekAmounts.js';

const rubriekText = (rubriek: string): MessageKey => `vat.r.${rubriek}` as MessageKey;

/**
 * Rubrieken 1a–1e as the form lists them: exact amounts, and the whole euros to enter. 1d
 * (private use) sits in its place, marked as not from sales data rather than 0.
 */
export function RubriekTable({ overview }: { overview: VatReturn }) {
  const t = useT();
  const byRubriek = new Map(overview.rubrieken.map((row) => [row.rubriek, row]));
  return (
    <table className="plain-table vat-table">
      <caption className="visually-hidden">{t('vat.salesRubrieken')}</caption>
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
      <tbody>
        {(['1a', '1b', '1c', '1d', '1e'] as const).map((rubriek) => {
          const row = rubriek === '1d' ? undefined : byRubriek.get(rubriek);
          const rates = row?.rates.map((rate) =>
            rate.rate === null ? '?' : formatPercent(rate.rate, 'rate'),
          );
          return (
            <tr key={rubriek} data-rubriek={rubriek}>
              <th scope="row">{rubriek}</th>
              <td className="wrap">
                {t(rubriekText(rubriek))}
                {rubriek === '1c' && rates && rates.length > 0 ? (
                  <span className="muted"> ({t('vat.rates', { rates: rates.join(', ') })})</span>
                ) : null}
              </td>
              <RubriekAmounts rubriek={rubriek} row={row} />
            </tr>
          );
        })}
      </tbody>
      <tfoot>
        <tr>
          <th scope="row" colSpan={3}>
            {t('vat.vatOnSales')}
          </th>
          <td className="numeric">
            <Money value={overview.vat_on_sales.vat} />
          </td>
          <td />
          <td className="numeric vat-table__whole">
            <Money value={overview.vat_on_sales.vat_whole_euros} precision="whole" />
          </td>
        </tr>
      </tfoot>
    </table>
  );
}

/** The rest of the form: sales data cannot fill them, so each is named and left open. */
export function OtherRubrieken({ overview }: { overview: VatReturn }) {
  const t = useT();
  return (
    <table className="plain-table">
      <caption className="visually-hidden">{t('vat.otherRubrieken')}</caption>
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
    </table>
  );
}

/** Money received that is not turnover, per kind, with why. */
export function NonRevenueLines({ overview }: { overview: VatReturn }) {
  const t = useT();
  return (
    <table className="plain-table">
      <caption className="visually-hidden">{t('vat.nonRevenue')}</caption>
      <PlainTableHead
        columns={[
          { label: t('vat.kind') },
          { label: t('vat.amount'), align: 'end' },
          { label: t('vat.reason') },
        ]}
      />
      <tbody>
        {overview.non_revenue.map((row) => (
          <tr key={row.kind}>
            <th scope="row" className="nowrap">
              {t(`vat.k.${row.kind}`)}
            </th>
            <td className="numeric">
              <Money value={row.amount} />
            </td>
            <td className="muted wrap">{t(`vat.why.${row.kind}`)}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

/**
 * Sales at another member state's rate, per country and rate: they go on the One-Stop-Shop
 * return of that country, never in 1a–1e.
 */
export function OssCountries({ overview }: { overview: VatReturn }) {
  const t = useT();
  return (
    <table className="plain-table vat-table">
      <caption className="visually-hidden">{t('vat.oss')}</caption>
      <PlainTableHead
        columns={[
          { label: t('vat.country') },
          { label: t('vat.rate') },
          { label: t('vat.turnover'), align: 'end' },
          { label: t('vat.vat'), align: 'end' },
        ]}
      />
      {overview.oss.map((country) => (
        <tbody key={country.country_iso2} data-country={country.country_iso2}>
          {country.rates.map((rate) => (
            <tr key={rate.tax_rate_id}>
              <th scope="row">{country.country_iso2}</th>
              <td>{rate.rate === null ? '?' : formatPercent(rate.rate, 'rate')}</td>
              <td className="numeric">
                <Money value={rate.turnover} />
              </td>
              <td className="numeric">
                <Money value={rate.vat} />
              </td>
            </tr>
          ))}
          {country.rates.length > 1 ? (
            <tr className="vat-table__subtotal">
              <th scope="row" colSpan={2}>
                {t('vat.ossCountryTotal', { country: country.country_iso2 })}
              </th>
              <td className="numeric">
                <Money value={country.turnover} />
              </td>
              <td className="numeric">
                <Money value={country.vat} />
              </td>
            </tr>
          ) : null}
        </tbody>
      ))}
      <tfoot>
        <tr>
          <th scope="row" colSpan={2}>
            {t('vat.ossTotal')}
          </th>
          <td className="numeric">
            <Money value={overview.oss_total.turnover} />
          </td>
          <td className="numeric">
            <Money value={overview.oss_total.vat} />
          </td>
        </tr>
      </tfoot>
    </table>
  );
}
