/**
 * Independent expectations for the financial-report tests: the raw upstream rows read straight
 * from the demo platform with the protocol client, cut by literal UTC instants, and every
 * figure summed here in integer cents (cost in 1/10000 euro) with plain Date and Intl; none of
 * the service's report, money or date code is used.
 */
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
  /** Every order purchased in [start, end), whatever its status. */
  orders: OrderRow[];
  /** Every payment of those orders. */
  payments: PaymentRow[];
  /** Every day closing of the account (cut by date when computing). */
  closings: DayClosingRow[];
  shops: ShopRow[];
}

const DAY_MS = 86_400_000;

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
        where('date_purchased', '>=', utcWire(start - DAY_MS)),
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
    return instant >= start && instant < end;
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

/** The rows of `data` purchased in [startIso, endIso) (closings and shops as they are). */
export function within(data: RawRange, startIso: string, endIso: string): RawRange {
  const start = Date.parse(startIso);
  const end = Date.parse(endIso);
  const orders = data.orders.filter((order) => {
    const instant = instantOf(order.date_purchased);
    return instant >= start && instant < end;
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
    orders,
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
  for (const order of orders) {
    // What it was sold for: the platform lowers value_wt by a later refund.
    expected.valueWt += cents(order.value_wt) + cents(order.refunded_price_wt);
    let net = 0;
    let gross = 0;
    for (const line of order.order_items) {
      net += cents(line.price);
      gross += cents(line.price_wt);
      if (!line.is_turnover) {
        expected.nonRevenueTotal += cents(line.price_wt);
        const kind = line.non_turnover_kind;
        if (kind !== null) expected.nonRevenue[kind] += cents(line.price_wt);
        continue;
      }
      const refunded = line.quantity > 0 ? Math.min(line.refunded_quantity, line.quantity) : 0;
      cost += (line.quantity - refunded) * Math.round(Number(line.cost_ppu ?? 0) * 10_000);
      if (line.quantity === 0) continue;
      const group = expected.groups.get(line.flat_product.product.product_group_id) ?? {
        sales: 0,
        salesWt: 0,
        returns: 0,
        returnsWt: 0,
      };
      // A refund keeps the line as sold and records refunded_quantity: that share is a return.
      const back = refundedCents(cents(line.price), refunded, line.quantity);
      const backWt = refundedCents(cents(line.price_wt), refunded, line.quantity);
      if (line.quantity > 0) {
        group.sales += cents(line.price);
        group.salesWt += cents(line.price_wt);
        group.returns += back;
        group.returnsWt += backWt;
      } else {
        group.returns -= cents(line.price);
        group.returnsWt -= cents(line.price_wt);
      }
      expected.groups.set(line.flat_product.product.product_group_id, group);
      const shop = expected.shops.get(order.shop_id) ?? { turnover: 0, turnoverWt: 0 };
      shop.turnover += cents(line.price) - back;
      shop.turnoverWt += cents(line.price_wt) - backWt;
      expected.shops.set(order.shop_id, shop);
    }
    const purchaseDay = amsterdamDay(instantOf(order.date_purchased));
    const sameDay = (paymentsByOrder.get(order.id) ?? []).filter(
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
