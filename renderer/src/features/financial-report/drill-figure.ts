/**
 * The figure a drill-down shows: written in the report's address (`drill=turnover_cell&
 * drill_group=301&drill_shop=11`, so a reload or a shared link opens the same orders), and
 * named in words from the report it belongs to. Reading checks the figure against the
 * service's own figure schema: a hand-edited address that names no figure opens nothing.
 */
import {
  reportFigureSchema,
  type ReportFigure,
} from '../../../../shared/api/financial-report-orders.js';
import type { ClientQuery } from '../../../../shared/client/index.js';
import type { FinancialReport } from '../../../../shared/api/financial-report.js';
import type { Translate } from '../../i18n/index.js';
import type { AddressValues } from '../../lib/address-fields.js';
import { formatPercent } from '../../lib/format.js';
import { entriesOf, isKeyOf } from '../../../../shared/guards.js';

/** Each key of a figure and its address parameter. */
const ADDRESS_KEYS = {
  product_group_id: 'drill_group',
  shop_id: 'drill_shop',
  tax_rate_id: 'drill_rate',
  type_alias: 'drill_method',
  product_id: 'drill_product',
} as const;
type KeyName = keyof typeof ADDRESS_KEYS;

const NULL_ROW = 'none';

type ReportOrdersQueryText = ClientQuery<'/api/financial-report/orders'>;
type DayRangeKey = 'from' | 'to' | 'location_id';

function readKey(name: KeyName, text: string | null): unknown {
  if (text === null) return undefined;
  if (name === 'type_alias') return text;
  if (text === NULL_ROW && name !== 'shop_id') return null;
  return /^\d{1,15}$/.test(text) ? Number(text) : undefined;
}

export function readFigure(params: URLSearchParams): ReportFigure | null {
  const kind = params.get('drill');
  if (kind === null) return null;
  const candidate: Record<string, unknown> = { kind };
  for (const [name, parameter] of entriesOf(ADDRESS_KEYS)) {
    const value = readKey(name, params.get(parameter));
    if (value !== undefined) candidate[name] = value;
  }
  const parsed = reportFigureSchema.safeParse(candidate);
  return parsed.success ? parsed.data : null;
}

export function writeFigure(figure: ReportFigure | null): AddressValues {
  if (!figure) return {};
  const { kind, ...keys } = figure;
  const values: AddressValues = { drill: kind };
  for (const [name, value] of Object.entries(keys)) {
    if (!isKeyOf(ADDRESS_KEYS, name)) continue;
    values[ADDRESS_KEYS[name]] = value === null ? NULL_ROW : String(value);
  }
  return values;
}

/** The figure's keys as the drill-down endpoint takes them (`none` for a null row). */
export function figureQuery(figure: ReportFigure): Omit<ReportOrdersQueryText, DayRangeKey> {
  const { kind, ...keys } = figure;
  const query: Omit<ReportOrdersQueryText, DayRangeKey> = { figure: kind };
  for (const [name, value] of Object.entries(keys)) {
    if (!isKeyOf(ADDRESS_KEYS, name)) continue;
    query[name] = value === null ? NULL_ROW : String(value);
  }
  return query;
}

/** A figure per rate: its title, and the part of the report whose rates name the rate. */
const RATE_TITLES = {
  direct_paid_rate: { key: 'drill.title.directRate', part: 'direct_paid' },
  not_paid_now_rate: { key: 'drill.title.openRate', part: 'not_paid_now' },
  refunds_rate: { key: 'drill.title.refundRate', part: 'refunds' },
} as const;

/** A figure per payment method: its title, and the part of the report that names the method. */
const METHOD_TITLES = {
  payment_method: { key: 'drill.title.method', part: 'direct_paid' },
  settlement_method: { key: 'drill.title.settlementMethod', part: 'settlements' },
} as const;

/** A total's title, which names nothing. */
const TOTAL_TITLES = {
  turnover_total: 'drill.title.turnoverTotal',
  turnover_without_cost: 'drill.title.withoutCost',
  direct_paid_total: 'drill.title.directTotal',
  not_paid_now_total: 'drill.title.openTotal',
  payments_total: 'drill.title.paymentsTotal',
  refunds_total: 'drill.title.refundsTotal',
  settlements_total: 'drill.title.settlementsTotal',
} as const;

/** The figure in words, from the names the report itself carries. */
export function figureTitle(t: Translate, report: FinancialReport, figure: ReportFigure): string {
  const matrix = report.turnover_by_group;
  const group = (id: number | null) =>
    matrix.rows.find((row) => row.product_group_id === id)?.name ??
    report.revenue.rows.find((row) => row.product_group_id === id)?.name ??
    `#${id ?? NULL_ROW}`;
  const shop = (id: number) =>
    matrix.shop_totals.find((candidate) => candidate.shop_id === id)?.name ?? `#${id}`;
  const rate = (rows: FinancialReport['direct_paid']['rates'], id: number | null) => {
    const row = rows.find((candidate) => candidate.tax_rate_id === id);
    return row?.rate === null || row === undefined
      ? t('report.rateNone')
      : formatPercent(row.rate, 'rate');
  };
  switch (figure.kind) {
    case 'turnover_cell':
      return t('drill.title.cell', {
        group: group(figure.product_group_id),
        shop: shop(figure.shop_id),
      });
    case 'turnover_group':
    case 'revenue_group':
      return t('drill.title.group', { group: group(figure.product_group_id) });
    case 'turnover_shop':
      return t('drill.title.shop', { shop: shop(figure.shop_id) });
    case 'turnover_product':
      return t('drill.title.product', { product: `#${figure.product_id ?? NULL_ROW}` });
    case 'direct_paid_rate':
    case 'not_paid_now_rate':
    case 'refunds_rate': {
      const { key, part } = RATE_TITLES[figure.kind];
      return t(key, { rate: rate(report[part].rates, figure.tax_rate_id) });
    }
    case 'payment_method':
    case 'settlement_method': {
      const { key, part } = METHOD_TITLES[figure.kind];
      const methods = report[part].payment_methods;
      const named = methods.find((row) => row.type_alias === figure.type_alias);
      return t(key, { method: named?.name ?? figure.type_alias });
    }
    case 'turnover_total':
    case 'turnover_without_cost':
    case 'direct_paid_total':
    case 'not_paid_now_total':
    case 'payments_total':
    case 'refunds_total':
    case 'settlements_total':
      return t(TOTAL_TITLES[figure.kind]);
  }
}
