/**
 * Filed VAT periods, defined once: POST /api/vat-return/filed marks a period as filed and
 * keeps the VAT return's figures as they were filed; GET lists them; DELETE un-files one made
 * by mistake. A filed period's return answers its filed figures beside today's and the
 * difference, the correction (decision 0080).
 */
import { z } from 'zod';
import { storedText } from './stored-text.js';
import { dateParam, localDate } from './common.js';
import { SALES_RUBRIEKEN } from './vat-rubrieken.js';

const money = z.number().meta({ description: 'Euros, exact to the cent.' });

export const vatFilingInputSchema = z.strictObject({
  from: dateParam.meta({ description: 'First local day of the period, inclusive.' }),
  to: dateParam.meta({ description: 'Last local day of the period, inclusive; over already.' }),
  location_id: z
    .number()
    .int()
    .positive()
    .nullable()
    .optional()
    .meta({ description: 'The location whose return it is; left out or null: all of them.' }),
});

/** A figure of the return per rubriek (1a, 1b, 1c, 1e) as filed, to the cent. */
const filedRubriekSchema = z
  .object({ rubriek: z.enum(SALES_RUBRIEKEN), turnover: money, vat: money })
  .meta({ id: 'FiledRubriek' });

/** An OSS country's figures as filed. */
const filedOssCountrySchema = z
  .object({ country_iso2: z.string(), turnover: money, vat: money })
  .meta({ id: 'FiledOssCountry' });

const filedFiguresSchema = z
  .object({
    rubrieken: z.array(filedRubriekSchema),
    oss: z.array(filedOssCountrySchema),
  })
  .meta({ id: 'FiledFigures', description: 'The VAT return’s figures as they were filed.' });
export type FiledFigures = z.infer<typeof filedFiguresSchema>;

export const vatFilingIdParams = z.strictObject({
  id: z.string().regex(/^vfp_[a-f0-9]{16}$/, {
    message: 'must be a filed period id such as vfp_0123456789abcdef',
  }),
});

/** Why a manager undoes a filing; kept in the period's history (decision 0102). */
export const vatFilingUndoSchema = z
  .strictObject({
    reason: storedText(
      z
        .string({ message: 'must be a text saying why' })
        .trim()
        .min(1, { message: 'must say why the filing is undone' })
        .max(500, { message: 'must be at most 500 characters' }),
      { lines: true },
    ).meta({
      description:
        'Why the filing is undone, in the manager’s own words: lines of text (invalid_text ' +
        'for a control or invisible character other than a line feed).',
    }),
  })
  .meta({ id: 'VatFilingUndo' });
export type VatFilingUndo = z.infer<typeof vatFilingUndoSchema>;

/** Who undid a filing, when and why. */
export const vatFilingUndoneSchema = z
  .object({
    at: z.string().meta({ description: 'When it was undone (ISO 8601).' }),
    by: z.string().meta({ description: 'Who undid it: the manager’s login e-mail.' }),
    reason: z.string(),
  })
  .meta({ id: 'VatFilingUndone' });
export type VatFilingUndone = z.infer<typeof vatFilingUndoneSchema>;

export const vatFilingDeletedSchema = z
  .object({ id: z.string(), deleted: z.literal(true), undone: vatFilingUndoneSchema })
  .meta({ id: 'VatFilingDeleted' });

/** One filing of a period, standing or undone: the period's history. */
export const vatFilingHistorySchema = z
  .object({
    filing_id: z.string(),
    filed_at: z.string(),
    filed_by: z.string(),
    undone: vatFilingUndoneSchema
      .nullable()
      .meta({ description: 'null: the filing stands (it is `filed`).' }),
  })
  .meta({ id: 'VatFilingHistoryEntry' });
export type VatFilingHistoryEntry = z.infer<typeof vatFilingHistorySchema>;

/** An order whose share of a corrected line differs from its share when the period was filed. */
const correctionOrderSchema = z
  .object({
    id: z.number().int(),
    order_number: z.string(),
    backoffice_url: z.string().meta({ description: 'The order in the platform’s back office.' }),
    turnover: z.number().meta({
      description: 'The order’s share of the line today less its share as filed, exact.',
    }),
    vat: z.number().meta({ description: 'The same for the VAT, exact.' }),
  })
  .meta({ id: 'VatCorrectionOrder' });
export type VatCorrectionOrder = z.infer<typeof correctionOrderSchema>;

/**
 * The difference of one rubriek or OSS country: today's figure less the filed one; where it
 * is listed to declare (corrections_from_filed), also less what later returns declared of it.
 */
export const correctionSchema = z
  .object({
    rubriek: z.enum(SALES_RUBRIEKEN).nullable().meta({ description: 'null for an OSS line.' }),
    country_iso2: z.string().nullable().meta({ description: 'The OSS country; null for 1a–1e.' }),
    turnover: money.meta({ description: 'Today’s turnover less the filed one.' }),
    vat: money.meta({ description: 'Today’s VAT less the filed one.' }),
    orders: z
      .array(correctionOrderSchema)
      .nullable()
      .meta({
        description:
          'The orders that caused it, in id order, each by its share’s difference; they add up ' +
          'to the correction. null: the filing was kept without its orders (filed before they ' +
          'were kept), so they are not known.',
      }),
  })
  .meta({ id: 'VatCorrection' });
export type VatCorrection = z.infer<typeof correctionSchema>;
/** A correction's figures, before the orders behind it are looked up. */
export type VatCorrectionFigures = Omit<VatCorrection, 'orders'>;

/**
 * A filed period's corrections still to declare, as the first open period after it lists
 * them; kept with a filing as what it declared (VatFiling.declared).
 */
export const correctionsFromFiledSchema = z
  .object({
    filing_id: z.string(),
    from: localDate,
    to: localDate,
    corrections: z.array(correctionSchema),
  })
  .meta({ id: 'VatCorrectionsFromFiled' });
export type VatCorrectionsFromFiled = z.infer<typeof correctionsFromFiledSchema>;

export const vatFilingSchema = z
  .object({
    id: z.string().meta({ description: 'vfp_ and 16 hex digits.' }),
    from: localDate.meta({ description: 'First local day, inclusive (YYYY-MM-DD).' }),
    to: localDate.meta({ description: 'Last local day, inclusive (YYYY-MM-DD).' }),
    location_id: z.number().int().nullable().meta({ description: 'null: all locations.' }),
    filed_at: z.string().meta({ description: 'When it was marked filed (ISO 8601).' }),
    filed_by: z.string().meta({ description: 'Who marked it: the user’s login e-mail.' }),
    figures: filedFiguresSchema,
    declared: z.array(correctionsFromFiledSchema).meta({
      description:
        'The corrections of earlier filed periods declared in this return: what its return ' +
        'listed in corrections_from_filed when it was marked filed, kept as it was then. ' +
        'Empty for a filing kept before they were kept (it declared nothing).',
    }),
  })
  .meta({ id: 'VatFiling' });
export type VatFiling = z.infer<typeof vatFilingSchema>;

export const vatFilingsSchema = z
  .object({ filings: z.array(vatFilingSchema).meta({ description: 'Oldest period first.' }) })
  .meta({ id: 'VatFilings' });
