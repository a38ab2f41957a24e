/**
 * Independent expectations for the financial-report tests: the raw upstream rows read straight
 * from the demo platform with the protocol client, cut by literal UTC instants, and every
 * figure summed here in integer cents (cost in 1/10000 euro) with plain Date and Intl; none of
 * the service's report, money or date code is used.
 */
import { MAX_LAG_DAYS } from '../../../electron/demo-platform/data/day-orders.js';
import { inList, where } from '../../../electron/upstream/filters.js';
import { instantOf, type RawPlatform as RawUpstream } from '../harness.js';
import type { RawRows } from '../raw-platform.js';

type OrderRow = RawRows['listOrders'];
/**
 * A payment with the order it was read for and its type alias: webshop payments are served
 * in the recorded shape, which names neither (the alias comes from the method list).
 */
export interface PaymentRow {
  id: number;
  order_id: number;
  amount: number;
  status: string;
  date_paid: string | null;
  type_alias: string;
}
type DayClosingRow = RawRows['listDayClosings'];
type ShopRow = RawRows['listShops'];

export {
  instantOf,
  loginToDemoPlatform as rawUpstream,
  type RawPlatform as RawUpstream,
} from '../harness.js';

const AMSTERDAM_DAY = new Intl.DateTimeFormat('en-CA', {
  timeZone: 'Europe/Amsterdam',
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
});

/** The Amsterdam calendar day of an instant, `YYYY-MM-DD`, by the platform's Intl data. */
export const amsterdamDay = (instant: number): string => AMSTERDAM_DAY.format(new Date(instant));

const utcWire = (instant: number): string => {
  const iso = new Date(instant).toISOString();
  return `${iso.slice(0, 10)} ${iso.slice(11, 19)}+00:00`;
};

export interface RawRange {
  /**
   * Every order purchased in [start, end), whatever its status, and those purchased up to
   * REFUND_LAG_DAYS before start with a refund recorded on them (it may be paid back in it).
   */
  orders: OrderRow[];
  /** Every payment of those orders. */
  payments: PaymentRow[];
  /** Every day closing of the account (cut by date when computing). */
  closings: DayClosingRow[];
  shops: ShopRow[];
}

const DAY_MS = 86_400_000;

/** How long after its sale the demo platform pays a refund back, at most (day-orders.ts). */
const REFUND_LAG_DAYS = MAX_LAG_DAYS + 1;

const refunded = (order: OrderRow): boolean => cents(order.refunded_price_wt) !== 0;

/**
 * Raw rows for [startIso, endIso): the upstream is asked a day wider on each side and the cut
 * is made here, so it does not depend on the upstream's filter or the service's date code.
 */
export async function rawRange(
  raw: RawUpstream,
  startIso: string,
  endIso: string,
): Promise<RawRange> {
  const start = Date.parse(startIso);
  const end = Date.parse(endIso);
  const [wide, closings, shops] = await Promise.all([
    raw.drain('listOrders', {
      filters: [
        where('date_purchased', '>=', utcWire(start - (REFUND_LAG_DAYS + 1) * DAY_MS)),
        where('date_purchased', '<', utcWire(end + DAY_MS)),
      ],
      order: [{ name: 'id', dir: 'asc' }],
    }),
    raw.drain('listDayClosings', {
      order: [{ name: 'id', dir: 'asc' }],
    }),
    raw.drain('listShops'),
  ]);
  const orders = wide.filter((order) => {
    const instant = instantOf(order.date_purchased);
    return (
      instant < end &&
      (instant >= start || (instant >= start - REFUND_LAG_DAYS * DAY_MS && refunded(order)))
    );
  });
  // One order per call, so every payment is known to be that order's.
  const methods = await raw.drain('listPaymentMethods');
  const aliasOf = new Map(methods.map((method) => [method.id, method.provider_method_type.alias]));
  const payments: PaymentRow[] = [];
  for (let index = 0; index < orders.length; index += 16) {
    const chunk = orders.slice(index, index + 16);
    const perOrder = await Promise.all(
      chunk.map((order) =>
        raw.drain('listPayments', { filters: [inList('order_id', [order.id])] }),
      ),
    );
    chunk.forEach((order, position) => {
      for (const row of perOrder[position] ?? []) {
        payments.push({
          id: row.id,
          order_id: order.id,
          amount: row.amount,
          status: row.status,
          date_paid: row.date_paid ?? null,
          type_alias: aliasOf.get(row.provider_method.id) ?? 'unknown',
        });
      }
    });
  }
  return { orders, payments, closings, shops };
}

