/**
 * e-Boekhouden calculates VAT of its own from a row's VAT code (its document: "the
 * corresponding value will be calculated based on the VAT code"), so the days go into it with
 * GEEN on every row and the journal's VAT lines as ordinary rows on the VAT accounts (decision
 * 0116). Against the demo platform's stand-in, which calculates and books that VAT as the
 * package would, over HTTP: October posted; every row GEEN; no VAT of the package's own on any
 * mutation; every ledger's balance over October the journal's on that account, to the cent;
 * and the VAT on the package's ledgers the financial report's VAT of October.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bookkeepingAccountsSchema } from '../../../shared/api/bookkeeping.js';
import { financialReportSchema } from '../../../shared/api/financial-report.js';
import { journalSchema } from '../../../shared/api/journal.js';
import {
  add,
  formatAmount,
  fromCents,
  negate,
  parseAmount,
  subtract,
  sum,
  ZERO,
  type Amount,
} from '../../../shared/money.js';
import type { DemoPlatform } from '../../../electron/demo-platform/server.js';
import { putCompleteMapping } from '../complete-mapping.js';
import { STRICT_PUBLIC, startTestService, type TestService } from '../harness.js';
import { eBoekhoudenBalances, packageBooks } from './package-books.js';

/** As postings.test.ts: every VAT code the journal has (NL21, NL9, NL0, BE6) in October. */
const DEMO = { ordersPerDay: 3, historyDays: 60, productsPerAccount: 40 };
const OCTOBER = { from: '2026-10-01', to: '2026-10-31' };
const TOKEN = 'demo-e-boekhouden-vat';
/** e-Boekhouden's categories of a VAT ledger (its swagger's `Category`). */
const VAT_CATEGORIES = new Set(['AF19', 'AF6', 'AFOVERIG', 'VOOR']);

let api: TestService;
let manager: string;
let platform: DemoPlatform;

beforeAll(async () => {
  api = await startTestService({ demo: DEMO });
  manager = await api.login();
  const demo = api.service.demoPlatform;
  if (!demo) throw new Error('no demo platform');
  platform = demo;
  if (!STRICT_PUBLIC) await putCompleteMapping(api, manager);
});

afterAll(() => api.close());

async function getJson(path: string): Promise<unknown> {
  const answer = await api.get(path, manager);
  expect(answer.status, answer.text).toBe(200);
  return answer.json;
}

/** Amounts per key, only the ones that are not zero, as text: a diff names each one. */
const shown = (amounts: ReadonlyMap<string, Amount>): Record<string, string> =>
  Object.fromEntries(
    [...amounts]
      .filter(([, amount]) => amount !== ZERO)
      .sort(([a], [b]) => a.localeCompare(b))
      .map(([key, amount]) => [key, formatAmount(amount)]),
  );

const addTo = (totals: Map<string, Amount>, key: string, amount: Amount) =>
  totals.set(key, add(totals.get(key) ?? ZERO, amount));

describe.skipIf(STRICT_PUBLIC)('posting into e-Boekhouden, whose VAT codes calculate VAT', () => {
  it('posts October with GEEN on every row; the ledgers tie to the journal and the VAT to the report, to the cent', async () => {
    const connected = await api.put(
      '/api/bookkeeping/connection',
      { package: 'e-boekhouden', token: TOKEN },
      manager,
    );
    expect(connected.status, connected.text).toBe(200);
    // No VAT codes to resolve: only accounts can be missing.
    const accounts = bookkeepingAccountsSchema.parse(await getJson('/api/bookkeeping/accounts'));
    expect.soft(accounts).toMatchObject({ takes_vat_codes: false, vat: [] });
    expect.soft(accounts.missing.filter((gap) => gap.kind !== 'account')).toEqual([]);
    platform.bookkeeping({
      package: 'e-boekhouden',
      token: TOKEN,
      ledgers: accounts.missing
        .filter((gap) => gap.kind === 'account')
        .map((gap) => ({ code: gap.code, name: `Rekening ${gap.code}` })),
    });
    const posted = await api.post('/api/bookkeeping/postings', OCTOBER, manager);
    expect(posted.status, posted.text).toBe(200);
    const journal = journalSchema.parse(
      await getJson(`/api/journal?from=${OCTOBER.from}&to=${OCTOBER.to}&lang=nl`),
    );
    expect(journal.entries).toHaveLength(31);

    // The journal per account (debit positive), and its VAT lines' accounts.
    const journalByAccount = new Map<string, Amount>();
    const vatAccounts = new Set<string>();
    for (const line of journal.entries.flatMap((entry) => entry.lines)) {
      addTo(
        journalByAccount,
        line.account,
        subtract(parseAmount(line.debit), parseAmount(line.credit)),
      );
      if (line.kind === 'vat') vatAccounts.add(line.account);
    }
    expect(vatAccounts.size).toBeGreaterThan(1);

    // Every ledger's balance over October is the journal's on that account: the package's VAT
    // ledgers hold nothing, the mutation's own ledger nothing besides our rows.
    const balances = await eBoekhoudenBalances(platform, TOKEN, OCTOBER.from, OCTOBER.to);
    const byLedger = new Map(balances.map((ledger) => [ledger.code, ledger.balance]));
    expect
      .soft(shown(byLedger), 'ledger balances against the journal')
      .toEqual(shown(journalByAccount));

    // The VAT on the package's ledgers (our VAT accounts and its own) is the report's VAT.
    const report = financialReportSchema.parse(
      await getJson(`/api/financial-report?from=${OCTOBER.from}&to=${OCTOBER.to}`),
    );
    const reportVat = sum(
      [...report.direct_paid.rates, ...report.not_paid_now.rates, ...report.refunds.rates]
        .filter((row) => row.tax_rate_id !== null)
        .map((row) => parseAmount(row.vat)),
    );
    const packageVat = negate(
      sum(
        balances
          .filter((ledger) => vatAccounts.has(ledger.code) || VAT_CATEGORIES.has(ledger.category))
          .map((ledger) => ledger.balance),
      ),
    );
    expect
      .soft(formatAmount(packageVat), "the package's VAT against the report's")
      .toBe(formatAmount(reportVat));

    // The rows as posted, per account, are the journal's; every row GEEN, and no mutation
    // with VAT the package calculated of its own.
    const books = await packageBooks(platform, 'e-boekhouden', TOKEN);
    expect(books).toHaveLength(31);
    const rowsByAccount = new Map<string, Amount>();
    for (const line of books.flatMap((entry) => entry.lines))
      addTo(rowsByAccount, line.account, fromCents(line.cents));
    expect.soft(shown(rowsByAccount), 'rows against the journal').toEqual(shown(journalByAccount));
    const codes = new Set(books.flatMap((entry) => entry.lines.map((line) => line.vat)));
    expect.soft([...codes], 'the rows’ VAT codes').toEqual(['GEEN']);
    expect
      .soft(
        books.flatMap((entry) =>
          entry.packageVat.map((vat) => `${entry.reference} ${vat.vatCode}`),
        ),
        'VAT the package calculated of its own',
      )
      .toEqual([]);
  });
});
