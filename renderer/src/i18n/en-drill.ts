/** The report's drill-down texts in English; the keys are the Dutch ones (nl-drill.ts). */
import type { nlDrill } from './nl-drill.js';

export const enDrill: Record<keyof typeof nlDrill, string> = {
  'drill.open': 'Show the orders behind {figure}',
  'drill.title.cell': 'Turnover {group} · {shop}',
  'drill.title.group': 'Turnover {group}, all shops',
  'drill.title.shop': 'Turnover {shop}, all turnover groups',
  'drill.title.withoutCost': 'Turnover without a cost price',
  'drill.title.turnoverTotal': 'Turnover by group and shop: total',
  'drill.title.directRate': 'Paid directly, VAT {rate}',
  'drill.title.directTotal': 'Paid directly: total',
  'drill.title.openRate': 'Not paid now, VAT {rate}',
  'drill.title.openTotal': 'Not paid now: total',
  'drill.title.method': 'Paid by {method}',
  'drill.title.paymentsTotal': 'Payments: total',
  'drill.col.order': 'Order',
  'drill.col.date': 'Date and time',
  'drill.col.shop': 'Shop',
  'drill.measure.turnover': 'Turnover excl. VAT',
  'drill.measure.turnover_wt': 'Turnover incl. VAT',
  'drill.measure.sales': 'Sales',
  'drill.measure.sales_wt': 'Sales incl. VAT',
  'drill.measure.returns': 'Returns',
  'drill.measure.returns_wt': 'Returns incl. VAT',
  'drill.measure.net': 'Net',
  'drill.measure.vat': 'VAT',
  'drill.measure.gross': 'Gross',
  'drill.measure.amount': 'Amount',
  'drill.count': '{count} orders, by time of purchase',
  'drill.total': 'Total',
  'drill.empty': 'No orders behind this amount',
  'drill.emptyHint': 'No order in this period and location adds to this amount.',
  'drill.openOrder': 'Open order {number} in the back office',
  'drill.differencesNote':
    "Cash differences from day closings are not orders: they count in the report's total turnover, but not in this amount.",
  'drill.contributionNote':
    "Per order: what that order adds to this amount. The total is the report's amount.",
};
