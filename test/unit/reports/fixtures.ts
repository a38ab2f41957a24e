/** Builders for hand-made upstream rows: only the fields a test cares about are given. */
import type { LocalDate } from '../../../shared/dates.js';
import type {
  DayClosingRow,
  OrderItemRow,
  OrderRow,
  ProductGroupRow,
  ShopRow,
  TaxRateRow,
} from '../../../electron/upstream/wire.js';
import type { OrderPaymentRow } from '../../../electron/service/data/platform/payments.js';
import type { ResolvedPaymentMethod } from '../../../electron/service/domain/reference/payment-methods.js';
import type { FinancialReportInput } from '../../../electron/service/domain/financial-report/financial-report.js';

export const day = (text: string): LocalDate => text as LocalDate;

let nextId = 1;
const newId = (): number => nextId++;

export function line(fields: Partial<OrderItemRow> = {}): OrderItemRow {
  return {
    id: newId(),
    sku: 'SKU',
    name: 'Artikel',
    product_id: 1,
    product_group_id: null,
    quantity: 1,
    refunded_quantity: 0,
    ppu: 0,
    ppu_wt: 0,
    price: 0,
    price_wt: 0,
    tax: 0.21,
    tax_rate_id: 1,
    cost_ppu: null,
    is_turnover: true,
    non_turnover_kind: null,
    ...fields,
  };
}

/** A non-turnover line: no VAT, no group, no tax rate. */
export function nonTurnoverLine(
  kind: OrderItemRow['non_turnover_kind'],
  amount: number,
): OrderItemRow {
  return line({
    price: amount,
    price_wt: amount,
    tax: 0,
    tax_rate_id: null,
    is_turnover: false,
    non_turnover_kind: kind,
  });
}

export function order(fields: Partial<OrderRow> = {}): OrderRow {
  const id = fields.id ?? newId();
  return {
    id,
    number: `B${id}`,
    shop_id: 11,
    location_id: 501,
    status: 'complete',
    is_paid: true,
    date_purchased: '2026-03-10 10:00:00+01:00',
    date_updated: '2026-03-10 10:00:00+01:00',
    currency_iso3: 'EUR',
    value: 0,
    value_wt: 0,
    discount_value: 0,
    discount_value_wt: 0,
    refunded_price_wt: 0,
    relation_data: null,
    billing_address: null,
    order_items: [],
    order_taxes: [],
    ...fields,
  };
}

export function payment(
  orderRow: OrderRow,
  amount: number,
  typeAlias: string,
  fields: Partial<OrderPaymentRow> = {},
): OrderPaymentRow {
  return {
    id: newId(),
    order_id: orderRow.id,
    shop_id: orderRow.shop_id,
    amount,
    currency_iso3: 'EUR',
    status: 'paid',
    date_paid: orderRow.date_purchased,
    provider_method: {
      id: 900,
      title: `${typeAlias} (provider)`,
      provider_method_type_id: null,
      provider_method_type: { alias: typeAlias },
    },
    ...fields,
  };
}

export function dayClosing(
  shopId: number,
  date: string,
  expectedCash: number,
  countedCash: number,
): DayClosingRow {
  return {
    id: newId(),
    shop_id: shopId,
    location_id: shopId === 13 ? 502 : 501,
    date,
    expected_cash: expectedCash,
    counted_cash: countedCash,
  };
}

const shop = (id: number, name: string, locationId: number | null): ShopRow => ({
  id,
  name,
  alias: name.toLowerCase(),
  shop_type: { alias: locationId === null ? 'WebWithSync' : 'Pos' },
  location_id: locationId,
  published: true,
});

export const SHOPS: ShopRow[] = [
  shop(11, 'Winkel Centrum', 501),
  shop(12, 'Webshop', null),
  shop(13, 'Winkel Noord', 502),
];

export const PRODUCT_GROUPS: ProductGroupRow[] = [
  { id: 301, name: 'Groente', code: '8010' },
  { id: 302, name: 'Zuivel', code: '8020' },
  { id: 303, name: 'Cadeaus', code: '900' },
];

export const TAX_RATES: TaxRateRow[] = [
  { id: 1, name: '21%', alias: 'standard', value: 0.21, country_iso2: 'NL' },
  { id: 2, name: '9%', alias: 'reduced', value: 0.09, country_iso2: 'NL' },
];

const method = (
  id: number,
  title: string,
  typeAlias: string,
  isDefault: boolean,
  inUse: boolean,
): ResolvedPaymentMethod => ({
  id,
  title,
  alias: title.toLowerCase(),
  type_alias: typeAlias,
  is_default: isDefault,
  in_use: inUse,
});

export const PAYMENT_METHODS: ResolvedPaymentMethod[] = [
  method(1, 'Contant', 'Cash', true, true),
  method(3, 'Oude PIN', 'Pin', false, false),
  method(2, 'PIN', 'Pin', false, true),
];

export function reportInput(fields: Partial<FinancialReportInput> = {}): FinancialReportInput {
  return {
    from: day('2026-03-10'),
    to: day('2026-03-10'),
    orders: [],
    payments: [],
    dayClosings: [],
    shops: SHOPS,
    productGroups: PRODUCT_GROUPS,
    taxRates: TAX_RATES,
    paymentMethods: PAYMENT_METHODS,
    locationId: null,
    ...fields,
  };
}
