/**
 * The financial report as one CSV file: a first line naming the report and its range, then
 * one block per section (a line naming the section, a header line, the data lines) with a
 * blank line between blocks. Money cells are exact Amounts, so the CSV writer formats them
 * in its dialect (decimal point or comma); escaping and injection guarding are the writer's.
 */
import type { FinancialReport } from '../../../shared/api/financial-report.js';
import type { CsvCell } from '../../../shared/csv.js';
import { parseAmount, type Amount } from '../../../shared/money.js';
import type { CsvColumn } from '../csv-reply.js';

export interface FinancialReportCsv {
  /** The file's first line: what the report is. */
  columns: CsvColumn[];
  rows: CsvCell[][];
}

type RateRows = FinancialReport['direct_paid']['rates'];
type VatTotal = FinancialReport['direct_paid']['total'];

// Report money is already rounded to cents; as an Amount it is exact again.
const money = (value: number): Amount => parseAmount(value);

function block(title: string, header: string[], rows: CsvCell[][]): CsvCell[][] {
  return [[title], header, ...rows];
}

function ratesBlock(title: string, rates: RateRows, total: VatTotal): CsvCell[][] {
  return block(
    title,
    ['tax_rate_id', 'rate_percent', 'net', 'vat', 'gross'],
    [
      ...rates.map((rate): CsvCell[] => [
        rate.tax_rate_id,
        rate.rate,
        money(rate.net),
        money(rate.vat),
        money(rate.gross),
      ]),
      ['total', null, money(total.net), money(total.vat), money(total.gross)],
    ],
  );
}

function revenueBlocks(revenue: FinancialReport['revenue']): CsvCell[][][] {
  const figures: [string, CsvCell][] = [
    ['total_sales', money(revenue.total_sales)],
    ['total_sales_wt', money(revenue.total_sales_wt)],
    ['total_returns', money(revenue.total_returns)],
    ['total_returns_wt', money(revenue.total_returns_wt)],
    ['total_differences', money(revenue.total_differences)],
    ['total_turnover', money(revenue.total_turnover)],
    ['total_turnover_wt', money(revenue.total_turnover_wt)],
    ['total_cost_of_goods_sold', money(revenue.total_cost_of_goods_sold)],
    ['margin_value', money(revenue.margin.value)],
    ['margin_percentage', revenue.margin.percentage],
    ['lines_without_cost_price', revenue.lines_without_cost_price],
  ];
  const nonRevenue = revenue.non_revenue;
  return [
    block('Revenue', ['figure', 'amount'], figures),
    block(
      'Non-revenue (incl. VAT)',
      ['kind', 'amount'],
      [
        ['gift_cards', money(nonRevenue.gift_cards)],
        ['tips', money(nonRevenue.tips)],
        ['invoice_payments', money(nonRevenue.invoice_payments)],
        ['prepayments', money(nonRevenue.prepayments)],
        ['total', money(nonRevenue.total)],
      ],
    ),
    block(
      'Revenue by turnover group',
      [
        'product_group_id',
        'product_group_code',
        'name',
        'sales',
        'sales_wt',
        'returns',
        'returns_wt',
        'turnover',
        'turnover_wt',
      ],
      revenue.rows.map((row) => [
        row.product_group_id,
        row.product_group_code,
        row.name,
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

function directPaidBlocks(directPaid: FinancialReport['direct_paid']): CsvCell[][][] {
  const check = directPaid.balance_check;
  return [
    ratesBlock('Directly paid by VAT rate', directPaid.rates, directPaid.total),
    block(
      'Directly paid by payment method',
      ['type_alias', 'name', 'amount'],
      directPaid.payment_methods.map((method) => [
        method.type_alias,
        method.name,
        money(method.amount),
      ]),
    ),
    block(
      'Balance check',
      ['payments_total', 'expected_total', 'difference', 'ok'],
      [
        [
          money(check.payments_total),
          money(check.expected_total),
          money(check.difference),
          check.ok ? 'true' : 'false',
        ],
      ],
    ),
  ];
}

function turnoverBlocks(turnover: FinancialReport['turnover_by_group']): CsvCell[][][] {
  const shopNames = new Map(turnover.shop_totals.map((shop) => [shop.shop_id, shop.name]));
  return [
    block(
      'Turnover by group and shop',
      [
        'product_group_id',
        'product_group_code',
        'name',
        'shop_id',
        'shop',
        'turnover',
        'turnover_wt',
      ],
      turnover.rows.flatMap((row) => [
        ...row.shops.map((shop): CsvCell[] => [
          row.product_group_id,
          row.product_group_code,
          row.name,
          shop.shop_id,
          shopNames.get(shop.shop_id) ?? null,
          money(shop.turnover),
          money(shop.turnover_wt),
        ]),
        [
          row.product_group_id,
          row.product_group_code,
          row.name,
          null,
          'total',
          money(row.total),
          money(row.total_wt),
        ],
      ]),
    ),
    block(
      'Turnover by shop',
      ['shop_id', 'shop', 'turnover', 'turnover_wt'],
      [
        ...turnover.shop_totals.map((shop): CsvCell[] => [
          shop.shop_id,
          shop.name,
          money(shop.turnover),
          money(shop.turnover_wt),
        ]),
        ['total', null, money(turnover.total.turnover), money(turnover.total.turnover_wt)],
      ],
    ),
  ];
}

export function financialReportToCsvRows(report: FinancialReport): FinancialReportCsv {
  const blocks = [
    ...revenueBlocks(report.revenue),
    ...directPaidBlocks(report.direct_paid),
    ratesBlock('Not paid now by VAT rate', report.not_paid_now.rates, report.not_paid_now.total),
    ...turnoverBlocks(report.turnover_by_group),
  ];
  const rows: CsvCell[][] = [
    ['financial_report', report.from, report.to, report.location_id ?? 'all', report.currency],
  ];
  for (const lines of blocks) rows.push([], ...lines);
  return {
    columns: ['report', 'from', 'to', 'location_id', 'currency'].map((header) => ({ header })),
    rows,
  };
}
