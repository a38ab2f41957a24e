/**
 * The RGS part of the ledger mapping's GET answer: every account the mapping uses, once, with
 * its RGS code, the usual code for what it is used for (rgs-suggestions.ts) and its uses.
 */
import {
  SINGLE_ROLES,
  type LedgerMapping,
  type LedgerMappingInput,
} from '../../../../shared/api/ledger-mapping.js';
import { percentFromFraction } from '../../../../shared/money.js';
import {
  countryName,
  dutchRateKind,
  LOCALE_OF_WORDS,
  rateWordsText,
  type DutchRateKind,
} from '../../../../shared/vat-rate-kinds.js';
import { HOME_COUNTRY } from '../reference/home-country.js';
import { isDutchRate, type MappingReference } from './mapping-reference.js';
import { SINGLE_ROLE_NAMES } from './role-names.js';
import { suggestedRgsForUses, type RgsUse } from './rgs-suggestions.js';

type RgsView = Pick<LedgerMapping, 'revenue' | 'vat' | 'clearing' | 'accounts' | 'oss'>;

/** A rate of the mapping in Dutch words: "hoog tarief 21 %", "België 6 %", else its name. */
function vatItem(row: RgsView['vat'][number]): string {
  if (row.rate === null) return row.name;
  const country = (row.country_iso2 ?? '').trim().toUpperCase();
  const foreign = country !== '' && country !== HOME_COUNTRY ? country : null;
  return rateWordsText('nl', row.rate, foreign);
}

/** Per turnover group (null: none), the Dutch rate kinds its lines were sold at. */
export type GroupRateKinds = ReadonlyMap<number | null, readonly DutchRateKind[]>;

/**
 * Per turnover group, the Dutch rate kinds its lines of the last 13 months were sold at
 * (another member state's rate is OSS turnover, not a Dutch rubriek's): its RGS suggestion.
 */
export function groupRateKinds(reference: MappingReference): GroupRateKinds {
  const registry = new Map(reference.taxRates.map((rate) => [rate.id, rate]));
  const kinds = new Map<number | null, DutchRateKind[]>();
  for (const [group, rateIds] of reference.used.groupRates) {
    const dutch = [...rateIds].flatMap((id) => {
      const rate = registry.get(id);
      return rate && isDutchRate(rate) ? [dutchRateKind(percentFromFraction(rate.value))] : [];
    });
    kinds.set(group, [...new Set(dutch)]);
  }
  return kinds;
}

/** What each account of the view is used for: the RGS suggestion's input and its label. */
function accountUses(
  view: RgsView,
  groupKinds: GroupRateKinds,
): Map<string, { use: RgsUse; label: string }[]> {
  const uses = new Map<string, { use: RgsUse; label: string }[]>();
  const add = (account: string | null, use: RgsUse, label: string): void => {
    if (account === null) return;
    uses.set(account, [...(uses.get(account) ?? []), { use, label }]);
  };
  for (const row of view.revenue) {
    const kinds = groupKinds.get(row.product_group_id) ?? [];
    add(row.account, { role: 'revenue', kinds }, `Omzet ${row.name}`);
  }
  // Rates and member states in words, as the mapping's screen and the XAF name them.
  for (const row of view.vat) {
    add(row.account, { role: 'vat', rate: row.rate }, `Af te dragen btw ${vatItem(row)}`);
  }
  for (const row of view.oss) {
    const country = `${countryName(LOCALE_OF_WORDS.nl, row.country_iso2)} (${row.country_iso2})`;
    add(row.account, { role: 'oss' }, `Af te dragen btw OSS ${country}`);
  }
  for (const row of view.clearing) {
    const label = row.type_alias === 'Cash' ? 'Kas' : `Kruisposten ${row.name}`;
    add(row.account, { role: 'clearing', typeAlias: row.type_alias }, label);
  }
  for (const role of SINGLE_ROLES) add(view.accounts[role], { role }, SINGLE_ROLE_NAMES[role]);
  return uses;
}

const accountOrder = new Intl.Collator('nl', { numeric: true }).compare;

/**
 * Every account the mapping uses (set or by default), once, with its RGS code, the usual one
 * for its uses, and the uses; then any code stored for an account no longer used, so a PUT
 * of what GET answered keeps it.
 */
export function rgsRows(
  view: RgsView,
  input: LedgerMappingInput,
  groupKinds: GroupRateKinds,
): LedgerMapping['rgs'] {
  const stored = new Map(input.rgs.map((entry) => [entry.account, entry.code]));
  const uses = accountUses(view, groupKinds);
  const accounts = [...new Set([...uses.keys(), ...stored.keys()])].sort(accountOrder);
  return accounts.map((account) => {
    const used = uses.get(account) ?? [];
    return {
      account,
      code: stored.get(account) ?? null,
      suggested: used.length === 0 ? null : suggestedRgsForUses(used.map((entry) => entry.use)),
      uses: [...new Set(used.map((entry) => entry.label))],
    };
  });
}
