/**
 * GET and PUT /api/ledger-mapping: which ledger account each figure of the journal is posted
 * to, per platform account, defined once (docs/journal.md). The service validates a PUT with
 * these schemas; GET answers the mapping as stored plus the defaults and what is missing.
 */
import { z } from 'zod';
import { booleanParam } from './common.js';
import { storedText } from './stored-text.js';

/**
 * A ledger account code as the bookkeeping packages and XAF (`accID`, at most 35 characters)
 * take it: no leading or trailing space, and the rule of all stored text (stored-text.ts: no
 * controls, line separators, invisible format characters, lone surrogates or noncharacters).
 */
export const ACCOUNT_CODE_MAX = 35;
export const accountCodeSchema = storedText(
  z
    .string()
    .min(1, { message: 'must not be empty' })
    .max(ACCOUNT_CODE_MAX, { message: `must be at most ${ACCOUNT_CODE_MAX} characters` })
    .regex(/^\S(?:.*\S)?$/su, { message: 'must not start or end with a space' }),
).meta({ description: 'A ledger account code (1–35 characters).', example: '8000' });

const roleAccount = accountCodeSchema.nullable();

/**
 * The accounts the books need exactly one of; null: not mapped yet. `debtors` takes what is
 * sold on account (not paid now), invoice payments and refunds recorded on an order
 * afterwards (a credit note); `cash_differences` the till's cash short or over;
 * `cross_posting` (kruisposten/memoriaal) no figure of the journal: e-Boekhouden books each
 * row of a memorial entry against it, so it nets to zero each day (docs/journal.md); `stock`
 * and `cost_of_sales` the month's stock change (optional: the journal posts it only where
 * both are mapped).
 */
const singleAccounts = z.strictObject({
  debtors: roleAccount,
  cash_differences: roleAccount,
  gift_cards: roleAccount,
  tips: roleAccount,
  prepayments: roleAccount,
  cross_posting: roleAccount.meta({ description: 'Needed only to post into e-Boekhouden.' }),
  stock: roleAccount.meta({
    description:
      'Voorraad (balance sheet): with cost_of_sales, the journal posts the stock change at ' +
      'cost on each month’s last day. Optional.',
  }),
  cost_of_sales: roleAccount.meta({
    description: 'Kostprijs verkopen (results): the other side of the stock change. Optional.',
  }),
});
// As PUT takes them: a mapping saved before `cross_posting`, `stock` or `cost_of_sales`
// existed has none.
const singleAccountsInput = singleAccounts.extend({
  cross_posting: roleAccount.default(null),
  stock: roleAccount.default(null),
  cost_of_sales: roleAccount.default(null),
});
/** The single roles no figure of a day needs: the journal never lists them missing. */
const OPTIONAL_ROLES: ReadonlySet<string> = new Set(['cross_posting', 'stock', 'cost_of_sales']);
export const isOptionalRole = (role: string): boolean => OPTIONAL_ROLES.has(role);
export const SINGLE_ROLES = singleAccounts.keyof().options;
export type SingleRole = (typeof SINGLE_ROLES)[number];

const companySchema = z.strictObject({
  name: storedText(z.string().trim().max(70, { message: 'must be at most 70 characters' })).meta({
    description: 'The retailer’s legal name, as on the XAF header (at most 70).',
  }),
  vat_number: z
    .string()
    .trim()
    .regex(/^$|^NL\d{9}B\d{2}$/u, { message: 'must be a Dutch VAT number such as NL123456789B01' })
    .meta({ description: 'Btw-identificatienummer, NL999999999B99; empty when not set.' }),
});

const revenueEntry = z.strictObject({
  product_group_id: z
    .number()
    .int()
    .positive()
    .nullable()
    .meta({ description: 'Turnover group; null: turnover lines without a group.' }),
  account: accountCodeSchema,
});
const vatEntry = z.strictObject({
  tax_rate_id: z.number().int().positive(),
  account: accountCodeSchema,
});
/** An EU member state other than the Netherlands, as the tax-rate registry's `country_iso2`. */
const ossCountrySchema = z
  .string()
  .regex(/^[A-Z]{2}$/u, { message: 'must be a two-letter country code such as BE' })
  .refine((code) => code !== 'NL', { message: 'must be another member state than NL' })
  .meta({ description: 'Member state (ISO 3166 alpha-2) whose rates are sold at.' });
const ossEntry = z.strictObject({
  country_iso2: ossCountrySchema,
  account: accountCodeSchema.meta({
    description: 'VAT payable to that member state through the One-Stop-Shop (OSS) return.',
  }),
});

/**
 * A code of the Referentie Grootboekschema (RGS 3.x), as XAF 4.0's `RGScode` (a String255):
 * B (balance) or W (profit and loss) and letters or digits, e.g. WOmzNopOlh, BLimKasKas.
 */
const RGS_CODE_MAX = 255;
const rgsCodeSchema = z
  .string()
  .max(RGS_CODE_MAX, { message: `must be at most ${RGS_CODE_MAX} characters` })
  .regex(/^[BW][A-Za-z0-9]+$/u, {
    message: 'must be an RGS reference code such as WOmzNopOlh (B or W, then letters and digits)',
  })
  .meta({
    description: 'RGS reference code (Referentie Grootboekschema 3.x).',
    example: 'WOmzNopOlh',
  });
const rgsEntry = z.strictObject({ account: accountCodeSchema, code: rgsCodeSchema });

const clearingEntry = z.strictObject({
  type_alias: z
    .string()
    .min(1)
    .max(100)
    .meta({ description: 'Payment-method type as the report names it (Cash, Pin, Web, ...).' }),
  account: accountCodeSchema,
});

