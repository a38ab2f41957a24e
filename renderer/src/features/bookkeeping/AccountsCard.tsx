import { useQuery } from '@tanstack/react-query';
import { useId } from 'react';
import { SectionCard } from '../../components/SectionCard.js';
import { useT } from '../../i18n/index.js';
import { hrefOf } from '../../app/router.js';
import { bookkeepingQueries } from './queries.js';
import { gapText, packageName, refusalText } from './words.js';

/** The gaps listed; a longer list says how many more (the 409 of a posting names them all). */
const LISTED = 30;

/**
 * The package's accounts against the ledger mapping: all there, or what the package lacks
 * (an account code of the mapping, a VAT code for a memorial entry), named before anything
 * is posted.
 */
export function AccountsCard() {
  const t = useT();
  const id = useId();
  const accounts = useQuery(bookkeepingQueries.accounts());
  const data = accounts.data;
  return (
    <SectionCard id={`${id}-title`} title={t('bk.accounts.title')} hint={t('bk.accounts.hint')}>
      {accounts.isError ? (
        <p className="banner banner--error" role="alert">
          {refusalText(t, accounts.error)}
        </p>
      ) : data === undefined ? null : data.missing.length === 0 ? (
        <p className="banner banner--positive" data-testid="bk-accounts-complete">
          {t('bk.accounts.allThere', {
            accounts: data.mapping.length,
            rates: data.vat.length,
            package: packageName(t, data.package),
          })}
        </p>
      ) : (
        <div
          className="banner banner--warning bk-gaps"
          role="status"
          data-testid="bk-accounts-missing"
        >
          <p>{t('bk.accounts.missing', { package: packageName(t, data.package) })}</p>
          <ul className="bk-missing">
            {data.missing.slice(0, LISTED).map((gap) => (
              <li key={`${gap.kind}-${gap.code}`}>{gapText(t, gap)}</li>
            ))}
          </ul>
          {data.missing.length > LISTED ? (
            <p>{t('bk.accounts.more', { count: data.missing.length - LISTED })}</p>
          ) : null}
          <a href={hrefOf('ledger-mapping')}>{t('bk.accounts.toMapping')}</a>
        </div>
      )}
    </SectionCard>
  );
}
