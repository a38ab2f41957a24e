import { useQuery } from '@tanstack/react-query';
import { useId } from 'react';
import { SectionCard } from '../../components/layout/SectionCard.js';
import { useT } from '../../i18n/index.js';
import { hrefOf } from '../../app/router.js';
import { AccountLinks, rowsToLink } from './AccountLinks.js';
import { RefusalBanner } from './RefusalBanner.js';
import { bookkeepingQueries } from './queries.js';
import { gapText, packageName } from './words.js';

/** The gaps listed; a longer list says how many more (the 409 of a posting names them all). */
const LISTED = 30;

/**
 * The package's accounts against the ledger mapping: all there, or what the package lacks
 * (an account code of the mapping, a VAT code for a memorial entry), named before anything
 * is posted. A package whose lines take no VAT codes (e-Boekhouden: the service says so in
 * `takes_vat_codes`) has no rates to resolve; the card says instead where its VAT goes and
 * what that means for the package's own VAT return. Until the answer is there, the hint says
 * only what holds for every package.
 */
export function AccountsCard() {
  const t = useT();
  const id = useId();
  const accounts = useQuery(bookkeepingQueries.accounts());
  const data = accounts.data;
  const takesVatCodes = data?.takes_vat_codes === true;
  const withoutVatCodes = data?.takes_vat_codes === false;
  const links = data ? rowsToLink(data) : [];
  return (
    <SectionCard
      id={`${id}-title`}
      title={t('bk.accounts.title')}
      hint={t(takesVatCodes ? 'bk.accounts.hint' : 'bk.accounts.hintWithoutVatCodes')}
    >
      {withoutVatCodes ? (
        <p className="hint bk-vat-note" data-testid="bk-vat-on-accounts">
          {t('bk.accounts.vatOnAccounts', { package: packageName(t, data.package) })}
        </p>
      ) : null}
      {accounts.isError ? (
        <RefusalBanner error={accounts.error} />
      ) : data === undefined ? null : data.missing.length === 0 ? (
        <p className="banner banner--positive" data-testid="bk-accounts-complete">
          {data.takes_vat_codes
            ? t('bk.accounts.allThere', {
                accounts: data.mapping.length,
                rates: data.vat.length,
                package: packageName(t, data.package),
              })
            : t('bk.accounts.allAccountsThere', {
                accounts: data.mapping.length,
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
      {links.length > 0 && data ? (
        // Keyed by the accounts on either side: another mapping or chart starts the choices
        // again; a save (the same accounts) keeps them, and its note.
        <AccountLinks
          key={`${links.map((row) => row.account).join()}|${data.accounts.map((one) => one.id).join()}`}
          data={data}
          rows={links}
        />
      ) : null}
    </SectionCard>
  );
}