/** PUT /api/ledger-mapping: the whole mapping; what it leaves out is unmapped. */
export const ledgerMappingInputSchema = z
  .strictObject({
    company: companySchema,
    revenue: z
      .array(revenueEntry)
      .max(10_000)
      .meta({ description: 'Overrides; a group not listed posts to its product_group_code.' }),
    vat: z.array(vatEntry).max(1_000).meta({ description: 'VAT payable, per tax rate.' }),
    clearing: z
      .array(clearingEntry)
      .max(1_000)
      .meta({ description: 'Where each payment-method type’s receipts are debited.' }),
    accounts: singleAccountsInput,
    oss: z
      .array(ossEntry)
      .max(100)
      .default([])
      .meta({
        description:
          'VAT payable per member state for sales at its rates (OSS); a rate of another member ' +
          'state posts here, not to `vat`. Left out: none.',
      }),
    rgs: z
      .array(rgsEntry)
      .max(20_000)
      .default([])
      .meta({
        description:
          'The RGS code of a ledger account, by account code (XAF 4.0 `RGScode`); optional. ' +
          'Left out: none.',
      }),
  })
  .meta({ id: 'LedgerMappingInput' });
export type LedgerMappingInput = z.infer<typeof ledgerMappingInputSchema>;

const source = z
  .enum(['set', 'default', 'missing'])
  .meta({ description: 'set: stored; default: the group’s product_group_code; missing: none.' });

/**
 * What has no account yet and may be needed: the journal refuses a period that needs it
 * (409). A 0 % rate (no VAT to post) and a payment type none of whose methods is in use are
 * listed without an account but are not missing.
 */
export const missingMappingSchema = z.object({
  role: z.enum(['revenue', 'vat', 'oss', 'clearing', ...SINGLE_ROLES]),
  key: z
    .string()
    .nullable()
    .meta({ description: 'Group id, tax rate id, member state (oss) or type alias.' }),
  name: z.string(),
  rate: z
    .number()
    .nullable()
    .optional()
    .meta({
      description:
        'A tax rate’s (role vat) percentage, 21 meaning 21 %, so a client can name it in ' +
        'words (“hoog tarief 21%”); null where it is not known. Absent for other roles.',
    }),
});

export const ledgerMappingSchema = z
  .object({
    account: z.string().meta({ description: 'The platform account the mapping belongs to.' }),
    updated_at: z.string().nullable().meta({ description: 'ISO time of the last PUT.' }),
    company: companySchema,
    turnover_groups_offered: z.boolean().meta({
      description:
        'false: the platform offers no turnover-group list, so no group is listed and any ' +
        'positive product_group_id is taken unchecked (it cannot be checked).',
    }),
    revenue: z.array(
      z.object({
        product_group_id: z.number().int().nullable(),
        name: z.string(),
        product_group_code: z.string().nullable(),
        account: z.string().nullable(),
        source,
      }),
    ),
    vat: z.array(
      z.object({
        tax_rate_id: z.number().int(),
        name: z.string(),
        country_iso2: z.string().nullable(),
        rate: z.number().nullable().meta({ description: 'Percentage (21 means 21 %).' }),
        account: z.string().nullable().meta({ description: 'Not needed at 0 % (no VAT).' }),
      }),
    ),
    clearing: z.array(
      z.object({ type_alias: z.string(), name: z.string(), account: z.string().nullable() }),
    ),
    accounts: singleAccounts,
    oss: z
      .array(
        z.object({
          country_iso2: z.string(),
          account: z.string().nullable().meta({ description: 'null: not mapped yet.' }),
        }),
      )
      .meta({
        description:
          'Every other member state of the tax-rate registry, with its OSS VAT payable account. ' +
          'The journal asks for one only when the period sold at that state’s rates.',
      }),
    rgs: z
      .array(
        z.object({
          account: z.string().meta({ description: 'A ledger account code the mapping uses.' }),
          code: z.string().nullable().meta({ description: 'Its RGS code; null: none set.' }),
          suggested: z
            .string()
            .nullable()
            .meta({
              description:
                'The usual RGS 3.x code for what the account is used for (docs/journal.md, "RGS ' +
                'codes"); null where its uses differ or no code could be verified.',
            }),
          uses: z.array(z.string()).meta({ description: 'What the mapping posts to it.' }),
        }),
      )
      .meta({ description: 'Every account code the mapping uses (set or by default), once.' }),
    rgs_missing: z
      .array(z.string())
      .meta({ description: 'The accounts in `rgs` without an RGS code (XAF 4.0 leaves it out).' }),
    missing: z.array(missingMappingSchema),
    months_still_reading: z.array(z.string()).meta({
      description:
        'YYYY-MM, newest first: months of the last 13 the warm-up after a login is reading ' +
        'now, whose orders were not looked at for this answer: a rate or payment type only ' +
        'they use is listed (and `missing`) once they are read. Empty otherwise.',
    }),
  })
  .meta({ id: 'LedgerMapping' });
export type LedgerMapping = z.infer<typeof ledgerMappingSchema>;
export type MissingMapping = z.infer<typeof missingMappingSchema>;

/** GET /api/ledger-mapping's query. */
export const ledgerMappingQuerySchema = z.strictObject({
  used: booleanParam.optional().meta({
    description:
      'false: only the account’s own lists (groups, Dutch rates, payment types, single ' +
      'accounts), without reading the last 13 months for the other rates and payment types ' +
      'their orders use; default true.',
  }),
});
