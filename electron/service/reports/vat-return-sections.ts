/**
 * The VAT return as export sections (send-sections.ts): a heading, the rubrieken sales data
 * fills with exact and whole-euro figures, the rates behind them, the OSS sales per member
 * state (apart from the rubrieken), the rubrieken it cannot fill (named, never 0), and the
 * non-revenue lines with why they are not turnover.
 */
import type { SalesVatReturn as VatReturn } from '../../../shared/api/vat-return.js';
import { column, money, section, type ReportSection } from './report-section.js';

export function vatReturnHeading(overview: VatReturn): ReportSection {
  return section(
    'VAT return',
    'Btw-aangifte',
    [
      column('report', 'text', 'Rapport'),
      column('from', 'date', 'Van'),
      column('to', 'date', 'Tot en met'),
      column('location_id', 'integer', 'Vestiging'),
      column('currency', 'text', 'Valuta'),
      column('rounding', 'text', 'Afronding'),
    ],
    [
      [
        'vat_return',
        overview.from,
        overview.to,
        overview.location_id ?? 'all',
        overview.currency,
        overview.rounding,
      ],
    ],
  );
}

export function vatReturnSections(overview: VatReturn): ReportSection[] {
  const rubriek = column('rubriek', 'text', 'Rubriek');
  return [
    section(
      'Rubrieken',
      'Rubrieken',
      [
        rubriek,
        column('turnover', 'money', 'Omzet excl. btw'),
        column('vat', 'money', 'Btw'),
        column('turnover_whole_euros', 'integer', 'Omzet hele euro'),
        column('vat_whole_euros', 'integer', 'Btw hele euro'),
      ],
      [
        ...overview.rubrieken.map((row) => [
          row.rubriek,
          money(row.turnover),
          money(row.vat),
          row.turnover_whole_euros,
          row.vat_whole_euros,
        ]),
        [
          'vat_on_sales',
          null,
          money(overview.vat_on_sales.vat),
          null,
          overview.vat_on_sales.vat_whole_euros,
        ],
      ],
    ),
    section(
      'Rates',
      'Tarieven',
      [
        rubriek,
        column('tax_rate_id', 'integer', 'Btw-tarief-id'),
        column('rate_percent', 'percent', 'Tarief %'),
        column('turnover', 'money', 'Omzet excl. btw'),
        column('vat', 'money', 'Btw'),
      ],
      overview.rubrieken.flatMap((row) =>
        row.rates.map((rate) => [
          row.rubriek,
          rate.tax_rate_id,
          rate.rate,
          money(rate.turnover),
          money(rate.vat),
        ]),
      ),
    ),
    section(
      'OSS (other EU member states)',
      'OSS (andere EU-lidstaten)',
      [
        column('country_iso2', 'text', 'Land'),
        column('tax_rate_id', 'integer', 'Btw-tarief-id'),
        column('rate_percent', 'percent', 'Tarief %'),
        column('turnover', 'money', 'Omzet excl. btw'),
        column('vat', 'money', 'Btw'),
      ],
      [
        ...overview.oss.flatMap((country) => [
          ...country.rates.map((rate) => [
            country.country_iso2,
            rate.tax_rate_id,
            rate.rate,
            money(rate.turnover),
            money(rate.vat),
          ]),
          [country.country_iso2, null, null, money(country.turnover), money(country.vat)],
        ]),
        ['total', null, null, money(overview.oss_total.turnover), money(overview.oss_total.vat)],
      ],
    ),
    section(
      'Not from sales data',
      'Niet uit verkoopgegevens',
      [rubriek, column('source', 'text', 'Bron')],
      overview.not_from_sales_data.map((row) => [row.rubriek, row.source]),
    ),
    section(
      'Non-revenue (incl. VAT)',
      'Geen omzet (incl. btw)',
      [
        column('kind', 'text', 'Soort'),
        column('amount', 'money', 'Bedrag'),
        column('reason', 'text', 'Reden'),
      ],
      [
        ...overview.non_revenue.map((row) => [row.kind, money(row.amount), row.reason]),
        ['total', money(overview.non_revenue_total), null],
        ['turnover_without_rate', money(overview.turnover_without_rate), null],
      ],
    ),
  ];
}
