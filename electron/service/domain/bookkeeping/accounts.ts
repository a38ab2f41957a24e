/**
 * GET /api/bookkeeping/accounts: the package's ledger accounts and VAT codes against the
 * ledger mapping: every account code the mapping posts to with the package's account posting
 * uses (the one the user linked, else the one of that code: account-links.ts) and one to link
 * (account-suggestions.ts), every Dutch rate of the mapping with the package's tax rate for a
 * memorial entry, and what the package lacks. Another member state's rate is checked when a
 * period that sold at it is posted (posting-runs.ts: the journal's own VAT codes). A package
 * that takes no VAT codes on a memorial entry's lines (e-Boekhouden) has no rates to list, and
 * lacks none. A package that fails is refused in its words, as connecting is (refusals.ts),
 * never a 500.
 */
import type { BookkeepingAccounts, PackageAccount } from '../../../../shared/api/bookkeeping.js';
import type { AuthContext } from '../../core/caller.js';
import {
  PackageFailure,
  type PackageClient,
  type PackageLedger,
} from '../../data/bookkeeping/package-client.js';
import type { ServiceDeps } from '../deps.js';
import { readLedgerMapping } from '../ledger/ledger-mapping.js';
import { HOME_COUNTRY } from '../reference/home-country.js';
import { suggestionsOf } from './account-suggestions.js';
import { packageMapOf, type JournalVat } from './package-map.js';
import { repeated } from './posting-engine.js';
import { packageRefusal } from './refusals.js';

export type AccountsDeps = Pick<ServiceDeps, 'upstream' | 'reads' | 'ledgerMappings' | 'clock'>;

export const accountView = (ledger: PackageLedger): PackageAccount => ({
  id: ledger.id,
  code: ledger.code,
  name: ledger.name,
  takes_journal_entries: ledger.takesJournalEntries,
});

/** A read of the package, asked again after a lost answer; its failure in its words. */
export function fromPackage<T>(read: (signal: AbortSignal) => Promise<T>): Promise<T> {
  const signal = AbortSignal.timeout(120_000);
  return repeated({ signal }, () => read(signal)).catch((error: unknown) => {
    throw error instanceof PackageFailure ? packageRefusal(error) : error;
  });
}

export async function packageAccounts(
  deps: AccountsDeps,
  auth: AuthContext,
  client: PackageClient,
  links: Readonly<Record<string, string>>,
): Promise<BookkeepingAccounts> {
  const [mapping, ledgers, codes] = await Promise.all([
    readLedgerMapping(deps, auth),
    fromPackage((signal) => client.ledgers(signal)),
    fromPackage((signal) => client.vatCodes(signal)),
  ]);
  const vat = new Map<string, JournalVat>();
  for (const row of codes === null ? [] : mapping.vat) {
    if (row.rate === null || (row.country_iso2 ?? HOME_COUNTRY) !== HOME_COUNTRY) continue;
    const code = `${HOME_COUNTRY}${row.rate}`;
    vat.set(code, { code, rate: row.rate, country_iso2: HOME_COUNTRY });
  }
  const map = packageMapOf(
    ledgers,
    codes,
    mapping.rgs.map((row) => row.account),
    [...vat.values()],
    links,
    // e-Boekhouden books each row against it: listed, and lacking when not mapped.
    client.package === 'e-boekhouden' ? mapping.accounts.cross_posting : undefined,
  );
  const suggestions = suggestionsOf(
    mapping.rgs.map((row) => ({
      account: row.account,
      rgs: row.code ?? row.suggested,
      uses: row.uses,
    })),
    ledgers,
  );
  return {
    package: client.package,
    takes_vat_codes: codes !== null,
    accounts: ledgers.map(accountView),
    mapping: mapping.rgs.map((row) => {
      const ledger = map.ledgers.get(row.account);
      return {
        account: row.account,
        uses: row.uses,
        package_account: ledger ? accountView(ledger) : null,
        linked: ledger !== undefined && links[row.account] === ledger.id,
        suggestion: suggestions.get(row.account) ?? null,
      };
    }),
    vat: [...vat.values()].map((code) => {
      const found = map.vat.get(code.code);
      return { ...code, package_code: found?.id ?? null, package_name: found?.name ?? null };
    }),
    missing: map.gaps,
  };
}
