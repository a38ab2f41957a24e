/**
 * The package's accounts against the ledger mapping (GET /api/bookkeeping/accounts) and the
 * links from the mapping's account codes to them (PUT): part of the bookkeeping contract
 * (bookkeeping.ts re-exports it), docs/journal.md "The accounts in the package".
 */
import { z } from 'zod';
import { packageField } from './bookkeeping-package.js';
import { packageGapSchema } from './bookkeeping-gap.js';
import { accountCodeSchema } from './ledger-mapping.js';

/** More links than a ledger mapping has accounts is no mapping's. */
const LINKS_MAX = 500;

const packageAccountSchema = z
  .object({
    id: z.string(),
    code: z.string().nullable().meta({
      description: 'Its code in the package; null: none (a Moneybird category may have none).',
    }),
    name: z.string(),
    takes_journal_entries: z.boolean().meta({
      description:
        'Whether a memorial entry may book on it (Moneybird: its `allowed_document_types` ' +
        'include general journal documents); only such an account can be linked.',
    }),
  })
  .meta({ id: 'BookkeepingPackageAccount' });
export type PackageAccount = z.infer<typeof packageAccountSchema>;

/** How a suggestion was found: the same code, the same RGS code, or the same name. */
export const SUGGESTED_BY = ['code', 'rgs', 'name'] as const;

export const bookkeepingAccountsSchema = z
  .object({
    package: packageField,
    accounts: z
      .array(packageAccountSchema)
      .meta({ description: "The package's active ledger accounts." }),
    mapping: z.array(
      z.object({
        account: z.string().meta({ description: 'A code the ledger mapping posts to.' }),
        uses: z.array(z.string()),
        package_account: packageAccountSchema.nullable().meta({
          description:
            "The package's account posting uses: the one linked, else the one of the same code " +
            'that takes memorial entries; null: none (the account is `missing`).',
        }),
        linked: z.boolean().meta({ description: 'Whether `package_account` is a link.' }),
        suggestion: z
          .object({ id: z.string(), by: z.enum(SUGGESTED_BY) })
          .nullable()
          .meta({
            description:
              'A package account to link, among those taking memorial entries: the same code, ' +
              'else the same RGS code, else the same name (`by` says which); null: none found.',
          }),
      }),
    ),
    takes_vat_codes: z.boolean().meta({
      description:
        "Whether a memorial entry's lines carry the package's VAT codes (Moneybird's tax " +
        'rates). false (e-Boekhouden.nl, which would calculate VAT of its own from a code): ' +
        "every line goes without one, the journal's VAT as lines on the VAT accounts, and " +
        '`vat` is empty.',
    }),
    vat: z.array(
      z.object({
        code: z.string().meta({ description: "The journal's VAT code (NL21, NL9, BE6 …)." }),
        rate: z.number(),
        country_iso2: z.string(),
        package_code: z.string().nullable().meta({ description: "Moneybird's tax rate id." }),
        package_name: z.string().nullable(),
      }),
    ),
    missing: z.array(packageGapSchema).meta({
      description: 'What the package lacks for a memorial entry: accounts and VAT codes.',
    }),
  })
  .meta({ id: 'BookkeepingAccounts' });
export type BookkeepingAccounts = z.infer<typeof bookkeepingAccountsSchema>;

/** A package account's id as the packages give them: digits (Moneybird's `identifier`). */
const packageAccountId = z
  .string()
  .regex(/^\d{1,30}$/, { message: "must be a package account's id (digits)" });

export const bookkeepingAccountLinksInputSchema = z
  .strictObject({
    links: z
      .record(z.string(), packageAccountId)
      .superRefine((links, context) => {
        if (Object.keys(links).length > LINKS_MAX) {
          context.addIssue({ code: 'custom', message: `must link at most ${LINKS_MAX} accounts` });
          return;
        }
        // Each key by the account code's own rule (the one free-text rule among them), its
        // issue as the key's: a record's key refusal would not name what is wrong.
        for (const account of Object.keys(links)) {
          const [issue] = accountCodeSchema.safeParse(account).error?.issues ?? [];
          if (issue) {
            // On `links` itself: the key may hold the very character refused.
            const params = issue.code === 'custom' ? issue.params : undefined;
            context.addIssue({
              code: 'custom',
              message: `an account code ${issue.message}`,
              params,
            });
            return;
          }
        }
      })
      .meta({
        description:
          "Account code of the ledger mapping → the package's account id it posts to. Replaces " +
          'the links of the connection; an account left out posts to the same code.',
      }),
  })
  .meta({ id: 'BookkeepingAccountLinksInput' });
export type BookkeepingAccountLinksInput = z.infer<typeof bookkeepingAccountLinksInputSchema>;
