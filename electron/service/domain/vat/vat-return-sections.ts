/**
 * The VAT return as export sections (export/send-tables.ts): a heading, the rubrieken sales data
 * fills with exact and whole-euro figures, the rates behind them, the OSS sales per member
 * state (apart from the rubrieken), the rubrieken it cannot fill (named, never 0), and the
 * non-turnover lines with why they are not turnover.
 */
import type {
  NonRevenueKind,
  SalesVatReturn as VatReturn,
} from '../../../../shared/api/vat-return.js';
import { words, type Words } from '../export/cells.js';
import { bridgeRows } from '../financial-report/bridge-rows.js';
import {
  ALL_LOCATIONS,
  column,
  money,
  NON_REVENUE_WORDS,
  section,
  TOTAL,
  type ReportSection,
} from '../financial-report/report-section.js';

/** Why a line is not turnover: the JSON answer's English reason, and its Dutch (the screen's). */
const REASONS_NL: Record<NonRevenueKind, string> = {
  gift_cards: 'Een cadeaubon is vooraf betaald; de btw is verschuldigd als ermee wordt afgerekend.',
  tips: 'Een fooi is geen betaling voor een levering of dienst van de winkel.',
  invoice_payments: 'Betaling van een eerdere factuur: de omzet telde bij het factureren.',
  prepayments: 'Geld vooraf ontvangen; de omzet telt bij de levering.',
  other: 'Regels zonder omzet waarvan het platform de soort niet noemt.',
};

const ROUNDING: Record<VatReturn['rounding'], Words> = {
  whole_euros_down: words('Whole euros, rounded down', 'Hele euro’s, naar beneden afgerond'),
};

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
        words('VAT return', 'Btw-aangifte'),
        overview.from,
        overview.to,
        overview.location_id ?? ALL_LOCATIONS,
        overview.currency,
        ROUNDING[overview.rounding],
      ],
    ],
  );
}

/**
 * The return's own sections; with `asFiled` (a filed period, whose figures as filed come
 * first: vat-filing-sections.ts) only those filing does not concern.
 */
export function vatReturnSections(
  overview: VatReturn,
  { asFiled }: { asFiled: boolean } = { asFiled: false },
): ReportSection[] {
  const rubriek = column('rubriek', 'text', 'Rubriek');
  const figures = [
    section(
      'Rubrieken',
      'Rubrieken',
      [
        rubriek,
        column('turnover', 'money', 'Omzet excl. btw', 'Turnover excl. VAT'),
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
          words('VAT on sales (1a–1e)', 'Btw over de omzet (1a–1e)'),
          null,
          money(overview.vat_on_sales.vat),
          null,
          overview.vat_on_sales.vat_whole_euros,
        ],
        // Why the report's turnover differs from 1a–1e + OSS, as the screen says it.
        ...bridgeRows(overview.report_bridge, 'vat_return').map(([label, amount]) => [
          label,
          amount,
          null,
          null,
          null,
        ]),
      ],
    ),
    section(
      'Rates',
      'Tarieven',
      [
        rubriek,
        column('tax_rate_id', 'integer', 'Btw-tarief-id'),
        column('rate_percent', 'percent', 'Tarief %'),
        column('turnover', 'money', 'Omzet excl. btw', 'Turnover excl. VAT'),
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
        column('turnover', 'money', 'Omzet excl. btw', 'Turnover excl. VAT'),
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
        [TOTAL, null, null, money(overview.oss_total.turnover), money(overview.oss_total.vat)],
      ],
    ),
  ];
  return [
    ...(asFiled ? [] : figures),
    section(
      'Not from sales data',
      'Niet uit verkoopgegevens',
      [rubriek, column('source', 'text', 'Bron')],
      overview.not_from_sales_data.map((row) => [
        row.rubriek,
        words('Not from sales data', 'Niet uit verkoopgegevens'),
      ]),
    ),
    section(
      'Not turnover (incl. VAT)',
      'Geen omzet (incl. btw)',
      [
        column('kind', 'text', 'Soort'),
        column('amount', 'money', 'Bedrag'),
        column('reason', 'text', 'Reden'),
      ],
      [
        ...overview.non_revenue.map((row) => [
          NON_REVENUE_WORDS[row.kind],
          money(row.amount),
          words(row.reason, REASONS_NL[row.kind]),
        ]),
        [TOTAL, money(overview.non_revenue_total), null],
        [
          words('Turnover without a VAT rate', 'Omzet zonder btw-tarief'),
          money(overview.turnover_without_rate),
          null,
        ],
      ],
    ),
  ];
}
