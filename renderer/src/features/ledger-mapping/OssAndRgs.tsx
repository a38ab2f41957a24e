import { useState } from 'react';
import { countKey, useLocale, useT } from '../../i18n/index.js';
import { AccountRow, AccountTable, LedgerCard } from './AccountTable.js';
import { AddChoice } from './AddChoice.js';
import { ossField, rgsField } from './draft.js';
import { hasCode, missingKeys, type EditorState } from './editor.js';
import { countryWords, ossName } from './labels.js';

/**
 * VAT payable per member state for sales at its rates (OSS): the countries with an account,
 * one the journal asks for, and any the user adds; the other member states on request.
 */
export function OssCard({ state }: { state: EditorState }) {
  const t = useT();
  const locale = useLocale();
  const [added, setAdded] = useState<readonly string[]>([]);
  const missing = missingKeys(state.mapping);
  const shown = state.mapping.oss.filter(
    (row) =>
      row.account !== null ||
      hasCode(state, ossField(row.country_iso2)) ||
      missing.has(`oss:${row.country_iso2}`) ||
      added.includes(row.country_iso2),
  );
  const others = state.mapping.oss.filter((row) => !shown.includes(row));
  const country = (iso2: string) => `${countryWords(locale, iso2)} (${iso2})`;
  return (
    <LedgerCard id="ledger-oss" title={t('ledger.oss')} hint={t('ledger.ossHint')}>
      {shown.length === 0 ? null : (
        <AccountTable
          columns={[t('ledger.col.country'), t('ledger.col.account'), t('ledger.col.status')]}
        >
          {shown.map((row) => {
            const field = ossField(row.country_iso2);
            return (
              <AccountRow
                key={field}
                state={state}
                field={field}
                head={country(row.country_iso2)}
                label={`${t('ledger.col.account')}: ${ossName(t, locale, row.country_iso2)}`}
                status={hasCode(state, field) ? 'set' : 'optional'}
              />
            );
          })}
        </AccountTable>
      )}
      {state.readOnly || others.length === 0 ? null : (
        <AddChoice
          id="ledger-add-country"
          label={t('ledger.addCountry')}
          choose={t('ledger.addCountryChoose')}
          button={t('ledger.addCountryButton')}
          onAdd={(chosen) => setAdded((current) => [...current, chosen])}
        >
          {others.map((row) => (
            <option key={row.country_iso2} value={row.country_iso2}>
              {country(row.country_iso2)}
            </option>
          ))}
        </AddChoice>
      )}
    </LedgerCard>
  );
}

/** The accounts in use without an RGS code, as the screen stands (filled in, not saved yet). */
export const rgsOpen = (state: EditorState) =>
  state.mapping.rgs
    .filter((row) => row.uses.length > 0 || row.code !== null)
    .filter((row) => !hasCode(state, rgsField(row.account)));

/**
 * The RGS code of every account the mapping uses (XAF 4.0 writes it per ledger account),
 * with the usual code for what the account is used for as a suggestion the user takes over.
 */
export function RgsCard({ state }: { state: EditorState }) {
  const t = useT();
  const rows = state.mapping.rgs.filter((row) => row.uses.length > 0 || row.code !== null);
  const withoutCode = rgsOpen(state);
  const suggestible = withoutCode.filter((row) => row.suggested !== null);
  return (
    <LedgerCard id="ledger-rgs" title={t('ledger.rgs')} hint={t('ledger.rgsHint')}>
      <p className="hint" data-testid="rgs-missing">
        {withoutCode.length === 0
          ? t('ledger.rgsAllSet')
          : t(countKey('ledger.rgsMissing', withoutCode.length), {
              count: withoutCode.length,
              accounts: withoutCode.map((row) => row.account).join(', '),
            })}
      </p>
      {state.readOnly || suggestible.length === 0 ? null : (
        <button
          type="button"
          className="button"
          onClick={() => {
            for (const row of suggestible)
              state.setCode(rgsField(row.account), row.suggested ?? '');
          }}
        >
          {t('ledger.rgsFillAll', { count: suggestible.length })}
        </button>
      )}
      <AccountTable
        columns={[
          t('ledger.col.account'),
          t('ledger.col.uses'),
          t('ledger.col.rgs'),
          t('ledger.col.status'),
        ]}
      >
        {rows.map((row) => {
          const field = rgsField(row.account);
          return (
            <AccountRow
              key={field}
              state={state}
              field={field}
              head={<code>{row.account}</code>}
              detail={row.uses.length === 0 ? t('ledger.rgsUnused') : row.uses.join('; ')}
              label={t('ledger.rgsRow', { account: row.account })}
              placeholder={row.suggested ?? t('ledger.rgsNoSuggestion')}
              status={hasCode(state, field) ? 'set' : 'missing'}
            />
          );
        })}
      </AccountTable>
    </LedgerCard>
  );
}
