/**
 * Reference data contracts: tax rates, payment methods, shops, locations and turnover groups.
 * They resolve the ids other answers carry (`tax_rate_id`, `shop_id`, `location_id`,
 * `product_group_id`, payment `type_alias`).
 */
import { z } from 'zod';
import {
  countryParam,
  idParam,
  limitParam,
  listEnvelope,
  pagedEnvelope,
  startParam,
  listExportQuery,
} from './common.js';
import {
  exportKeys,
  locationExport,
  paymentMethodExport,
  shopExport,
  taxRateExport,
  turnoverGroupExport,
  type ExportTableSpec,
} from './export-columns.js';

/** Reference lists are paginated like every list, with the other lists' cap (docs/api.md). */
const REFERENCE_LIMIT_CAP = 1000;

/** Paging for JSON; an export (CSV or .xlsx) holds every row and ignores start and limit. */
const pagingQuery = <Key extends string>(spec: ExportTableSpec<Key>) => ({
  start: startParam,
  limit: limitParam(REFERENCE_LIMIT_CAP),
  ...listExportQuery(exportKeys(spec)),
});

// ---- GET /api/tax-rates -------------------------------------------------------------------

export const taxRatesQuerySchema = z.strictObject({
  country_iso2: countryParam
    .optional()
    .meta({ description: 'Two-letter country code; without it the whole EU registry (AT first).' }),
  ...pagingQuery(taxRateExport),
  // The specification answers the whole registry (some 100 rates) in one answer: a page of
  // the cap by default, so a client that does not page gets every rate.
  limit: limitParam(REFERENCE_LIMIT_CAP, REFERENCE_LIMIT_CAP),
});

const taxRateSchema = z
  .object({
    id: z.number().int(),
    name: z.string().meta({ description: 'Label such as "21%".' }),
    value: z.number().meta({ description: 'Percentage: 21 means 21 % (upstream 0.21).' }),
    country_iso2: z.string(),
    alias: z.string().meta({ description: 'Stable alias: standard, reduced, zero, ...' }),
  })
  .meta({ id: 'TaxRate' });
export type TaxRate = z.infer<typeof taxRateSchema>;

export const taxRatesResponseSchema = pagedEnvelope(taxRateSchema).meta({ id: 'TaxRateList' });

// ---- GET /api/payment-methods -------------------------------------------------------------

export const paymentMethodsQuerySchema = z.strictObject(
  listExportQuery(exportKeys(paymentMethodExport)),
);

const paymentMethodSchema = z
  .object({
    id: z.number().int(),
    title: z.string().meta({ description: 'Friendly name.' }),
    alias: z.string().nullable().meta({ description: 'Null when the platform gives none.' }),
    type_alias: z
      .string()
      .nullable()
      .meta({
        description:
          'Provider type, stable across accounts (Cash, Pin, Web, ...); null when the ' +
          'platform names a type outside the known ones.',
      }),
    is_default: z.boolean(),
  })
  .meta({ id: 'PaymentMethod' });
export type PaymentMethod = z.infer<typeof paymentMethodSchema>;

export const paymentMethodsResponseSchema = listEnvelope(paymentMethodSchema).meta({
  id: 'PaymentMethodList',
});

// ---- GET /api/shops -----------------------------------------------------------------------

export const shopsQuerySchema = z.strictObject(pagingQuery(shopExport));

const shopSchema = z
  .object({
    id: z.number().int(),
    name: z.string(),
    alias: z.string(),
    type: z.enum(['web', 'pos', 'other', 'unknown']).meta({
      description:
        'web = webshop (type alias Web…), pos = till, other = another alias, unknown = the ' +
        'platform names no type alias for the shop.',
    }),
    type_alias: z.string().nullable().meta({
      description: "The platform's shop type alias, e.g. WebWithSync; null when it names none.",
    }),
    location_id: z.number().int().nullable().meta({
      description: 'The physical site; null for a webshop, or when the platform does not say.',
    }),
  })
  .meta({ id: 'Shop' });
export type Shop = z.infer<typeof shopSchema>;

export const shopsResponseSchema = pagedEnvelope(shopSchema).meta({ id: 'ShopList' });

// ---- GET /api/locations, GET /api/locations/{id} ------------------------------------------

export const locationsQuerySchema = z.strictObject(pagingQuery(locationExport));

export const locationParamsSchema = z.strictObject({ id: idParam });

export const locationSchema = z
  .object({
    id: z.number().int(),
    name: z.string(),
    address: z.object({
      street: z.string(),
      street_number: z.string(),
      zipcode: z.string(),
      city: z.string(),
      country_iso2: z.string(),
    }),
    is_default: z.boolean(),
    is_active: z.boolean(),
    shop_ids: z
      .array(z.number().int())
      .meta({ description: 'The shops (tills) at this location, ascending.' }),
  })
  .meta({ id: 'Location' });
export type Location = z.infer<typeof locationSchema>;

export const locationsResponseSchema = pagedEnvelope(locationSchema).meta({
  id: 'LocationList',
});

// ---- GET /api/turnover-groups -------------------------------------------------------------

export const turnoverGroupsQuerySchema = z.strictObject(pagingQuery(turnoverGroupExport));

const turnoverGroupSchema = z
  .object({
    id: z.number().int().meta({ description: 'The `product_group_id` other answers carry.' }),
    name: z.string(),
    code: z.string().meta({ description: 'Revenue-ledger key, e.g. "8010".' }),
  })
  .meta({ id: 'TurnoverGroup' });
export type TurnoverGroup = z.infer<typeof turnoverGroupSchema>;

export const turnoverGroupsResponseSchema = pagedEnvelope(turnoverGroupSchema).meta({
  id: 'TurnoverGroupList',
});
