/**
 * The PUT's check of one VAT payable account per VAT code (vat-account-per-code.ts says why):
 * each Dutch rate of the body's `vat` list by its code, from the registry's percentage, and
 * the first two of one code on two accounts. Another member state's rate is left out: its VAT
 * goes to that state's OSS account, whatever `vat` says. So is a rate the registry no longer
 * lists: its percentage is unknown here, and the journal checks it by its lines' own.
 */
import type { LedgerMappingInput } from '../../../../shared/api/ledger-mapping.js';
import { percentFromFraction } from '../../../../shared/money.js';
import { foreignCountryResolver } from '../vat/vat-return.js';
import type { MappingReference } from './mapping-reference.js';
import { problem, type MappingProblem } from './mapping-problem.js';
import {
  firstSplitVatCode,
  rateNameResolver,
  ratesText,
  splitRefusal,
  vatCodeOf,
} from './vat-account-per-code.js';

/** The problem, on the later rate's account, with the refusal's own code and parameters. */
export function splitVatCodeInBody(
  input: LedgerMappingInput,
  reference: MappingReference,
): MappingProblem | null {
  const registry = new Map(reference.taxRates.map((rate) => [rate.id, rate]));
  const foreignCountryOf = foreignCountryResolver(reference.taxRates);
  const nameOf = rateNameResolver(reference.taxRates);
  const split = firstSplitVatCode(
    input.vat.flatMap((entry, index) => {
      const rate = registry.get(entry.tax_rate_id);
      if (rate === undefined || foreignCountryOf(rate.id) !== null) return [];
      return [
        {
          taxRateId: rate.id,
          name: nameOf(rate.id),
          code: vatCodeOf(percentFromFraction(rate.value)),
          account: entry.account,
          field: `vat.${index}.account`,
        },
      ];
    }),
  );
  if (split === null) return null;
  const { field } = split.second;
  const text =
    `${ratesText(split)} are both VAT code ${split.code} but go to two VAT payable accounts, ` +
    `${split.first.account} and ${split.second.account}; the journal and the XAF auditfile ` +
    'list a VAT code with one account: give both rates the same one';
  return { ...problem(field, text), ...splitRefusal(split, field) };
}
