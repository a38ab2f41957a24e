/**
 * What kind of order to generate. Each scenario is one case the report or the spec cares
 * about; every day forces one scenario in rotation, so even a tiny history covers them all.
 */
import type { Amount } from '../../../shared/money.js';
import type { OrderStatus } from '../../../shared/api/orders.js';
import type { Random } from '../prng.js';
import type { SellableProduct } from './catalog.js';
import type { LineDraft } from './order-lines.js';
import type { MethodTypeAlias } from './reference.js';
import { entriesOf, keysOf } from '../../../shared/guards.js';

export type Settlement =
  /** Paid at purchase; each part but the last pays a share, the last pays the rest. */
  | { kind: 'now'; parts: { type: MethodTypeAlias; share: 'half' | Amount | 'rest' }[] }
  /** On account: paid by bank transfer some days later (or never, if that is past the end). */
  | { kind: 'later'; type: MethodTypeAlias; afterDays: number }
  | { kind: 'none' }
  | { kind: 'pending'; type: MethodTypeAlias }
  | { kind: 'cancelled'; type: MethodTypeAlias }
  /** Refunded later: every line, or only the first (the order then keeps its status). */
  | { kind: 'refunded'; type: MethodTypeAlias; afterDays: number; lines: 'all' | 'first' };

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

const SCENARIO_WEIGHTS = {
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
  partial_refund: 1,
} as const;

export type ScenarioName = keyof typeof SCENARIO_WEIGHTS;

export const SCENARIOS = keysOf(SCENARIO_WEIGHTS);
const WEIGHTED = entriesOf(SCENARIO_WEIGHTS);

export const pickScenario = (random: Random): ScenarioName => random.weighted(WEIGHTED);

export interface ProductPool {
  sellable: SellableProduct[];
  tiered: SellableProduct[];
  /**
   * The rate imported orders keep for low-rate goods: Belgium's 6 % (tax-rates.ts), so the VAT
   * return has another member state's sales to show apart under OSS.
   */
  importedLowRate?: Pick<SellableProduct, 'taxRateId' | 'tax' | 'taxFactor'>;
}
