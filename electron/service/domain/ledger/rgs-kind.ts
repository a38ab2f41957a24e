/**
 * An account's RGS code is of the account's kind: RGS 3.x codes begin with B for the balance
 * sheet and W for profit and loss, and XAF 4.0 writes the code beside the account's type
 * (`accTp` B or P). A cash account given WOmzNopOlh (turnover) would put the cash in the
 * accountant's profit and loss. The ledger mapping refuses such a code (400, mapping-rules.ts),
 * and the audit file of a mapping stored before this rule is refused (409, xaf.ts) rather than
 * written with it.
 */
import { refusal, type ApiError } from '../../core/errors.js';
import { problem, type MappingProblem } from './mapping-problem.js';

/** An account's type in XAF (`accTp`): P for profit and loss, B for the balance sheet. */
export type AccountType = 'P' | 'B';

const RESULT_KINDS: ReadonlySet<string> = new Set(['revenue', 'cash_differences', 'cost_of_sales']);

/**
 * An account's type by what it is used for: turnover, cash differences and the cost of sales
 * are results, everything else the mapping posts to (VAT, clearing, debtors, the stock …) is
 * on the balance sheet. The one home of that fact, for the auditfile's `accTp`
 * (xaf-ledger.ts) and this check alike.
 */
export const accountTypeOf = (kinds: Iterable<string>): AccountType =>
  [...kinds].some((kind) => RESULT_KINDS.has(kind)) ? 'P' : 'B';

/** The letter an account's RGS code begins with: `P` (profit and loss) is W, `B` is B. */
const rgsLetterOf = (type: AccountType): 'W' | 'B' => (type === 'P' ? 'W' : 'B');

/** An RGS code that is not of its account's kind, with the letter it should begin with. */
export interface RgsKindClash {
  account: string;
  code: string;
  letter: 'W' | 'B';
}

/**
 * The first code in `codes` that does not begin with its account's letter, with its index, or
 * null. An account of no known type (the mapping does not post to it) is held to neither.
 */
export function firstRgsKindClash(
  codes: readonly { account: string; code: string; type: AccountType | undefined }[],
): (RgsKindClash & { index: number }) | null {
  for (const [index, { account, code, type }] of codes.entries()) {
    const letter = type === undefined ? undefined : rgsLetterOf(type);
    if (letter !== undefined && !code.startsWith(letter)) return { account, code, letter, index };
  }
  return null;
}

const kindWords = (letter: 'W' | 'B') =>
  letter === 'W' ? 'a profit and loss account' : 'a balance sheet account';

/** The clash in words, as the PUT's field message and the export's refusal say it. */
export const rgsKindText = ({ account, code, letter }: RgsKindClash): string =>
  `account ${account} is ${kindWords(letter)}, so its RGS code begins with ${letter}, ` +
  `not as ${code} does`;

/** What a client words the refusal with (renderer/src/i18n/refusals.ts). */
export const rgsKindParams = ({ account, code, letter }: RgsKindClash) => ({
  account,
  code,
  letter,
});

/** The audit file's 409 for a stored mapping whose RGS code is of the other kind. */
export const rgsKindConflict = (clash: RgsKindClash): ApiError =>
  refusal(
    409,
    'rgs_code_kind',
    `the ledger mapping gives ${rgsKindText(clash)}; give it a code of its kind in the ` +
      'ledger mapping (PUT /api/ledger-mapping) and ask again',
    rgsKindParams(clash),
  );

/**
 * The PUT's check: the first `rgs` entry whose code is not of its account's kind, by what the
 * mapping uses the account for (`uses`: mapping-rules.ts; profit and loss for revenue and cash
 * differences), as a problem of its field. An account the mapping does not post to has no kind.
 */
export function rgsOfOtherKind(
  rgs: readonly { account: string; code: string }[],
  uses: readonly { code: string; kind: string }[],
): MappingProblem | null {
  const types = new Map(uses.map(({ code, kind }) => [code, accountTypeOf([kind])]));
  const clash = firstRgsKindClash(rgs.map((row) => ({ ...row, type: types.get(row.account) })));
  if (clash === null) return null;
  const field = `rgs.${clash.index}.code`;
  return {
    ...problem(field, rgsKindText(clash)),
    code: 'rgs_code_kind',
    params: { field, ...rgsKindParams(clash) },
  };
}
