/**
 * The journal's tax rates: each rate id's percentage, whether it is another member state's
 * (OSS), its VAT code (NL21, NL9, …; BE6 for Belgium's 6 %), its name in the lines'
 * descriptions, and the answer's list of VAT codes with their rubriek and account: one
 * account per code, or a 409 (ledger/vat-account-per-code.ts).
 */
import type { ExportLanguage } from '../../../../shared/api/export-columns.js';
import type { JournalVatCode } from '../../../../shared/api/journal.js';
import { percentFromFraction } from '../../../../shared/money.js';
import { badGateway } from '../../core/errors.js';
import type { TaxRateRecord } from '../../core/model/reference.js';
import { foreignCountryResolver, rubriekOfRate } from '../vat/vat-return.js';
import { HOME_COUNTRY } from '../reference/home-country.js';
import type { DayTally } from './day-tallies.js';
import { rateWordsText } from '../../../../shared/vat-rate-kinds.js';
import { vatCodeText } from './journal-texts.js';
import {
  firstSplitVatCode,
  rateNameResolver,
  splitVatCodeConflict,
  vatCodeOf,
} from '../ledger/vat-account-per-code.js';

/**
 * Every tax rate id's percentage: the registry's, else the first line fraction seen. A rate
 * known to neither is never taken for the zero rate (it would read "nultarief 0 %" and land in
 * rubriek 1e): the platform named a rate it does not list, so the journal fails as the
 * platform's fault (502) rather than book VAT under a made-up rate.
 */
function rateResolver(tallies: readonly VatOfDay[], taxRates: readonly TaxRateRecord[]) {
  const fractions = new Map<number, number | string>(
    taxRates.map((taxRate) => [taxRate.id, taxRate.value]),
  );
  for (const day of tallies) {
    for (const bucket of day.vat.buckets.values()) {
      if (bucket.taxRateId !== null && bucket.lineFraction !== null) {
        if (!fractions.has(bucket.taxRateId)) fractions.set(bucket.taxRateId, bucket.lineFraction);
      }
    }
  }
  return (taxRateId: number): number => {
    const fraction = fractions.get(taxRateId);
    if (fraction === undefined) {
      throw badGateway(
        `The platform's tax rate list has no tax rate ${taxRateId}, and no order line gives its ` +
          'percentage: its VAT code cannot be known.',
      );
    }
    return percentFromFraction(fraction);
  };
}

/** What the rate book reads of a day: its VAT tally (the lines' own fractions). */
type VatOfDay = Pick<DayTally, 'vat'>;

export function vatRateBook(
  tallies: readonly VatOfDay[],
  /** The whole registry, every country. */
  taxRates: readonly TaxRateRecord[],
  lang: ExportLanguage,
) {
  const rateOf = rateResolver(tallies, taxRates);
  const foreignCountryOf = foreignCountryResolver(taxRates);
  const codeOf = (taxRateId: number): string =>
    vatCodeOf(rateOf(taxRateId), foreignCountryOf(taxRateId));
  /** In words, as the ledger mapping names it: "hoog tarief 21 %", "België 6 %". */
  const rateName = (taxRateId: number): string => {
    return rateWordsText(lang, rateOf(taxRateId), foreignCountryOf(taxRateId));
  };
  const platformName = rateNameResolver(taxRates);
  /**
   * The codes of the rates used, Dutch first (highest rate first), then OSS by country; each
   * code once. Two rate ids of one code are listed as one only when they post to one account
   * (a rate without an account posts nothing): where they post to two, the code's account
   * would be short by what the other took, so the journal is refused (409) rather than
   * listing either.
   */
  const vatCodes = (
    used: ReadonlySet<number>,
    accountOf: (taxRateId: number) => string | null,
  ): JournalVatCode[] => {
    const listed = [...used]
      .sort(
        (a, b) =>
          (foreignCountryOf(a) ?? '').localeCompare(foreignCountryOf(b) ?? '') ||
          rateOf(b) - rateOf(a) ||
          a - b,
      )
      .map((taxRateId) => {
        const rate = rateOf(taxRateId);
        const country = foreignCountryOf(taxRateId);
        const rubriek = country === null ? (rubriekOfRate(rate) ?? '1e') : 'oss';
        const entry: JournalVatCode = {
          code: codeOf(taxRateId),
          rate,
          country_iso2: country ?? HOME_COUNTRY,
          rubriek,
          account: accountOf(taxRateId),
          description: vatCodeText(lang, rateName(taxRateId), rubriek === 'oss' ? 'OSS' : rubriek),
        };
        return { taxRateId, entry };
      });
    const split = firstSplitVatCode(
      listed.flatMap(({ taxRateId, entry: { code, account } }) =>
        account === null ? [] : [{ taxRateId, name: platformName(taxRateId), code, account }],
      ),
    );
    if (split !== null) throw splitVatCodeConflict(split);
    // Each code once, with the account its rates post to where one of them has it.
    const entries = listed.map(({ entry }) => entry);
    return entries
      .filter((code, index) => entries.findIndex((other) => other.code === code.code) === index)
      .map((code) => entries.find((other) => other.code === code.code && other.account) ?? code);
  };
  return { rateOf, foreignCountryOf, codeOf, rateName, vatCodes };
}
