/**
 * The financial report as export sections: a heading (what the report is), then one section
 * per block of figures. A CSV download is a zip of one file per section, the .xlsx one
 * worksheet per section (export/send-tables.ts).
 */
import { bridgeRows } from './bridge-rows.js';
import type { FinancialReport } from '../../../../shared/api/financial-report.js';
import { words, type ExportCell, type Words } from '../export/cells.js';
import {
  ALL_LOCATIONS,
  columnsOf,
  money,
  NO_GROUP,
  NON_REVENUE_WORDS,
  ratesSection,
  section,
  TOTAL,
  type ReportSection,
} from './report-section.js';

export function reportHeading(report: FinancialReport): ReportSection {
  return section(
    'Report',
    'Rapport',
    columnsOf(
      ['report', 'text'],
      ['from', 'date'],
      ['to', 'date'],
      ['location_id', 'integer'],
      ['currency', 'text'],
    ),
    [
      [
        words('Financial report', 'Financieel rapport'),
        report.from,
        report.to,
        report.location_id ?? ALL_LOCATIONS,
        report.currency,
      ],
    ],
  );
}

function revenueSections({ revenue, bridges }: FinancialReport): ReportSection[] {
  // One column of mixed figures: the margin is a percentage, the line count a count.
  const figures: [Words, ExportCell][] = [
    [words('Sales', 'Verkopen'), money(revenue.total_sales)],
    [words('Sales incl. VAT', 'Verkopen incl. btw'), money(revenue.total_sales_wt)],
    [words('Returns', 'Retouren'), money(revenue.total_returns)],
    [words('Returns incl. VAT', 'Retouren incl. btw'), money(revenue.total_returns_wt)],
    // The spec's sign: expected − counted, so a shortage is positive and taken off turnover.
    [
      words('Cash differences (expected − counted)', 'Kasverschillen (verwacht − geteld)'),
      money(revenue.total_differences),
    ],
    [words('Turnover', 'Omzet'), money(revenue.total_turnover)],
    [words('Turnover incl. VAT', 'Omzet incl. btw'), money(revenue.total_turnover_wt)],
    // Why the VAT return and the shops' totals say another turnover, as the screen does.
    ...bridgeRows(bridges.vat_return, 'report_vat_return'),
    ...bridgeRows(bridges.shop_totals, 'report_shops'),
    [
      words('Cost of goods sold', 'Kostprijs van de omzet'),
      money(revenue.total_cost_of_goods_sold),
    ],
    [words('Margin', 'Marge'), money(revenue.margin.value)],
    [words('Margin %', 'Marge %'), { kind: 'percent', value: revenue.margin.percentage }],
    [
      words('Sold lines without cost price', 'Verkochte regels zonder kostprijs'),
      { kind: 'integer', value: revenue.lines_without_cost_price },
    ],
    [
      words('Turnover without cost price', 'Omzet zonder kostprijs'),
      money(revenue.turnover_without_cost_price),
    ],
  ];
  const nonRevenue = revenue.non_revenue;
  const kindAmount = columnsOf(['kind', 'text'], ['amount', 'money']);
  return [
    section('Turnover', 'Omzet', columnsOf(['figure', 'text'], ['amount', 'money']), figures),
    section('Not turnover (incl. VAT)', 'Geen omzet (incl. btw)', kindAmount, [
      [NON_REVENUE_WORDS.gift_cards, money(nonRevenue.gift_cards)],
      [NON_REVENUE_WORDS.tips, money(nonRevenue.tips)],
      [NON_REVENUE_WORDS.invoice_payments, money(nonRevenue.invoice_payments)],
      [NON_REVENUE_WORDS.prepayments, money(nonRevenue.prepayments)],
      [TOTAL, money(nonRevenue.total)],
    ]),
    section(
      'Turnover by turnover group',
      'Omzet per omzetgroep',
      columnsOf(
        ['product_group_id', 'integer'],
        ['product_group_code', 'text'],
        ['name', 'text'],
        ['sales', 'money'],
        ['sales_wt', 'money'],
        ['returns', 'money'],
        ['returns_wt', 'money'],
        ['turnover', 'money'],
        ['turnover_wt', 'money'],
      ),
      revenue.rows.map((row) => [
        row.product_group_id,
        row.product_group_code,
        row.product_group_id === null ? NO_GROUP : row.name,
        money(row.sales),
        money(row.sales_wt),
        money(row.returns),
        money(row.returns_wt),
        money(row.turnover),
        money(row.turnover_wt),
      ]),
    ),
  ];
}

