/**
 * GET /api/vat-return: the Dutch VAT return (btw-aangifte) as far as sales data fills it, for
 * an Amsterdam day range, defined once. Its figures are the financial report's VAT rows of
 * the same range and location regrouped by rubriek (docs/financial-report.md, "The VAT
 * return"), so the two always agree to the cent.
 */
import { z } from 'zod';
import { bridgeSchema } from './bridges.js';
import { dayRangeQuery, exportQuery, idParam, localDate } from './common.js';
import {
  correctionSchema,
  correctionsFromFiledSchema,
  vatFilingHistorySchema,
  vatFilingSchema,
} from './vat-filings.js';
import { SALES_RUBRIEKEN } from './vat-rubrieken.js';

export const vatReturnQuerySchema = z.strictObject({
  ...dayRangeQuery,
  location_id: idParam
    .optional()
    .meta({ description: 'Only the shops of this location (as the financial report).' }),
  ...exportQuery,
});

// Its own module, so the filed periods' contract (vat-filings.ts) can name them too.
export { SALES_RUBRIEKEN, type SalesRubriek } from './vat-rubrieken.js';

/** The form's other rubrieken: sales data cannot fill them, so they are never shown as 0. */
export const OTHER_RUBRIEKEN = [
  '1d',
  '2a',
  '3a',
  '3b',
  '3c',
  '4a',
  '4b',
  '5a',
  '5b',
  '5c',
  '5d',
  '5e',
  '5f',
  '5g',
] as const;

export const NON_REVENUE_KINDS = [
  'gift_cards',
  'tips',
  'invoice_payments',
  'prepayments',
  'other',
] as const;
export type NonRevenueKind = (typeof NON_REVENUE_KINDS)[number];

const money = z.number().meta({ description: 'Euros, exact to the cent.' });
const wholeEuros = z
  .number()
  .int()
  .meta({ description: 'Whole euros, rounded down (in the retailer’s favour, as allowed).' });

const vatReturnRateSchema = z
  .object({
    tax_rate_id: z.number().int(),
    rate: z.number().nullable().meta({ description: 'Percentage (21 means 21 %).' }),
    turnover: money.meta({ description: 'Excl. VAT: the report’s net of this rate.' }),
    vat: money,
  })
  .meta({ id: 'VatReturnRate' });

const vatReturnRubriekSchema = z
  .object({
    rubriek: z.enum(SALES_RUBRIEKEN),
    turnover: money.meta({ description: 'Turnover excl. VAT, to the cent.' }),
    vat: money.meta({ description: 'VAT, to the cent (0 for 1e).' }),
    turnover_whole_euros: wholeEuros,
    vat_whole_euros: wholeEuros,
    rates: z.array(vatReturnRateSchema).meta({ description: 'The rates it is made of.' }),
  })
  .meta({ id: 'VatReturnRubriek' });

const vatReturnOtherSchema = z
  .object({
    rubriek: z.enum(OTHER_RUBRIEKEN),
    source: z.literal('not_from_sales_data'),
  })
  .meta({ id: 'VatReturnNotFromSales' });

const vatReturnNonRevenueSchema = z
  .object({
    kind: z.enum(NON_REVENUE_KINDS),
    amount: money.meta({ description: 'Incl. any VAT the line carries; signed.' }),
    reason: z.string().meta({ description: 'Why it is not turnover.' }),
  })
  .meta({ id: 'VatReturnNonRevenue' });

const vatReturnOssRateSchema = z
  .object({
    tax_rate_id: z.number().int(),
    rate: z
      .number()
      .nullable()
      .meta({ description: 'Percentage of that member state (6 means 6 %).' }),
    turnover: money.meta({ description: 'Excl. VAT.' }),
    vat: money,
  })
  .meta({ id: 'VatReturnOssRate' });

const vatReturnOssCountrySchema = z
  .object({
    country_iso2: z.string().meta({
      description: 'The member state whose rate the lines carry (the tax rate’s country).',
    }),
    turnover: money.meta({ description: 'Turnover excl. VAT, to the cent.' }),
    vat: money.meta({ description: 'VAT due in that member state, to the cent.' }),
    rates: z.array(vatReturnOssRateSchema).meta({ description: 'The rates it is made of.' }),
  })
  .meta({ id: 'VatReturnOssCountry' });

/** Today's figure less the filed one; null where it has not changed. */
const sinceFiledSchema = z
  .object({ turnover: money, vat: money })
  .nullable()
  .meta({ description: 'The correction since filing: today less as filed; null: unchanged.' });