/**
 * The rows of `data` purchased in [startIso, endIso), with the refunded ones purchased before
 * it (closings and shops as they are).
 */
export function within(data: RawRange, startIso: string, endIso: string): RawRange {
  const start = Date.parse(startIso);
  const end = Date.parse(endIso);
  const orders = data.orders.filter((order) => {
    const instant = instantOf(order.date_purchased);
    return instant < end && (instant >= start || refunded(order));
  });
  const ids = new Set(orders.map((order) => order.id));
  return { ...data, orders, payments: data.payments.filter((p) => ids.has(p.order_id)) };
}

/** A wire amount with at most 2 decimals (a number, or a string as in order payloads) as cents. */
export const cents = (value: number | string): number => Math.round(Number(value) * 100);

/** The refunded share of a line in cents: price × refunded / quantity, half away from zero. */
const refundedCents = (priceCents: number, refunded: number, quantity: number): number => {
  if (refunded <= 0 || quantity <= 0) return 0;
  const exact = (priceCents * Math.min(refunded, quantity)) / quantity;
  return Math.sign(exact) * Math.round(Math.abs(exact));
};

/** Integer 1/10000 euro → cents, half away from zero. */
const tenThousandthsToCents = (value: number): number =>
  Math.sign(value) * Math.floor((Math.abs(value) + 50) / 100);

export interface GroupCents {
  sales: number;
  salesWt: number;
  returns: number;
  returnsWt: number;
}

export interface ExpectedReport {
  /** The in-scope orders (status processing/complete/refunded, in the range and shops). */
  orders: OrderRow[];
  sales: number;
  salesWt: number;
  returns: number;
  returnsWt: number;
  differences: number;
  cost: number;
  marginValue: number;
  /** From the exact amounts, unrounded; null when turnover is 0. */
  marginPercentage: number | null;
  nonRevenue: { gift_card: number; tip: number; invoice_payment: number; prepayment: number };
  nonRevenueTotal: number;
  groups: Map<number | null, GroupCents>;
  directPaid: { net: number; gross: number; orderIds: Set<number> };
  /** Directly paid lines per tax_rate_id (non-turnover lines under null). */
  directRates: Map<number | null, { net: number; gross: number }>;
  notPaidNow: { net: number; gross: number };
  /** Same-day paid payments of directly paid orders, per provider type alias. */
  methods: Map<string, number>;
  /** Signed turnover lines per shop. */
  shops: Map<number, { turnover: number; turnoverWt: number }>;
  valueWt: number;
}

const IN_SCOPE = new Set(['processing', 'complete', 'refunded']);

const addTo = <K>(map: Map<K, number>, key: K, amount: number) =>
  map.set(key, (map.get(key) ?? 0) + amount);

/**
 * The report's figures for the local days firstDate..lastDate whose instants were used to cut
 * `data`, limited to `shopIds` when given. Formulas from docs/financial-report.md.
 */
