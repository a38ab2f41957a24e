import { useState } from 'react';
import { PlainTableHead } from '../../components/table/PlainTableHead.js';
import { SectionCard } from '../../components/layout/SectionCard.js';
import { countKey, useLocale, useT } from '../../i18n/index.js';
import { AccountInput } from './AccountInput.js';
import { ossField, rgsField } from './draft.js';
import { hasCode, missingKeys, type EditorState } from './editor.js';
import { countryWords, ossName } from './labels.js';
import { StatusBadge } from './StatusBadge.js';

/**
 * VAT payable per member state for sales at its rates (OSS): the countries with an account,
 * one the journal asks for, and any the user adds; the other member states on request.
 */
export function OssCard({ state }: { state: EditorState }) {
  const t = useT();
  const locale = useLocale();
  const [added, setAdded] = useState<readonly string[]>([]);
  const [chosen, setChosen] = useState('');
  const missing = missingKeys(state.mapping);
  const shown = state.mapping.oss.filter(
    (row) =>
      row.account !== null ||
      hasCode(state, ossField(row.country_iso2)) ||
      missing.has(`oss:${row.country_iso2}`) ||
      added.includes(row.country_iso2),
  );
  const others = state.mapping.oss.filter((row) => !shown.includes(row));
  return (
    <SectionCard
      id="ledger-oss"
      title={t('ledger.oss')}
      hint={t('ledger.ossHint')}
      className="ledger__card"
    >
      {shown.length === 0 ? null : (
        <div className="wide-table">
          <table className="plain-table ledger__table">
            <PlainTableHead
              columns={[
                { label: t('ledger.col.country') },
                { label: t('ledger.col.account') },
                { label: t('ledger.col.status') },
              ]}
            />
            <tbody>
              {shown.map((row) => {
                const field = ossField(row.country_iso2);
                const name = ossName(t, locale, row.country_iso2);
                return (
                  <tr key={field} data-field={field}>
                    <th scope="row">
                      {countryWords(locale, row.country_iso2)} ({row.country_iso2})
                    </th>
                    <td>
                      <AccountInput
                        state={state}
                        field={field}
                        label={`${t('ledger.col.account')}: ${name}`}
                      />
                    </td>
                    <td>
                      <StatusBadge status={hasCode(state, field) ? 'set' : 'optional'} />
                    </td>
                  </tr>
                );
              })}
            </tbody>
          </table>
        </div>
      )}
      {state.readOnly || others.length === 0 ? null : (
        <div className="ledger__add-rate">
          <div className="field">
            <label className="field__label" htmlFor="ledger-add-country">
              {t('ledger.addCountry')}
            </label>
            <select
              id="ledger-add-country"
              className="input"
              value={chosen}
              onChange={(event) => setChosen(event.target.value)}
            >
              <option value="">{t('ledger.addCountryChoose')}</option>
              {others.map((row) => (
                <option key={row.country_iso2} value={row.country_iso2}>
                  {countryWords(locale, row.country_iso2)} ({row.country_iso2})
                </option>
              ))}
            </select>
          </div>
          <button
            type="button"
            className="button"
            disabled={chosen === ''}
            onClick={() => {
              setAdded((current) => [...current, chosen]);
              setChosen('');
            }}
          >
            {t('ledger.addCountryButton')}
          </button>
        </div>
      )}
    </SectionCard>
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
    <SectionCard
      id="ledger-rgs"
      title={t('ledger.rgs')}
      hint={t('ledger.rgsHint')}
      className="ledger__card"
    >
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
      <div className="wide-table">
        <table className="plain-table ledger__table">
          <PlainTableHead
            columns={[
              { label: t('ledger.col.account') },
              { label: t('ledger.col.uses') },
              { label: t('ledger.col.rgs') },
              { label: t('ledger.col.status') },
            ]}
          />
          <tbody>
            {rows.map((row) => {
              const field = rgsField(row.account);
              return (
                <tr key={field} data-field={field}>
                  <th scope="row">
                    <code>{row.account}</code>
                  </th>
                  <td>{row.uses.length === 0 ? t('ledger.rgsUnused') : row.uses.join('; ')}</td>
                  <td>
                    <AccountInput
                      state={state}
                      field={field}
                      label={t('ledger.rgsRow', { account: row.account })}
                      placeholder={row.suggested ?? t('ledger.rgsNoSuggestion')}
                    />
                  </td>
                  <td>
                    <StatusBadge status={hasCode(state, field) ? 'set' : 'missing'} />
                  </td>
                </tr>
              );
            })}
          </tbody>
        </table>
      </div>
    </SectionCard>
  );
}