const asFiledRubriekSchema = z
  .object({
    rubriek: z.enum(SALES_RUBRIEKEN),
    turnover: money.meta({ description: 'Turnover excl. VAT as filed, to the cent.' }),
    vat: money.meta({ description: 'VAT as filed, to the cent.' }),
    turnover_whole_euros: wholeEuros,
    vat_whole_euros: wholeEuros,
    correction: sinceFiledSchema,
  })
  .meta({ id: 'VatReturnAsFiledRubriek' });

const asFiledOssSchema = z
  .object({
    country_iso2: z.string(),
    turnover: money.meta({ description: 'As filed (0 for a country filed without sales).' }),
    vat: money,
    correction: sinceFiledSchema,
  })
  .meta({ id: 'VatReturnAsFiledOss' });

/**
 * A filed period's return as it was filed, each line with its correction since beside it:
 * what the screen, the exports and the print show as the period's figures (decision 0102).
 */
const asFiledSchema = z
  .object({
    rubrieken: z.array(asFiledRubriekSchema).meta({ description: '1a, 1b, 1c, 1e in order.' }),
    vat_on_sales: z.object({
      vat: money,
      vat_whole_euros: wholeEuros,
      correction_vat: money.meta({ description: 'Σ of the corrections’ VAT of 1a–1e.' }),
    }),
    oss: z.array(asFiledOssSchema).meta({
      description: 'Per country as filed; a country with a correction only is listed with 0.',
    }),
    oss_total: z.object({ turnover: money, vat: money }),
  })
  .meta({ id: 'VatReturnAsFiled' });
export type VatReturnAsFiled = z.infer<typeof asFiledSchema>;

export const vatReturnSchema = z
  .object({
    from: localDate.meta({ description: 'First local day, inclusive (YYYY-MM-DD).' }),
    to: localDate.meta({ description: 'Last local day, inclusive (YYYY-MM-DD).' }),
    location_id: z.number().int().nullable(),
    currency: z.literal('EUR'),
    rounding: z.literal('whole_euros_down').meta({
      description:
        'The `_whole_euros` figures drop the cents, rounding down, as the tax office allows.',
    }),
    rubrieken: z.array(vatReturnRubriekSchema).meta({ description: '1a, 1b, 1c, 1e in order.' }),
    vat_on_sales: z
      .object({ vat: money, vat_whole_euros: wholeEuros })
      .meta({ description: 'Σ VAT of 1a–1e: 5a less what 2a, 4a and 4b add, which sales lack.' }),
    oss: z.array(vatReturnOssCountrySchema).meta({
      description:
        'Sales at a rate of another EU member state (the tax rate’s country in the platform’s ' +
        'registry), per country: not in 1a–1e, they go on the One-Stop-Shop (OSS) return.',
    }),
    oss_total: z
      .object({ turnover: money, vat: money })
      .meta({ description: 'Σ of the OSS countries.' }),
    not_from_sales_data: z.array(vatReturnOtherSchema),
    turnover_without_rate: money.meta({
      description: 'Turnover lines without a VAT rate, incl. VAT: place them by hand (usually 0).',
    }),
    non_revenue: z.array(vatReturnNonRevenueSchema),
    non_revenue_total: money,
    report_bridge: bridgeSchema.meta({
      description:
        'From the financial report’s turnover to this return’s 1a + 1b + 1c + 1e + OSS ' +
        '(`compared`), by the items that make the difference.',
    }),
    filed: vatFilingSchema.nullable().meta({
      description:
        'The filing when this range and location is a filed period (POST ' +
        '/api/vat-return/filed): its figures as filed, which never change; null otherwise.',
    }),
    as_filed: asFiledSchema.nullable().meta({
      description:
        'A filed period only: its figures as filed, in whole euros too, each with its ' +
        'correction since beside it. The top-level figures stay today’s.',
    }),
    filing_history: z.array(vatFilingHistorySchema).meta({
      description:
        'Every filing of exactly this range and location, standing or undone, oldest first: ' +
        'who filed it and when, and who undid it, when and why.',
    }),
    corrections: z.array(correctionSchema).meta({
      description:
        'A filed period only: each rubriek or OSS country whose figure today differs from ' +
        'the filed one, by the difference; declared in the next return.',
    }),
    corrections_from_filed: z.array(correctionsFromFiledSchema).meta({
      description:
        'The filed periods of the same location whose next period (as long a kind: month, ' +
        'quarter or year) this range is, each with its corrections to declare in this return.',
    }),
  })
  .meta({ id: 'VatReturn' });

export type VatReturn = z.infer<typeof vatReturnSchema>;
/** The return as the sales data makes it, before the filed periods are looked at. */
export type SalesVatReturn = Omit<
  VatReturn,
  'filed' | 'as_filed' | 'filing_history' | 'corrections' | 'corrections_from_filed'
>;
