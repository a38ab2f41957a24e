/** A refused save's complaint about one field, in the user's language. */
import type { LedgerMapping } from '../../../../shared/api/ledger-mapping.js';
import type { Translate } from '../../i18n/index.js';
import { fieldsSharing, type Draft, type SaveProblem } from './draft.js';
import { fieldName } from './labels.js';

export function problemText(
  t: Translate,
  problem: SaveProblem,
  draft: Draft,
  mapping: LedgerMapping,
  locale: string,
): string {
  switch (problem.problem) {
    case 'vatOnly':
    case 'revenueOnly':
    case 'cashOnly':
    case 'ossOnly': {
      const field = problem.field ?? '';
      const code = (draft.codes[field] ?? '').trim();
      const others = fieldsSharing(draft, mapping, field).map((other) =>
        fieldName(t, locale, mapping, other),
      );
      return t(`ledger.problem.${problem.problem}`, {
        code,
        others: others.length > 0 ? others.join(', ') : '…',
      });
    }
    case 'oneVatAccount': {
      // The other rate of this one's VAT code, by the platform's name the row shows beside it.
      const params = problem.error.body.params ?? {};
      return t('ledger.problem.oneVatAccount', {
        other: String(params.other_name ?? ''),
        rate: fieldName(t, locale, mapping, problem.field ?? ''),
        account: String(params.other_account ?? ''),
      });
    }
    case 'rgsKind':
      return t('ledger.problem.rgsKind', {
        letter: String(problem.error.body.params?.letter ?? ''),
      });
    case 'tooLong':
      return t('ledger.problem.tooLong', { max: problem.max ?? 35 });
    case 'other':
      return t('ledger.problem.other');
    default:
      return t(`ledger.problem.${problem.problem}`);
  }
}
