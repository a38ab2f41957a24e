/**
 * Catalog contracts: GET /api/products, GET /api/product-prices and the GET /api/price-list
 * extension (the spec's recommended price-list join, done once on the server).
 */
import { z } from 'zod';
import {
  booleanParam,
  countryParam,
  listExportQuery,
  limitParam,
  listEnvelope,
  pagedEnvelope,
  startParam,
} from './common.js';
import { exportKeys, priceListExport } from './export-columns.js';
import {
  costSourceSchema,
  stockSnapshotHeadSchema,
  type StockSnapshotHead,
} from './stock-value.js';

const PRODUCTS_LIMIT_CAP = 200;
const PRODUCT_PRICES_LIMIT_CAP = 500;
/** The spec: "up to 200 ids per call is supported in practice"; more is a 400. */
export const MAX_PRODUCT_IDS = 200;
const MAX_SEARCH_LENGTH = 200;
export { PRICE_TYPE } from '../price-types.js';

const searchParam = z
  .string()
  .max(MAX_SEARCH_LENGTH, { message: `is longer than ${MAX_SEARCH_LENGTH} characters` })
  .meta({
    description:
      'Search text: every whitespace-separated term must occur in the sku or the title ' +
      '(case-insensitive). Omitted, empty or only spaces = the whole catalog.',
  });

// ---- GET /api/products --------------------------------------------------------------------

export const productsQuerySchema = z.strictObject({
  q: searchParam.optional(),
  start: startParam,
  limit: limitParam(PRODUCTS_LIMIT_CAP),
});

export const productSchema = z
  .object({
    id: z.number().int().meta({ description: 'Inner product id; price rows join on this.' }),
    sku: z.string(),
    title: z.string(),
    product_group_id: z
      .number()
      .int()
      .nullable()
      .meta({ description: 'Resolves via GET /api/turnover-groups; null when ungrouped.' }),
    type: z.string().meta({
      description:
        'simple, or configurable_assign for a variant of a configurable product (the ' +
        'configurable parent itself is not listed).',
    }),
    stock: z
      .number()
      .nullable()
      .meta({
        description:
          'Orderable stock, a decimal quantity; negative when sold beyond stock. For a product ' +
          'with unlimited stock the counted stock (informational). Null when the platform ' +
          'gives neither.',
      }),
    stock_unlimited: z
      .boolean()
      .meta({ description: 'True: always orderable, whatever `stock` says.' }),
    shop_product_id: z
      .number()
      .int()
      .meta({ description: 'Shop-level key; not used for price joins.' }),
  })
  .meta({ id: 'Product' });
export type Product = z.infer<typeof productSchema>;

export const productsResponseSchema = pagedEnvelope(productSchema)
  .extend({ q: z.string().meta({ description: 'The search text as given ("" when none).' }) })
  .meta({ id: 'ProductList' });

// ---- GET /api/product-prices --------------------------------------------------------------

const ID_TOKEN = /^\d{1,15}$/;

/**
 * `product_ids`: comma-separated inner product ids, tokens trimmed. Anything unusable is a
 * 400 (the service never falls back to "all prices"). Duplicates are harmless and collapse.
 */
const productIdsParam = z
  .string()
  .transform((text, context): number[] => {
    const fail = (message: string) => {
      context.addIssue({ code: 'custom', message });
      return z.NEVER;
    };
    const tokens = text.split(',').map((token) => token.trim());
    if (tokens.every((token) => token === '')) return fail('lists no product ids');
    if (tokens.length > MAX_PRODUCT_IDS) {
      return fail(`lists ${tokens.length} ids; at most ${MAX_PRODUCT_IDS} per call`);
    }
    const ids: number[] = [];
    for (const [index, token] of tokens.entries()) {
      if (token === '') return fail(`has an empty id at position ${index + 1}`);
      if (!ID_TOKEN.test(token)) {
        return fail(`has ${JSON.stringify(token.slice(0, 40))}, which is not a numeric id`);
      }
      const id = Number(token);
      if (id < 1) return fail(`has ${token}, which is not a positive id`);
      ids.push(id);
    }
    return [...new Set(ids)];
  })
  .meta({
    description: `Comma-separated inner product ids (GET /api/products \`id\`), at most ${MAX_PRODUCT_IDS}.`,
    example: '2001,2002',
  });

export const productPricesQuerySchema = z.strictObject({
  product_ids: productIdsParam,
  start: startParam,
  limit: limitParam(PRODUCT_PRICES_LIMIT_CAP),
});

