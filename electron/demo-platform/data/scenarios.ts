/**
 * What kind of order to generate. Each scenario is one case the report or the spec cares
 * about; every day forces one scenario in rotation, so even a tiny history covers them all.
 */
import { fromCents, type Amount } from '../../../shared/money.js';
import type { OrderStatus } from '../../upstream/wire.js';
import type { Random } from '../prng.js';
import type { SellableProduct } from './catalog.js';
import type { LineDraft } from './order-lines.js';
import type { MethodTypeAlias } from './reference.js';

export type Settlement =
  /** Paid at purchase; each part but the last pays a share, the last pays the rest. */
  | { kind: 'now'; parts: { type: MethodTypeAlias; share: 'half' | Amount | 'rest' }[] }
  /** On account: paid by bank transfer some days later (or never, if that is past the end). */
  | { kind: 'later'; type: MethodTypeAlias; afterDays: number }
  | { kind: 'none' }
  | { kind: 'pending'; type: MethodTypeAlias }
  | { kind: 'cancelled'; type: MethodTypeAlias }
  | { kind: 'refunded'; type: MethodTypeAlias; afterDays: number };

export interface OrderPlan {
  scenario: ScenarioName;
  channel: 'web' | 'till';
  lines: LineDraft[];
  /** Factor on turnover lines: '1' none, below 1 a discount, above 1 a surcharge. */
  discount: string;
  status: OrderStatus;
  settlement: Settlement;
  withCustomer: boolean;
}

export const SCENARIO_WEIGHTS = {
  till_cash: 24,
  till_pin: 30,
  web_paid: 20,
  split_payment: 3,
  tiers: 2,
  discount: 3,
  surcharge: 1,
  full_discount: 1,
  return: 2,
  exchange: 1,
  on_account: 2,
  gift_card_sale: 1,
  gift_card_payment: 1,
  tip: 2,
  invoice_payment: 1,
  prepayment: 1,
  store_credit: 1,
  imported: 1,
  web_new: 1,
  on_hold: 1,
  cancelled: 1,
  refunded: 1,
} as const;

export type ScenarioName = keyof typeof SCENARIO_WEIGHTS;

export const SCENARIOS = Object.keys(SCENARIO_WEIGHTS) as ScenarioName[];
const WEIGHTED = Object.entries(SCENARIO_WEIGHTS) as [ScenarioName, number][];

export const pickScenario = (random: Random): ScenarioName => random.weighted(WEIGHTED);

export interface ProductPool {
  sellable: SellableProduct[];
  tiered: SellableProduct[];
}

function productLines(random: Random, pool: ProductPool, sign: 1 | -1, max = 4): LineDraft[] {
  const count = random.int(1, max);
  return Array.from({ length: count }, () => ({
    kind: 'product' as const,
    product: random.pick(pool.sellable),
    quantity:
      sign *
      random.weighted([
        [1, 70],
        [2, 20],
        [3, 10],
      ]),
  }));
}

/** Whole euros from min to max in steps of `step` euros. */
const euros = (random: Random, min: number, max: number, step = 1): Amount =>
  fromCents(random.int(min / step, max / step) * step * 100);

const paidNow = (type: MethodTypeAlias): Settlement => ({
  kind: 'now',
  parts: [{ type, share: 'rest' }],
});

