/**
 * GET /api/bookkeeping/accounts: the package's ledger accounts and VAT codes against the
 * ledger mapping: every account code the mapping posts to with the package's account of that
 * code, every Dutch rate of the mapping with the package's tax rate for a memorial entry, and
 * what the package lacks. Another member state's rate is checked when a period that sold at
 * it is posted (posting-runs.ts: the journal's own VAT codes). A package that takes no VAT
 * codes on a memorial entry's lines (e-Boekhouden) has no rates to list, and lacks none. A
 * package that fails is refused in its words, as connecting is (refusals.ts), never a 500.
 */
import type { BookkeepingAccounts } from '../../../../shared/api/bookkeeping.js';
import type { AuthContext } from '../../core/caller.js';
import { PackageFailure, type PackageClient } from '../../data/bookkeeping/package-client.js';
import type { ServiceDeps } from '../deps.js';
import { readLedgerMapping } from '../ledger/ledger-mapping.js';
import { HOME_COUNTRY } from '../reference/home-country.js';
import { packageMapOf, type JournalVat } from './package-map.js';
import { repeated } from './posting-engine.js';
import { packageRefusal } from './refusals.js';

type AccountsDeps = Pick<ServiceDeps, 'upstream' | 'reads' | 'ledgerMappings' | 'clock'>;

export async function packageAccounts(
  deps: AccountsDeps,
  auth: AuthContext,
  client: PackageClient,
): Promise<BookkeepingAccounts> {
  const signal = AbortSignal.timeout(120_000);
  // The package's failure is a refusal in its words (502, 503 …), as a posting run's reads.
  const fromPackage = <T>(read: () => Promise<T>) =>
    repeated({ signal }, read).catch((error: unknown) => {
      throw error instanceof PackageFailure ? packageRefusal(error) : error;
    });
  const [mapping, ledgers, codes] = await Promise.all([
    readLedgerMapping(deps, auth),
    fromPackage(() => client.ledgers(signal)),
    fromPackage(() => client.vatCodes(signal)),
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
  );
  return {
    package: client.package,
    takes_vat_codes: codes !== null,
    accounts: ledgers.flatMap((ledger) =>
      ledger.code === null ? [] : [{ id: ledger.id, code: ledger.code, name: ledger.name }],
    ),
    mapping: mapping.rgs.map((row) => ({
      account: row.account,
      uses: row.uses,
      package_account: ((ledger) =>
        ledger ? { id: ledger.id, code: row.account, name: ledger.name } : null)(
        map.ledgers.get(row.account),
      ),
    })),
    vat: [...vat.values()].map((code) => {
      const found = map.vat.get(code.code);
      return { ...code, package_code: found?.id ?? null, package_name: found?.name ?? null };
    }),
    missing: map.gaps,
  };
}