const productPriceSchema = z
  .object({
    id: z.number().int(),
    product_id: z.number().int().meta({ description: 'Joins to the product `id`.' }),
    product_price_type_id: z.number().int().meta({
      description:
        '1 = regular sale price, 6 = discount price, 9 = deposit; 2 = purchase, 3 = cost.',
    }),
    is_sale_price: z.boolean().meta({ description: 'True for type 1.' }),
    ppu: z.number().meta({ description: 'Price per unit excl. VAT (up to 4 decimals).' }),
    ppu_wt: z.number().meta({ description: 'Price per unit incl. VAT (up to 4 decimals).' }),
    tax_rate_id: z.number().int().meta({ description: 'Resolves via GET /api/tax-rates.' }),
    currency: z.string(),
    from_qty: z.number().nullable().meta({
      description:
        'Quantity threshold of a tier; null for the base price (the platform embeds no tiers).',
    }),
  })
  .meta({ id: 'ProductPrice' });
export type ProductPrice = z.infer<typeof productPriceSchema>;

export const productPricesResponseSchema = pagedEnvelope(productPriceSchema).meta({
  id: 'ProductPriceList',
});

// ---- GET /api/price-list (extension) ------------------------------------------------------

export const priceListQuerySchema = z.strictObject({
  q: searchParam.optional(),
  country_iso2: countryParam
    .optional()
    .transform((code) => code ?? 'NL')
    .meta({ description: 'Country whose tax rates give `vat_percent`; default NL.' }),
  never_priced: booleanParam
    .optional()
    .meta({ description: 'true: only products without a base sale price (never priced).' }),
  ...listExportQuery(exportKeys(priceListExport)),
});
export type PriceListQuery = z.input<typeof priceListQuerySchema>;

const priceListRowSchema = z
  .object({
    product_id: z.number().int(),
    sku: z.string(),
    title: z.string(),
    ppu_wt: z
      .number()
      .nullable()
      .meta({ description: 'Base sale price incl. VAT; null when never priced.' }),
    ppu: z
      .number()
      .nullable()
      .meta({ description: 'Base sale price excl. VAT; null when never priced.' }),
    vat_percent: z
      .number()
      .nullable()
      .meta({
        description:
          "The base row's tax rate as a percentage (21 = 21 %), from the country's tax rates; " +
          'null when never priced or when the rate is not one of that country.',
      }),
    tax_rate_id: z.number().int().nullable(),
    discount_ppu_wt: z.number().nullable().meta({
      description: 'The discount price incl. VAT the shop charges now (type 6); null when none.',
    }),
    discount_ppu: z.number().nullable(),
    deposit_ppu_wt: z.number().nullable().meta({
      description: 'Deposit incl. VAT charged on top (type 9, statiegeld); null when none.',
    }),
    cost_price: z
      .number()
      .nullable()
      .meta({
        description:
          'Cost price per unit excl. VAT, 4 decimals: the line of the latest daily stock ' +
          'snapshot (`cost_snapshot`), the one GET /api/stock-value values the product at on ' +
          "that snapshot's day. Null: no snapshot is kept, the product is not in it (unlimited " +
          'stock, or new since) or it had no cost price then.',
      }),
    cost_source: costSourceSchema
      .nullable()
      .meta({ description: 'Where `cost_price` came from; null with it.' }),
    stock: z.number().nullable(),
    stock_unlimited: z.boolean(),
    product_group_id: z.number().int().nullable(),
    product_group_code: z.string().nullable(),
    product_group_name: z.string().nullable(),
  })
  .meta({ id: 'PriceListRow' });
export type PriceListRow = z.infer<typeof priceListRowSchema>;

/** The daily stock snapshot the list's cost prices are from (docs/decisions/0125). */
const costSnapshotSchema = stockSnapshotHeadSchema;

export type CostSnapshot = StockSnapshotHead;

export const priceListResponseSchema = listEnvelope(priceListRowSchema)
  .extend({
    q: z.string(),
    country_iso2: z.string(),
    cost_snapshot: costSnapshotSchema.nullable().meta({
      description:
        'The latest daily stock snapshot, which every `cost_price` is from. Null: none is ' +
        'kept, so every `cost_price` is null: none taken yet (the service takes one each day ' +
        'once the day is over), or the service runs without its read model (`--read-model ' +
        'off`), whose database keeps them; the list itself is answered all the same.',
    }),
  })
  .meta({ id: 'PriceList' });