export function planOrder(scenario: ScenarioName, random: Random, pool: ProductPool): OrderPlan {
  const till = (lines: LineDraft[], settlement: Settlement): OrderPlan => ({
    scenario,
    channel: 'till',
    lines,
    discount: '1',
    status: 'complete',
    settlement,
    withCustomer: false,
  });
  const web = (status: OrderStatus, settlement: Settlement): OrderPlan => ({
    scenario,
    channel: 'web',
    lines: productLines(random, pool, 1),
    discount: '1',
    status,
    settlement,
    withCustomer: true,
  });
  const sale = () => productLines(random, pool, 1);
  switch (scenario) {
    case 'till_cash':
      return till(sale(), paidNow('Cash'));
    case 'till_pin':
      return till(sale(), paidNow('Pin'));
    case 'web_paid':
      return web(random.pick(['processing', 'complete'] as const), paidNow('Web'));
    case 'split_payment':
      return till(sale(), {
        kind: 'now',
        parts: [
          { type: 'Cash', share: 'half' },
          { type: 'Pin', share: 'rest' },
        ],
      });
    case 'tiers': {
      const product =
        pool.tiered.length > 0 ? random.pick(pool.tiered) : random.pick(pool.sellable);
      return till(
        [{ kind: 'product', product, quantity: random.pick([6, 8, 12, 15]) }],
        paidNow('Pin'),
      );
    }
    case 'discount':
      return { ...till(sale(), paidNow('Pin')), discount: random.pick(['0.9', '0.85', '0.75']) };
    case 'surcharge':
      return { ...till(sale(), paidNow('Pin')), discount: '1.05' };
    case 'full_discount':
      return { ...till(sale(), { kind: 'none' }), discount: '0' };
    case 'return':
      return till(
        productLines(random, pool, -1, 2),
        paidNow(random.pick(['Cash', 'Pin', 'Returns'] as const)),
      );
    case 'exchange':
      return till(
        [...productLines(random, pool, -1, 1), ...productLines(random, pool, 1, 2)],
        paidNow('Pin'),
      );
    case 'on_account':
      return {
        ...(random.chance(0.5)
          ? till(sale(), { kind: 'none' })
          : web('complete', { kind: 'none' })),
        settlement: random.chance(0.8)
          ? { kind: 'later', type: 'BankTransfer', afterDays: random.int(3, 20) }
          : { kind: 'none' },
        withCustomer: true,
      };
    case 'gift_card_sale':
      return till(
        [...(random.chance(0.5) ? productLines(random, pool, 1, 1) : []), giftCard(random)],
        paidNow('Pin'),
      );
    case 'gift_card_payment':
      return till(sale(), {
        kind: 'now',
        parts: [
          {
            type: random.pick(['OnlineGiftCard', 'ExternalGiftCard'] as const),
            share: fromCents(2500),
          },
          { type: 'Pin', share: 'rest' },
        ],
      });
    case 'tip':
      return till(
        [
          ...sale(),
          {
            kind: 'non_turnover',
            nonTurnoverKind: 'tip',
            name: 'Fooi',
            amount: fromCents(random.int(1, 10) * 50),
          },
        ],
        paidNow('Pin'),
      );
    case 'invoice_payment':
      return {
        ...till(
          [
            {
              kind: 'non_turnover',
              nonTurnoverKind: 'invoice_payment',
              name: 'Betaling factuur',
              amount: euros(random, 40, 600),
            },
          ],
          paidNow(random.pick(['Pin', 'Cash'] as const)),
        ),
        withCustomer: true,
      };
    case 'prepayment':
      return {
        ...till(
          [
            {
              kind: 'non_turnover',
              nonTurnoverKind: 'prepayment',
              name: 'Aanbetaling',
              amount: euros(random, 20, 150, 10),
            },
          ],
          paidNow('Pin'),
        ),
        withCustomer: true,
      };
    case 'store_credit':
      return till(sale(), {
        kind: 'now',
        parts: [
          { type: 'PaymentBalance', share: fromCents(1000) },
          { type: 'Cash', share: 'rest' },
        ],
      });
    case 'imported':
      return web('complete', paidNow('Imported'));
    case 'web_new':
      return web('new', { kind: 'pending', type: 'Web' });
    case 'on_hold':
      return web('on_hold', { kind: 'none' });
    case 'cancelled':
      return web('cancelled', { kind: 'cancelled', type: 'Web' });
    case 'refunded':
      return web('refunded', { kind: 'refunded', type: 'Web', afterDays: random.int(1, 10) });
  }
}

function giftCard(random: Random): LineDraft {
  return {
    kind: 'non_turnover',
    nonTurnoverKind: 'gift_card',
    name: 'Cadeaukaart',
    amount: fromCents(random.pick([1000, 2500, 5000])),
  };
}
