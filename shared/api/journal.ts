/**
 * GET /api/journal: the financial report's figures as a balanced journal, one entry per
 * Amsterdam day, posted to the accounts of the ledger mapping (docs/journal.md), defined
 * once. As CSV one row per journal line, as .xlsx the same on one sheet, as `xaf` an XML
 * Auditfile Financieel 4.0 (or 3.2 with `xaf_version=3.2`).
 */
import { z } from 'zod';
import { bridgeSchema } from './bridges.js';
import { dayRangeQuery, exportQuery, idParam, localDate } from './common.js';

/** The XAF versions `format=xaf` writes; the first is the default. */
export const XAF_VERSIONS = ['4.0', '3.2'] as const;
export type XafVersion = (typeof XAF_VERSIONS)[number];

export const journalQuerySchema = z.strictObject({
  ...dayRangeQuery,
  location_id: idParam
    .optional()
    .meta({ description: 'Only the shops of this location (as the financial report).' }),
  ...exportQuery,
  lang: exportQuery.lang.meta({
    description:
      'The language of the descriptions (and of the CSV and .xlsx headers): `en` (default) or `nl`. Also for JSON.',
  }),
  format: z
    .enum(['json', 'csv', 'xlsx', 'xaf'], { message: 'must be json, csv, xlsx or xaf' })
    .optional()
    .meta({
      description:
        'Answer format; without it the Accept header decides (default JSON). `xaf`: an XML ' +
        'Auditfile Financieel, 4.0 unless `xaf_version` says 3.2 (application/xml).',
    }),
  xaf_version: z
    .enum(XAF_VERSIONS, { message: 'must be 4.0 or 3.2' })
    .optional()
    .meta({
      description:
        'With `format=xaf`: `4.0` (default; with RGS codes and the VAT code on revenue lines) ' +
        'or `3.2`, for bookkeeping packages that read no 4.0 yet.',
    }),
});

const money = z.number().meta({ description: 'Euros, exact to the cent; never negative.' });

/** What a journal line posts; docs/journal.md has the account and side of each. */
export const JOURNAL_LINE_KINDS = [
  'payment',
  'not_paid_now',
  'sales',
  'returns',
  'vat',
  'refund',
  'settlement',
  'cash_difference',
  'gift_cards',
  'tips',
  'invoice_payments',
  'prepayments',
  'stock_change',
  'cost_of_sales',
] as const;
export type JournalLineKind = (typeof JOURNAL_LINE_KINDS)[number];

const journalLineSchema = z
  .object({
    account: z.string().meta({ description: 'Ledger account code (the mapping’s).' }),
    kind: z.enum(JOURNAL_LINE_KINDS),
    key: z
      .string()
      .nullable()
      .meta({ description: 'Group id, tax rate id or type alias the line is for; null: none.' }),
    description: z.string(),
    debit: money,
    credit: money,
    vat_code: z
      .string()
      .nullable()
      .meta({
        description:
          'The VAT code of revenue and VAT lines (NL21, NL9, ...; BE6 for another member ' +
          'state’s rate, OSS); else null.',
      }),
    vat_amount: z
      .number()
      .nullable()
      .meta({
        description:
          'Revenue lines: the VAT of the lines whose turnover they post, on the same side ' +
          '(never negative), so the taxable base and VAT per code can be read; else null.',
      }),
  })
  .meta({ id: 'JournalLine' });

export const journalEntrySchema = z
  .object({
    number: z.string().meta({ description: 'Stable per day (and location): BOD-YYYYMMDD[-Ln].' }),
    date: localDate.meta({ description: 'The Amsterdam day (YYYY-MM-DD).' }),
    description: z.string(),
    lines: z.array(journalLineSchema),
    debit: money,
    credit: money.meta({ description: 'Equal to debit: every entry balances to the cent.' }),
    corrects: localDate.nullable().meta({
      description:
        'A correction entry: the exported day (YYYY-MM-DD) whose figures changed since, the ' +
        'entry holding the difference (numbered BOD-YYYYMMDD[-Ln]-Cn); null: a day’s own entry.',
    }),
    exported_at: z
      .string()
      .nullable()
      .meta({
        description:
          'When this entry was first exported (ISO 8601): from then on it is answered as it was ' +
          'exported, never changed; null: not exported yet.',
      }),
  })
  .meta({ id: 'JournalEntry' });

/** Why a day cannot balance; docs/journal.md has each. */
export const LEFT_OUT_CODES = [
  'payment_method_without_type',
  'payments_differ',
  'vat_without_rate',
  'non_revenue_without_kind',
  'rounding',
] as const;
export type LeftOutCode = (typeof LEFT_OUT_CODES)[number];

const leftOutDaySchema = z
  .object({
    date: localDate,
    code: z.enum(LEFT_OUT_CODES),
    reason: z.string().meta({ description: 'Why the day cannot balance; it is not plugged.' }),
  })
  .meta({ id: 'JournalLeftOutDay' });

const vatCodeSchema = z
  .object({
    code: z.string(),
    rate: z.number().meta({ description: 'Percentage.' }),
    country_iso2: z
      .string()
      .meta({ description: 'NL, or the member state whose rate it is (then rubriek oss).' }),
    rubriek: z.enum(['1a', '1b', '1c', '1e', 'oss']).meta({
      description: 'The VAT return’s rubriek; oss: another member state’s rate (OSS return).',
    }),
    account: z
      .string()
      .nullable()
      .meta({ description: 'VAT payable account (the country’s OSS one for oss); null for 0 %.' }),
    description: z.string(),
  })
  .meta({ id: 'JournalVatCode' });

/** The journal as the domain makes it; the answer adds its bridge to the report. */
const journalBodySchema = z.object({
  from: localDate,
  to: localDate,
  location_id: z.number().int().nullable(),
  currency: z.literal('EUR'),
  entries: z.array(journalEntrySchema),
  left_out: z.array(leftOutDaySchema),
  vat_codes: z.array(vatCodeSchema),
  corrections_waiting: z.array(z.object({ date: localDate, reason: z.string() })).meta({
    description:
      'Exported days whose figures changed since, of the range or of the run of exported ' +
      'days just before it, whose correction this range has no day for: every day of it ' +
      'was exported already. A range with a day not exported yet posts it there.',
  }),
  stock_changes_missing: z.array(z.object({ date: localDate, reason: z.string() })).meta({
    description:
      'Month ends of the range without their stock change, though the ledger mapping has ' +
      'both its accounts: a value at cost that is not known (no stock snapshot kept yet), ' +
      'or a day not over yet. Empty where the mapping has no stock accounts.',
  }),
  debit: money.meta({ description: 'All entries together.' }),
  credit: money,
});

export const journalSchema = journalBodySchema
  .extend({
    report_bridge: bridgeSchema.meta({
      description:
        'From the financial report’s turnover of the same range and location to the revenue ' +
        'the entries post (`compared`: credit − debit of the `sales` and `returns` lines), by ' +
        'the items that make the difference.',
    }),
  })
  .meta({ id: 'Journal' });

/** The journal without its bridge, as journal-of.ts makes it and the exports read it. */
export type Journal = z.infer<typeof journalBodySchema>;
export type JournalAnswer = z.infer<typeof journalSchema>;
export type JournalEntry = z.infer<typeof journalEntrySchema>;
export type JournalLine = z.infer<typeof journalLineSchema>;
export type JournalVatCode = z.infer<typeof vatCodeSchema>;
