/**
 * Which of the package's accounts an account code of our ledger mapping is likely to be, for
 * the accounts screen to fill in: a Moneybird category may have no code, or one of its own
 * (its defaults look like `81180.01`), so the same code is tried first, then the account's
 * RGS code against the package's (Moneybird's `taxonomy_item`), then its name against what the
 * mapping uses it for ("Omzet kleding", "Kas"). Only an account that takes memorial entries is
 * suggested. Pure.
 */
import type { SUGGESTED_BY } from '../../../../shared/api/bookkeeping.js';
import type { PackageLedger } from '../../data/bookkeeping/package-client.js';

export interface MappedAccount {
  account: string;
  /** Its RGS code, set or the usual one for its uses; null: none. */
  rgs: string | null;
  /** What the mapping posts to it, in words. */
  uses: readonly string[];
}

export interface Suggestion {
  id: string;
  by: (typeof SUGGESTED_BY)[number];
}

const sameName = (a: string, b: string): boolean =>
  a.trim().replace(/\s+/g, ' ').toLocaleLowerCase('nl') ===
  b.trim().replace(/\s+/g, ' ').toLocaleLowerCase('nl');

/**
 * Each mapped account's suggestion. An RGS code counts only where it is one account's on both
 * sides: several revenue accounts of ours share one, and would all be the same category.
 */
export function suggestionsOf(
  mapped: readonly MappedAccount[],
  ledgers: readonly PackageLedger[],
): Map<string, Suggestion> {
  const takes = ledgers.filter((ledger) => ledger.takesJournalEntries);
  const count = <T>(values: T[]) =>
    values.reduce(
      (counts, value) => counts.set(value, (counts.get(value) ?? 0) + 1),
      new Map<T, number>(),
    );
  const ours = count(mapped.map((row) => row.rgs));
  const theirs = count(takes.map((ledger) => ledger.rgsCode ?? null));
  const unique = (rgs: string | null) =>
    rgs !== null && ours.get(rgs) === 1 && theirs.get(rgs) === 1;
  const suggestions = new Map<string, Suggestion>();
  for (const row of mapped) {
    const byCode = takes.find((ledger) => ledger.code === row.account);
    const byRgs = unique(row.rgs) ? takes.find((ledger) => ledger.rgsCode === row.rgs) : undefined;
    const byName = takes.find((ledger) => row.uses.some((use) => sameName(use, ledger.name)));
    const found: Suggestion | null = byCode
      ? { id: byCode.id, by: 'code' }
      : byRgs
        ? { id: byRgs.id, by: 'rgs' }
        : byName
          ? { id: byName.id, by: 'name' }
          : null;
    if (found) suggestions.set(row.account, found);
  }
  return suggestions;
}
