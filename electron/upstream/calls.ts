/**
 * The one table of upstream calls: module/function names, positional arguments, how sure we
 * are the platform offers the call, and the schema of what it answers. The client parses
 * every answer with the call's schema, so `drain('listOrders')` returns typed rows; the demo
 * platform dispatches on the same table, so both sides always agree.
 *
 * Evidence (docs/upstream.md cites the file behind each):
 * - `recorded`: a public recording of the real platform shows the call and its answer;
 * - `public-code`: the platform's public integrations call it, but no answer is recorded;
 * - `assumed`: our guess at a call the platform surely has under some name. The service
 *   tries it once per account and treats "unknown function" as a missing capability.
 */
import type { z } from 'zod';
import { productPriceRowSchema, shopProductRowSchema } from './wire/catalog.js';
import { dayClosingRowSchema, orderRowSchema, paymentRowSchema } from './wire/orders.js';
import {
  locationRowSchema,
  paymentMethodRowSchema,
  productGroupRowSchema,
  shopRowSchema,
  taxRateRowSchema,
} from './wire/reference.js';
import { sessionAuthSchema, sessionInfoSchema } from './wire/session.js';

type CallEvidence = 'recorded' | 'public-code' | 'assumed';

interface CallSpec {
  module: string;
  function: string;
  /** Positional parameters in order; list calls end in start, limit, order, filters. */
  args: readonly string[];
  evidence: CallEvidence;
  /** List calls: the schema of one row. */
  row?: z.ZodType;
  /** Single-answer calls: the schema of the answer. */
  answer?: z.ZodType;
  /**
   * Fields of a row (or of the answer) that no public recording shows: read when a platform
   * sends them, never required. `a.b` goes into objects, `list[].c` into each list item. The
   * demo platform leaves them out in its strict-public mode.
   */
  assumedFields?: readonly string[];
}

const LIST_ARGS = ['start', 'limit', 'order', 'filters'] as const;

/**
 * The order fields our report needs that the recorded order payloads do not carry. A line's
 * group is recorded only under `flat_product.product`; a group on the line itself is ours.
 */
const ORDER_ASSUMED_FIELDS = [
  'location_id',
  'order_items[].cost_ppu',
  'order_items[].non_turnover_kind',
  'order_items[].product_group_id',
] as const;

export const UPSTREAM_CALLS = {
  login: {
    module: 'RelationsModule',
    function: 'startSessionByEmail',
    args: ['email', 'password', 'account'],
    evidence: 'public-code',
    answer: sessionAuthSchema,
  },
  sessionInfo: {
    module: 'RelationsModule',
    function: 'getSessionInfo',
    args: [],
    evidence: 'assumed',
    answer: sessionInfoSchema,
  },
  searchProducts: {
    module: 'ShopModule',
    function: 'naturalSearchShopFlatProductForHooks',
    // Recorded only with query 0 ("everything"); text in `query` is our assumption.
    args: ['query', 'lang', ...LIST_ARGS],
    evidence: 'recorded',
    row: shopProductRowSchema,
    assumedFields: ['flat_product.product.product_group_id'],
  },
  listProductPrices: {
    module: 'ProductsModule',
    function: 'listProductPrices',
    args: LIST_ARGS,
    evidence: 'assumed',
    row: productPriceRowSchema,
  },
  listTaxRates: {
    module: 'ProductsModule',
    function: 'listTaxRates',
    args: LIST_ARGS,
    evidence: 'recorded',
    row: taxRateRowSchema,
  },
  listPaymentMethods: {
    module: 'ShopModule',
    function: 'listTranslatedPaymentMethodForHooks',
    args: ['lang', ...LIST_ARGS],
    evidence: 'public-code',
    row: paymentMethodRowSchema,
    assumedFields: ['alias', 'is_default', 'published', 'provider_method_type'],
  },
  listShops: {
    module: 'ShopModule',
    function: 'listShops',
    args: ['query', 'lang', ...LIST_ARGS],
    evidence: 'public-code',
    row: shopRowSchema,
    // The recorded shop has only `shop_type_id`; the nested type is recorded in a webhook only.
    assumedFields: ['location_id', 'shop_type'],
  },
  listLocations: {
    module: 'ShopModule',
    function: 'listLocationsForHook',
    args: LIST_ARGS,
    evidence: 'recorded',
    row: locationRowSchema,
  },
  listProductGroups: {
    module: 'ProductsModule',
    function: 'listProductGroups',
    args: LIST_ARGS,
    evidence: 'assumed',
    row: productGroupRowSchema,
  },
  listOrders: {
    module: 'ShopModule',
    function: 'listOrders',
    args: LIST_ARGS,
    evidence: 'assumed',
    row: orderRowSchema,
  },
  getOrder: {
    module: 'ShopModule',
    function: 'getOrder',
    args: ['id', 'options'],
    evidence: 'public-code',
    answer: orderRowSchema,
    assumedFields: ORDER_ASSUMED_FIELDS,
  },
  listPayments: {
    module: 'PaymentModule',
    function: 'listPayments',
    args: LIST_ARGS,
    evidence: 'assumed',
    row: paymentRowSchema,
    assumedFields: ['order_id', 'shop_id', 'provider_method.provider_method_type'],
  },
  listDayClosings: {
    module: 'PosModule',
    function: 'listDayClosings',
    args: LIST_ARGS,
    evidence: 'assumed',
    row: dayClosingRowSchema,
  },
} as const satisfies Record<string, CallSpec>;

type Calls = typeof UPSTREAM_CALLS;
export type UpstreamCallName = keyof Calls;

/** Calls that answer a list page (`{data, count, total}`). */
export type ListCallName = {
  [Name in UpstreamCallName]: Calls[Name] extends { row: z.ZodType } ? Name : never;
}[UpstreamCallName];

/** Calls that answer one value. */
export type SingleCallName = Exclude<UpstreamCallName, ListCallName>;

/** The row type a list call's answer is parsed into. */
export type RowOf<Name extends ListCallName> = Calls[Name] extends { row: infer Schema }
  ? Schema extends z.ZodType
    ? z.output<Schema>
    : never
  : never;

/** The answer type of a single-answer call. */
export type AnswerOf<Name extends SingleCallName> = Calls[Name] extends { answer: infer Schema }
  ? Schema extends z.ZodType
    ? z.output<Schema>
    : never
  : never;

/** What the demo platform produces for a list call (the wire shape before parsing). */
export type WireRowOf<Name extends ListCallName> = Calls[Name] extends { row: infer Schema }
  ? Schema extends z.ZodType
    ? z.input<Schema>
    : never
  : never;

export const callLabel = (name: UpstreamCallName): string =>
  `${UPSTREAM_CALLS[name].module}::${UPSTREAM_CALLS[name].function}`;

/** How many positional parameters a list call takes before `start` (-1: not a list call). */
export const leadingCountOf = (name: UpstreamCallName): number =>
  (UPSTREAM_CALLS[name].args as readonly string[]).indexOf('start');

/** Largest `limit` the upstream accepts per list call; a larger one is an error there. */
export const UPSTREAM_LIST_LIMIT = 1000;
export const UPSTREAM_ORDER_LIST_LIMIT = 100;

export const listLimitOf = (call: UpstreamCallName): number =>
  call === 'listOrders' ? UPSTREAM_ORDER_LIST_LIMIT : UPSTREAM_LIST_LIMIT;

/**
 * Every call but the login only reads: the login opens a session. Reads may be shared by
 * concurrent callers and sent again after a dropped connection; the login never is.
 */
export const isReadOnlyCall = (name: UpstreamCallName): boolean => name !== 'login';