function directPaidSections(directPaid: FinancialReport['direct_paid']): ReportSection[] {
  const check = directPaid.balance_check;
  return [
    ratesSection(
      'Directly paid by VAT rate',
      'Direct betaald per btw-tarief',
      directPaid.rates,
      directPaid.total,
    ),
    section(
      'Directly paid by payment method',
      'Direct per betaalmethode',
      columnsOf(['type_alias', 'paymentType'], ['name', 'text'], ['amount', 'money']),
      directPaid.payment_methods.map((method) => [
        method.type_alias,
        method.name,
        money(method.amount),
      ]),
    ),
    section(
      'Balance check',
      'Aansluiting',
      columnsOf(
        ['payments_total', 'money'],
        ['expected_total', 'money'],
        ['difference', 'money'],
        ['ok', 'yesNo'],
      ),
      [
        [
          money(check.payments_total),
          money(check.expected_total),
          money(check.difference),
          check.ok,
        ],
      ],
    ),
  ];
}

function turnoverSections(turnover: FinancialReport['turnover_by_group']): ReportSection[] {
  const shopNames = new Map(turnover.shop_totals.map((shop) => [shop.shop_id, shop.name]));
  return [
    section(
      'Turnover by group and shop',
      'Omzet per groep en winkel',
      columnsOf(
        ['product_group_id', 'integer'],
        ['product_group_code', 'text'],
        ['name', 'text'],
        ['shop_id', 'integer'],
        ['shop', 'text'],
        ['turnover', 'money'],
        ['turnover_wt', 'money'],
      ),
      turnover.rows.flatMap((row) => [
        ...row.shops.map((shop): ExportCell[] => [
          row.product_group_id,
          row.product_group_code,
          row.product_group_id === null ? NO_GROUP : row.name,
          shop.shop_id,
          shopNames.get(shop.shop_id) ?? null,
          money(shop.turnover),
          money(shop.turnover_wt),
        ]),
        [
          row.product_group_id,
          row.product_group_code,
          row.product_group_id === null ? NO_GROUP : row.name,
          null,
          TOTAL,
          money(row.total),
          money(row.total_wt),
        ],
      ]),
    ),
    section(
      'Turnover by shop',
      'Omzet per winkel',
      columnsOf(
        ['shop_id', 'integer'],
        ['shop', 'text'],
        ['turnover', 'money'],
        ['turnover_wt', 'money'],
      ),
      [
        ...turnover.shop_totals.map((shop): ExportCell[] => [
          shop.shop_id,
          shop.name,
          money(shop.turnover),
          money(shop.turnover_wt),
        ]),
        [TOTAL, null, money(turnover.total.turnover), money(turnover.total.turnover_wt)],
      ],
    ),
  ];
}

/** The report's sections after its heading, in the CSV's block order. */
export const financialReportSections = (report: FinancialReport): ReportSection[] => [
  ...revenueSections(report),
  ...directPaidSections(report.direct_paid),
  ratesSection(
    'Not paid now by VAT rate',
    'Nu niet betaald per btw-tarief',
    report.not_paid_now.rates,
    report.not_paid_now.total,
  ),
  ratesSection(
    'Refunds by VAT rate',
    'Terugbetaald per btw-tarief',
    report.refunds.rates,
    report.refunds.total,
  ),
  section(
    'Settlements by payment method',
    'Verrekend per betaalmethode',
    columnsOf(['type_alias', 'paymentType'], ['name', 'text'], ['amount', 'money']),
    [
      ...report.settlements.payment_methods.map((method): ExportCell[] => [
        method.type_alias,
        method.name,
        money(method.amount),
      ]),
      [TOTAL, null, money(report.settlements.total)],
    ],
  ),
  ...turnoverSections(report.turnover_by_group),
];
