/**
 * Our ledger mapping and journal in the package's terms: each account code to the package's
 * ledger account of that code, each VAT code of the journal (NL21, NL9, BE6 …) to the
 * package's tax rate for a memorial entry at that rate (the home country's at the same
 * percentage, another member state's by its country), and what it lacks, named before
 * anything is posted. A package that takes no VAT codes on a memorial entry's lines
 * (e-Boekhouden: package-client.ts, `vatCodes`) has no rate resolved and none to lack: every
 * line goes without one. Pure.
 */
import type { PackageGap } from '../../../../shared/api/bookkeeping.js';
import type { JournalEntry } from '../../../../shared/api/journal.js';
import { parseAmount } from '../../../../shared/money.js';
import type {
  PackageEntry,
  PackageLedger,
  PackageVatCode,
} from '../../data/bookkeeping/package-client.js';
import { HOME_COUNTRY } from '../reference/home-country.js';

export interface JournalVat {
  code: string;
  rate: number;
  country_iso2: string;
}

export interface PackageMap {
  ledgers: ReadonlyMap<string, PackageLedger>;
  vat: ReadonlyMap<string, PackageVatCode>;
  /** The ledger each line is booked against, in a package that books so (e-Boekhouden). */
  crossPosting: PackageLedger | null;
  gaps: PackageGap[];
}

const sameRate = (percentage: number, rate: number): boolean =>
  parseAmount(percentage) === parseAmount(rate);

/** The package's code for a rate of the journal, or undefined. */
export function packageVatOf(codes: readonly PackageVatCode[], vat: JournalVat) {
  const home = vat.country_iso2 === HOME_COUNTRY;
  const country = (code: PackageVatCode) =>
    home ? code.country === null : code.country === vat.country_iso2;
  return codes.find(
    (code) => country(code) && code.percentage !== null && sameRate(code.percentage, vat.rate),
  );
}

/**
 * `codes`: the package's answer to `vatCodes`, null when it takes none on a memorial entry's
 * lines; `vatCodes`: the journal's rates the lines carry; `links`: the package's account the
 * user linked to an account code of ours (PUT /api/bookkeeping/accounts), which counts before
 * a package's account of the same code. Only an account that takes memorial entries is one.
 * `crossPosting`: for a package that books each line against one ledger of the entry
 * (e-Boekhouden), the mapping's cross-posting account (null: none mapped, a gap); left out for
 * a package that needs none.
 */
export function packageMapOf(
  ledgers: readonly PackageLedger[],
  codes: readonly PackageVatCode[] | null,
  accounts: Iterable<string>,
  vatCodes: readonly JournalVat[],
  links: Readonly<Record<string, string>> = {},
  crossPosting?: string | null,
): PackageMap {
  const takes = ledgers.filter((ledger) => ledger.takesJournalEntries);
  const byId = new Map(takes.map((ledger) => [ledger.id, ledger]));
  const byCode = new Map(
    takes.flatMap((ledger) => (ledger.code === null ? [] : [[ledger.code, ledger] as const])),
  );
  const gaps: PackageGap[] = [];
  const found = new Map<string, PackageLedger>();
  const ledgerOf = (account: string) => {
    const linked = links[account];
    return linked === undefined ? byCode.get(account) : byId.get(linked);
  };
  for (const account of [...new Set(accounts)].sort()) {
    const ledger = ledgerOf(account);
    if (ledger) found.set(account, ledger);
    else gaps.push({ kind: 'account', code: account });
  }
  const crossLedger = crossPosting ? (ledgerOf(crossPosting) ?? null) : null;
  if (crossPosting === null) gaps.push({ kind: 'cross_posting', code: '' });
  else if (crossPosting !== undefined && crossLedger === null)
    gaps.push({ kind: 'account', code: crossPosting });
  const vat = new Map<string, PackageVatCode>();
  // A package that takes no VAT codes resolves no rate, and lacks none.
  if (codes !== null) {
    for (const code of vatCodes) {
      const match = packageVatOf(codes, code);
      if (match) vat.set(code.code, match);
      else gaps.push({ kind: 'vat', code: code.code });
    }
  }
  return { ledgers: found, vat, crossPosting: crossLedger, gaps };
}

/** The accounts and VAT codes the entries post to. */
export function usedBy(entries: readonly JournalEntry[]): {
  accounts: Set<string>;
  vat: Set<string>;
} {
  const lines = entries.flatMap((entry) => entry.lines);
  return {
    accounts: new Set(lines.map((line) => line.account)),
    vat: new Set(lines.flatMap((line) => (line.vat_code === null ? [] : [line.vat_code]))),
  };
}

/**
 * A journal entry as the package takes it: its lines exactly, on the package's ids. Only a
 * revenue line carries its rate: a VAT line carrying it too would count the VAT twice in the
 * package's own VAT report (the rate on a line is what the report counts it under).
 */
export function packageEntryOf(entry: JournalEntry, map: PackageMap): PackageEntry {
  return {
    reference: entry.number,
    crossPostingLedgerId: map.crossPosting?.id ?? null,
    date: entry.date,
    description: entry.description,
    lines: entry.lines.map((line) => {
      const ledger = map.ledgers.get(line.account);
      if (!ledger) throw new Error(`account ${line.account} was not resolved before posting`);
      return {
        ledgerId: ledger.id,
        description: line.description,
        debit: parseAmount(line.debit),
        credit: parseAmount(line.credit),
        vat:
          line.vat_code === null || line.kind === 'vat'
            ? null
            : (map.vat.get(line.vat_code)?.id ?? null),
      };
    }),
  };
}
