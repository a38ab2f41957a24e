/**
 * The money of one order, computed exactly with shared/money: each line's price after
 * discount, its VAT rounded to cents, the order totals as sums of lines, and the order taxes
 * per rate as sums of the lines at that rate. So every figure the demo serves adds up.
 */
import {
  ZERO,
  add,
  multiply,
  parseAmount,
  round,
  subtract,
  sum,
  type Amount,
} from '../../../shared/money.js';
import type { NonTurnoverKind } from '../../upstream/wire.js';
import type { SellableProduct } from './catalog.js';
import { payloadMoney, type DemoOrderItem, type DemoOrderTax } from './order-rows.js';

export type LineDraft =
  | { kind: 'product'; product: SellableProduct; quantity: number }
  | { kind: 'non_turnover'; nonTurnoverKind: NonTurnoverKind; name: string; amount: Amount };

interface PricedLine {
  item: Omit<DemoOrderItem, 'id'>;
  price: Amount;
  priceWt: Amount;
  /** Before the order discount (equal to price for non-turnover lines). */
  basePrice: Amount;
  basePriceWt: Amount;
  taxRateId: number | null;
  tax: string;
}

export interface OrderMoney {
  lines: PricedLine[];
  value: Amount;
  valueWt: Amount;
  discountValue: Amount;
  discountValueWt: Amount;
  taxes: DemoOrderTax[];
}

export const withVat = (price: Amount, taxFactor: Amount): Amount =>
  add(price, round(multiply(price, taxFactor), 2));

/** What a product line costs before and after its discount factor, ex and incl. VAT. */
interface LineMoney {
  basePrice: Amount;
  basePriceWt: Amount;
  price: Amount;
  priceWt: Amount;
}

/** A product line's money from its unit price, quantity, VAT fraction and discount factor. */
export function productLineMoney(
  ppu: Amount,
  quantity: number,
  taxFactor: Amount,
  discount: Amount,
): LineMoney {
  const basePrice = round(multiply(ppu, parseAmount(quantity)), 2);
  const price = round(multiply(basePrice, discount), 2);
  return {
    basePrice,
    basePriceWt: withVat(basePrice, taxFactor),
    price,
    priceWt: withVat(price, taxFactor),
  };
}

function unitPrice(product: SellableProduct, quantity: number): { ppu: Amount; ppuWt: Amount } {
  const tier = product.tiers.find((candidate) => Math.abs(quantity) >= candidate.fromQty);
  if (!tier) return { ppu: product.ppu, ppuWt: product.ppuWt };
  return { ppu: tier.ppu, ppuWt: round(withVat(tier.ppu, product.taxFactor), 2) };
}

/** Prices one line; `discount` is the factor applied to turnover lines ('1' = none). */
function priceLine(draft: LineDraft, discount: Amount): PricedLine {
  if (draft.kind === 'non_turnover') {
    const amount = draft.amount;
    const wire = payloadMoney(amount);
    return {
      item: {
        sku: '',
        name: draft.name,
        product_id: null,
        flat_product: { product: { id: null, sku: '', product_group_id: null } },
        quantity: 1,
        refunded_quantity: 0,
        ppu: wire,
        ppu_wt: wire,
        price: wire,
        price_wt: wire,
        tax: payloadMoney(ZERO),
        tax_rate_id: null,
        cost_ppu: null,
        is_shipping: false,
        is_payment: false,
        is_discount: false,
        is_turnover: false,
        non_turnover_kind: draft.nonTurnoverKind,
      },
      price: amount,
      priceWt: amount,
      basePrice: amount,
      basePriceWt: amount,
      taxRateId: null,
      tax: '0',
    };
  }
  const { product, quantity } = draft;
  const { ppu, ppuWt } = unitPrice(product, quantity);
  const { basePrice, basePriceWt, price, priceWt } = productLineMoney(
    ppu,
    quantity,
    product.taxFactor,
    discount,
  );
  return {
    item: {
      sku: product.sku,
      name: product.title,
      product_id: product.id,
      flat_product: {
        product: { id: product.id, sku: product.sku, product_group_id: product.groupId },
      },
      quantity,
      refunded_quantity: 0,
      ppu: payloadMoney(ppu),
      ppu_wt: payloadMoney(ppuWt),
      price: payloadMoney(price),
      price_wt: payloadMoney(priceWt),
      tax: payloadMoney(product.taxFactor),
      tax_rate_id: product.taxRateId,
      cost_ppu: product.costPpu === null ? null : payloadMoney(product.costPpu),
      is_shipping: false,
      is_payment: false,
      is_discount: false,
      is_turnover: true,
      non_turnover_kind: null,
    },
    price,
    priceWt,
    basePrice,
    basePriceWt,
    taxRateId: product.taxRateId,
    tax: product.tax,
  };
}

export function priceOrder(drafts: LineDraft[], discount: string): OrderMoney {
  const factor = parseAmount(discount);
  const lines = drafts.map((draft) => priceLine(draft, factor));
  return { lines, ...orderTotals(lines) };
}

/** What orderTotals needs of a line: its money, and its tax rate (null: no VAT line). */
export type TotalledLine = LineMoney & Pick<PricedLine, 'taxRateId' | 'tax'>;

/** An order's totals and per-rate taxes, as exact sums of its lines (also after an edit). */
export function orderTotals(lines: readonly TotalledLine[]): Omit<OrderMoney, 'lines'> {
  const byRate = new Map<number, TotalledLine[]>();
  for (const line of lines) {
    if (line.taxRateId === null) continue;
    const group = byRate.get(line.taxRateId) ?? [];
    group.push(line);
    byRate.set(line.taxRateId, group);
  }
  const taxes: DemoOrderTax[] = [...byRate.entries()]
    .sort(([a], [b]) => a - b)
    .map(([taxRateId, group]) => {
      const rowTotal = sum(group.map((line) => line.price));
      const rowTotalWt = sum(group.map((line) => line.priceWt));
      return {
        tax_rate_id: taxRateId,
        tax: payloadMoney(parseAmount(group[0]?.tax ?? '0')),
        row_total: payloadMoney(rowTotal),
        row_total_wt: payloadMoney(rowTotalWt),
        value: payloadMoney(subtract(rowTotalWt, rowTotal)),
      };
    });
  const totalOf = (pick: (line: TotalledLine) => Amount): Amount =>
    lines.reduce((acc, line) => add(acc, pick(line)), ZERO);
  return {
    value: totalOf((line) => line.price),
    valueWt: totalOf((line) => line.priceWt),
    discountValue: totalOf((line) => subtract(line.basePrice, line.price)),
    discountValueWt: totalOf((line) => subtract(line.basePriceWt, line.priceWt)),
    taxes,
  };
}
