import type { MissingMapping } from '../../../../shared/api/ledger-mapping.js';
import { ApiError } from '../../../../shared/client/index.js';
import { hrefOf } from '../../app/router.js';
import { errorSentence } from '../../lib/error-text.js';
import { useLocale, useT, type MessageKey, type Translate } from '../../i18n/index.js';
import { countryWords, paymentTypeWords, rateWords } from '../ledger-mapping/index.js';

/**
 * The service's 409s the ledger mapping screen mends: the period has figures the mapping has no
 * account for, or two rate ids of one VAT code go to two VAT accounts (decision 0117).
 */
const MAPPING_PROBLEMS = new Set(['ledger_mapping_incomplete', 'vat_accounts_differ']);

export const isMappingGap = (error: unknown): error is ApiError =>
  error instanceof ApiError && MAPPING_PROBLEMS.has(error.code);

const ROLE_LABELS: Record<MissingMapping['role'], MessageKey> = {
  revenue: 'journal.missing.revenue',
  vat: 'journal.missing.vat',
  oss: 'journal.missing.oss',
  clearing: 'journal.missing.clearing',
  debtors: 'journal.missing.debtors',
  cash_differences: 'journal.missing.cash_differences',
  gift_cards: 'journal.missing.gift_cards',
  tips: 'journal.missing.tips',
  prepayments: 'journal.missing.prepayments',
  cross_posting: 'journal.missing.cross_posting',
  stock: 'journal.missing.stock',
  cost_of_sales: 'journal.missing.cost_of_sales',
};

/**
 * A missing item's name in the user's language, as the mapping screen names it: the account's
 * own payment-method title with its type in words, a country in words, a tax rate in words
 * ("Hoog tarief 21%"), turnover without a group as such (the service names these in Dutch).
 */
function missingName(t: Translate, locale: string, item: MissingMapping): string {
  if (item.role === 'revenue' && item.key === null) return t('ledger.noGroup');
  if (item.role === 'oss' && item.key !== null) {
    return `${countryWords(locale, item.key)} (${item.key})`;
  }
  if (item.role === 'vat' && item.rate !== undefined) {
    // Dutch: another member state's rate is the OSS role's.
    return rateWords(t, locale, { id: Number(item.key), rate: item.rate });
  }
  if (item.role === 'clearing' && item.key !== null) {
    const type = paymentTypeWords(t, item.key);
    return type === item.name ? item.name : `${item.name} – ${type}`;
  }
  return item.name;
}

/** What is missing or at odds, in the user's words, and the way to the screen that mends it. */
export function MappingGap({ error }: { error: ApiError }) {
  const t = useT();
  const locale = useLocale();
  const missing = error.body.missing ?? [];
  return (
    <div className="state state--warning" role="alert">
      {error.code === 'vat_accounts_differ' ? (
        <>
          <p className="state__title">{t('journal.mappingAtOdds')}</p>
          <p>{errorSentence(t, error)}</p>
        </>
      ) : (
        <>
          <p className="state__title">{t('journal.gapTitle')}</p>
          <p>{t('journal.gapHint')}</p>
          <ul className="journal-gap">
            {missing.map((item) => (
              <li key={`${item.role}|${item.key}`}>
                {t(ROLE_LABELS[item.role], { name: missingName(t, locale, item) })}
              </li>
            ))}
          </ul>
        </>
      )}
      <a className="button button--primary" href={hrefOf('ledger-mapping')}>
        {t('journal.openMapping')}
      </a>
    </div>
  );
}
