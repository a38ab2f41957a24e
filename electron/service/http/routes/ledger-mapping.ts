/**
 * GET and PUT /api/ledger-mapping: which ledger account each figure of the journal is posted
 * to, per platform account. Anyone of the account reads it; a user not limited to a location
 * replaces it whole.
 */
import type { FastifyInstance } from 'fastify';
import { readLedgerMapping, replaceLedgerMapping } from '../../domain/ledger/ledger-mapping.js';
import { defineRoute } from '../route.js';
import type { AuthContext } from '../../core/caller.js';
import type { ServiceDeps } from '../../domain/deps.js';
import type { WarmUps } from '../../domain/warm-up/warm-up.js';

/**
 * The mapping lists every rate and payment type the last 13 months' orders use, so "all
 * mapped" holds for any period the journal is asked for; it reads those months itself when
 * the warm-up has not, but leaves those the warm-up is reading now to it and names them
 * (used-keys.ts).
 */

export function registerLedgerMappingRoutes(
  app: FastifyInstance,
  deps: ServiceDeps,
  warmUps: WarmUps | null,
): void {
  // The months the caller's warm-up reads now are left to it (used-keys.ts).
  const used = { warmUp: warmUps && ((auth: AuthContext) => warmUps.stateOf(auth)) };
  defineRoute(
    app,
    'GET /api/ledger-mapping',
    {
      summary: "The account's ledger mapping: an account per group, rate, payment type and role",
      description:
        'Every turnover group (plus `product_group_id: null` for turnover lines without a ' +
        'group), every Dutch tax rate, every payment-method type of the account, every other ' +
        'rate and payment type the orders of the last 13 months use (read for it when the ' +
        'warm-up has not read them yet; those it is reading now are left to it and named in ' +
        '`months_still_reading`), and the single accounts, each with its ledger account; a group without one set posts to its ' +
        '`product_group_code` (`source: default`). `missing` lists what has no account yet; ' +
        'the journal refuses a period that needs one of them. Per platform account. ' +
        '`used=false` lists the account’s own lists only, without reading months (the ' +
        'first-run checklist asks so whether the mapping is done).',
      tag: 'ledger',
    },
    ({ auth, query }) => readLedgerMapping(deps, auth, query.used === false ? {} : { used }),
  );

  defineRoute(
    app,
    'PUT /api/ledger-mapping',
    {
      summary: "Replace the account's whole ledger mapping",
      description:
        'What the body leaves out is unmapped (a group left out posts to its ' +
        '`product_group_code`). 400 names the field: a code that is empty, longer than 35 ' +
        'characters, starts or ends with a space or holds a control character; a group, rate ' +
        'or payment type listed twice or not of this account; one code used for two kinds of ' +
        'account (VAT payable, revenue and cash differences each keep their own codes). A key ' +
        "not of this account and a code of two kinds are found against the account's lists: " +
        '`code: conflicts_with_account`; two Dutch rates of one percentage (one VAT code) on ' +
        'two VAT payable accounts: `code: vat_accounts_differ`, naming both in `params`; an RGS ' +
        'code of the other kind than its account (W for revenue and cash differences, else B): ' +
        '`code: rgs_code_kind`. 403 ' +
        'for a user limited to a location. Answers as GET.',
      tag: 'ledger',
    },
    ({ auth, body }) => replaceLedgerMapping(deps, auth, body, { used }),
  );
}
