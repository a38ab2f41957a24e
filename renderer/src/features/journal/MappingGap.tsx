import type { MissingMapping } from '../../../../shared/api/ledger-mapping.js';
import { ApiError } from '../../../../shared/client/index.js';
import { hrefOf } from '../../app/router.js';
import { useT, type MessageKey } from '../../i18n/index.js';

export const MAPPING_INCOMPLETE = 'ledger_mapping_incomplete';

/** The service's 409 when the period has figures the ledger mapping has no account for. */
export const isMappingGap = (error: unknown): error is ApiError =>
  error instanceof ApiError && error.code === MAPPING_INCOMPLETE;

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
};

/** What is missing, in the user's words, and the way to the screen that fills it in. */
export function MappingGap({ error }: { error: ApiError }) {
  const t = useT();
  const missing = error.body.missing ?? [];
  return (
    <div className="state state--warning" role="alert">
      <p className="state__title">{t('journal.gapTitle')}</p>
      <p>{t('journal.gapHint')}</p>
      <ul className="journal-gap">
        {missing.map((item) => (
          <li key={`${item.role}|${item.key}`}>{t(ROLE_LABELS[item.role], { name: item.name })}</li>
        ))}
      </ul>
      <a className="button button--primary" href={hrefOf('ledger-mapping')}>
        {t('journal.openMapping')}
      </a>
    </div>
  );
}