export function expectedReport(
  data: RawRange,
  firstDate: string,
  lastDate: string,
  shopIds?: readonly number[],
): ExpectedReport {
  const inShops = (shopId: number) => shopIds === undefined || shopIds.includes(shopId);
  const orders = data.orders.filter(
    (order) => IN_SCOPE.has(order.status) && inShops(order.shop_id),
  );
  const expected: ExpectedReport = {
    orders: [],
    sales: 0,
    salesWt: 0,
    returns: 0,
    returnsWt: 0,
    differences: 0,
    cost: 0,
    marginValue: 0,
    marginPercentage: null,
    nonRevenue: { gift_card: 0, tip: 0, invoice_payment: 0, prepayment: 0 },
    nonRevenueTotal: 0,
    groups: new Map(),
    directPaid: { net: 0, gross: 0, orderIds: new Set() },
    directRates: new Map(),
    notPaidNow: { net: 0, gross: 0 },
    methods: new Map(),
    shops: new Map(),
    valueWt: 0,
  };
  let cost = 0; // 1/10000 euro
  const paymentsByOrder = new Map<number, PaymentRow[]>();
  for (const payment of data.payments) {
    paymentsByOrder.set(payment.order_id, [
      ...(paymentsByOrder.get(payment.order_id) ?? []),
      payment,
    ]);
  }
  const inDays = (day: string) => day >= firstDate && day <= lastDate;
  for (const order of orders) {
    const own = paymentsByOrder.get(order.id) ?? [];
    const purchaseDay = amsterdamDay(instantOf(order.date_purchased));
    // A refund counts on the day it was paid back (the latest refund payment), else the
    // purchase day (docs/financial-report.md).
    const paidBack = own
      .filter((payment) => cents(payment.amount) < 0 && payment.date_paid !== null)
      .map((payment) => amsterdamDay(instantOf(payment.date_paid ?? '')))
      .sort();
    const refundDay = paidBack.at(-1) ?? purchaseDay;
    const sold = inDays(purchaseDay);
    const refundIn = inDays(refundDay);
    if (sold) expected.orders.push(order);
    if (sold) expected.valueWt += cents(order.value_wt) + cents(order.refunded_price_wt);
    let net = 0;
    let gross = 0;
    for (const line of order.order_items) {
      const refundedQuantity =
        line.quantity > 0 ? Math.min(line.refunded_quantity, line.quantity) : 0;
      const back = refundIn ? refundedCents(cents(line.price), refundedQuantity, line.quantity) : 0;
      const backWt = refundIn
        ? refundedCents(cents(line.price_wt), refundedQuantity, line.quantity)
        : 0;
      if (sold) {
        net += cents(line.price);
        gross += cents(line.price_wt);
      }
      if (!line.is_turnover) {
        const amount = (sold ? cents(line.price_wt) : 0) - backWt;
        expected.nonRevenueTotal += amount;
        const kind = line.non_turnover_kind;
        if (kind !== null) expected.nonRevenue[kind] += amount;
        continue;
      }
      const costPpu = Math.round(Number(line.cost_ppu ?? 0) * 10_000);
      cost += ((sold ? line.quantity : 0) - (refundIn ? refundedQuantity : 0)) * costPpu;
      if (line.quantity === 0) continue;
      const group = expected.groups.get(line.flat_product.product.product_group_id) ?? {
        sales: 0,
        salesWt: 0,
        returns: 0,
        returnsWt: 0,
      };
      if (sold && line.quantity > 0) {
        group.sales += cents(line.price);
        group.salesWt += cents(line.price_wt);
      } else if (sold) {
        group.returns -= cents(line.price);
        group.returnsWt -= cents(line.price_wt);
      }
      // A refund keeps the line as sold and records refunded_quantity: that share is a return.
      group.returns += back;
      group.returnsWt += backWt;
      expected.groups.set(line.flat_product.product.product_group_id, group);
      const shop = expected.shops.get(order.shop_id) ?? { turnover: 0, turnoverWt: 0 };
      shop.turnover += (sold ? cents(line.price) : 0) - back;
      shop.turnoverWt += (sold ? cents(line.price_wt) : 0) - backWt;
      expected.shops.set(order.shop_id, shop);
    }
    if (!sold) continue;
    const sameDay = own.filter(
      (payment) =>
        payment.status === 'paid' &&
        payment.date_paid !== null &&
        amsterdamDay(instantOf(payment.date_paid)) === purchaseDay,
    );
    const paid = sameDay.reduce((total, payment) => total + cents(payment.amount), 0);
    // Directly paid: the same-day payments cover what it was sold for (before any refund).
    if (paid === cents(order.value_wt) + cents(order.refunded_price_wt)) {
      expected.directPaid.net += net;
      expected.directPaid.gross += gross;
      expected.directPaid.orderIds.add(order.id);
      for (const line of order.order_items) {
        const key = line.is_turnover ? line.tax_rate_id : null;
        const rate = expected.directRates.get(key) ?? { net: 0, gross: 0 };
        rate.net += cents(line.price);
        rate.gross += cents(line.price_wt);
        expected.directRates.set(key, rate);
      }
      for (const payment of sameDay) {
        addTo(expected.methods, payment.type_alias, cents(payment.amount));
      }
    } else {
      expected.notPaidNow.net += net;
      expected.notPaidNow.gross += gross;
    }
  }
  for (const group of expected.groups.values()) {
    expected.sales += group.sales;
    expected.salesWt += group.salesWt;
    expected.returns += group.returns;
    expected.returnsWt += group.returnsWt;
  }
  for (const closing of data.closings) {
    if (closing.date < firstDate || closing.date > lastDate || !inShops(closing.shop_id)) continue;
    expected.differences += cents(closing.expected_cash) - cents(closing.counted_cash);
  }
  expected.cost = tenThousandthsToCents(cost);
  const turnover = (expected.sales - expected.returns - expected.differences) * 100;
  expected.marginValue = tenThousandthsToCents(turnover - cost);
  expected.marginPercentage = turnover === 0 ? null : ((turnover - cost) / turnover) * 100;
  return expected;
}
