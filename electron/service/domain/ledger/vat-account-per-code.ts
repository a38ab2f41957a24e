/**
 * One VAT payable account per VAT code (docs/decisions/0117-one-vat-account-per-rate.md). The
 * journal, the XAF auditfile and the bookkeeping packages name a rate's VAT by its code, the
 * country and percentage (NL21), and list each code once with one account. The platform can
 * keep two rate ids of one code (an old duplicate of 21 %); posted to two accounts, the code
 * would name one of them, short by what the other took. So the mapping gives such ids one
 * account: a PUT that gives them two is refused (400, mapping-rules.ts), and a journal over a
 * mapping stored before this rule that would list such a code is refused (409, vat-codes.ts).
 * Both find the pair here and name it alike.
 */
import type { RefusalParams } from '../../../../shared/api/error-body.js';
import { refusal, type ApiError } from '../../core/errors.js';
import type { TaxRateRecord } from '../../core/model/reference.js';
import { HOME_COUNTRY } from '../reference/home-country.js';

/**
 * A rate's VAT code: NL21, NL9, NL0, NL5.5; another member state's rate (OSS) by that state:
 * BE6, DE19. The journal lists its VAT by it, and the mapping's check names a rate by it.
 */
export const vatCodeOf = (rate: number, country: string | null = null): string =>
  `${country ?? HOME_COUNTRY}${rate}`;

/** A rate id with its VAT code, its name and the account the mapping gives it. */
export interface RateAccount {
  taxRateId: number;
  /** As the ledger mapping names it: the registry's name, else "Tarief <id>". */
  name: string;
  code: string;
  account: string;
}

/** Two rate ids of one VAT code on two accounts: the code's first, and the one that differs. */
export interface SplitVatCode<Row extends RateAccount = RateAccount> {
  code: string;
  first: Row;
  second: Row;
}

/**
 * A rate id's name as the ledger mapping shows it beside the rate: the registry's (the name
 * the retailer knows it by in the platform's back office), else "Tarief <id>".
 */
export function rateNameResolver(taxRates: readonly Pick<TaxRateRecord, 'id' | 'name'>[]) {
  const names = new Map(taxRates.map((rate) => [rate.id, rate.name]));
  return (taxRateId: number): string => names.get(taxRateId) || `Tarief ${taxRateId}`;
}

/** The first rate whose account differs from that of an earlier rate of its code, or null. */
export function firstSplitVatCode<Row extends RateAccount>(
  rows: Iterable<Row>,
): SplitVatCode<Row> | null {
  const firstOfCode = new Map<string, Row>();
  for (const row of rows) {
    const first = firstOfCode.get(row.code);
    if (first === undefined) firstOfCode.set(row.code, row);
    else if (first.account !== row.account) return { code: row.code, first, second: row };
  }
  return null;
}

/** "tax rates 21% (1) and 21% oud (5)": the platform's names, with the ids that tell them apart. */
export const ratesText = ({ first, second }: SplitVatCode): string =>
  `tax rates ${first.name} (${first.taxRateId}) and ${second.name} (${second.taxRateId})`;

/** What a client words the refusal with (renderer/src/i18n/refusals.ts): both rates, both accounts. */
const splitParams = ({ code, first, second }: SplitVatCode): RefusalParams => ({
  vat_code: code,
  tax_rate_id: second.taxRateId,
  name: second.name,
  account: second.account,
  other_tax_rate_id: first.taxRateId,
  other_name: first.name,
  other_account: first.account,
});

/**
 * The refusal's code and parameters on a PUT (400), with the body field to mark: the code is
 * the journal's below, so a client words both alike.
 */
export const splitRefusal = (split: SplitVatCode, field: string) => ({
  code: 'vat_accounts_differ',
  params: { field, ...splitParams(split) },
});

/** The journal's 409 for a stored mapping that would have one of its codes name two accounts. */
export function splitVatCodeConflict(split: SplitVatCode): ApiError {
  const { code, first, second } = split;
  return refusal(
    409,
    'vat_accounts_differ',
    `the ledger mapping posts ${ratesText(split)}, both VAT code ${code}, to two VAT payable ` +
      `accounts, ${first.account} and ${second.account}, but the journal and the XAF auditfile ` +
      `list ${code} with one account; give both rates the same VAT payable account in the ` +
      'ledger mapping (PUT /api/ledger-mapping) and ask again',
    splitParams(split),
  );
}
