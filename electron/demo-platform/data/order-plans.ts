/** Turns a scenario into a concrete order plan: lines, discount, status and settlement. */
import { fromCents, type Amount } from '../../../shared/money.js';
import type { OrderStatus } from '../../../shared/api/orders.js';
import type { Random } from '../prng.js';
import type { LineDraft } from './order-lines.js';
import type { MethodTypeAlias } from './reference.js';
import type { OrderPlan, ProductPool, ScenarioName, Settlement } from './scenarios.js';

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

/** The Dutch low rate; an imported order's low-rate line keeps its source's own rate. */
const LOW_RATE = '0.09';

function atImportedRate(line: LineDraft, pool: ProductPool): LineDraft {
  const rate = pool.importedLowRate;
  if (!rate || line.kind !== 'product' || line.product.tax !== LOW_RATE) return line;
  return { ...line, product: { ...line.product, ...rate } };
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
    case 'imported': {
      const plan = web('complete', paidNow('Imported'));
      return { ...plan, lines: plan.lines.map((line) => atImportedRate(line, pool)) };
    }
    case 'web_new':
      return web('new', { kind: 'pending', type: 'Web' });
    case 'on_hold':
      return web('on_hold', { kind: 'none' });
    case 'cancelled':
      return web('cancelled', { kind: 'cancelled', type: 'Web' });
    case 'refunded':
      return web('refunded', {
        kind: 'refunded',
        type: 'Web',
        afterDays: random.int(1, 10),
        lines: 'all',
      });
    case 'partial_refund':
      // Two lines at least, so one can be refunded while the order stays complete.
      return {
        ...web('complete', {
          kind: 'refunded',
          type: 'Web',
          afterDays: random.int(0, 5),
          lines: 'first',
        }),
        lines: [...productLines(random, pool, 1, 1), ...productLines(random, pool, 1, 3)],
      };
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
