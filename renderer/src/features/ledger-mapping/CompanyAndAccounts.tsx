import { SINGLE_ROLES } from '../../../../shared/api/ledger-mapping.js';
import { PlainTableHead } from '../../components/table/PlainTableHead.js';
import { SectionCard } from '../../components/layout/SectionCard.js';
import { useT } from '../../i18n/index.js';
import { AccountInput } from './AccountInput.js';
import { accountField, elementIdOf } from './draft.js';
import { hasCode, type EditorState } from './editor.js';
import { StatusBadge } from './StatusBadge.js';

/** The company's name and VAT number, for the XAF header. */
export function CompanyCard({
  state,
  onCompany,
}: {
  state: EditorState;
  onCompany: (change: Partial<EditorState['draft']['company']>) => void;
}) {
  const t = useT();
  const fields = [
    { key: 'name', label: t('ledger.companyName'), placeholder: undefined },
    { key: 'vat_number', label: t('ledger.vatNumber'), placeholder: 'NL123456789B01' },
  ] as const;
  return (
    <SectionCard
      id="ledger-company"
      title={t('ledger.company')}
      hint={t('ledger.companyHint')}
      className="ledger__card"
    >
      <div className="ledger__company">
        {fields.map(({ key, label, placeholder }) => {
          const field = `company.${key}`;
          const id = elementIdOf(field);
          const error = state.errorOf(field);
          return (
            <div key={key} className="field">
              <label className="field__label" htmlFor={id}>
                {label}
              </label>
              <input
                id={id}
                className="input"
                value={state.draft.company[key]}
                placeholder={placeholder}
                readOnly={state.readOnly}
                aria-invalid={error === null ? undefined : true}
                aria-describedby={error === null ? undefined : `${id}-error`}
                autoComplete="off"
                onChange={(event) => onCompany({ [key]: event.target.value })}
              />
              {error === null ? null : (
                <p id={`${id}-error`} className="field__error">
                  {error}
                </p>
              )}
            </div>
          );
        })}
      </div>
    </SectionCard>
  );
}

/** The accounts the books need one of: debtors, cash differences, gift cards, tips, prepayments. */
export function AccountsCard({ state }: { state: EditorState }) {
  const t = useT();
  return (
    <SectionCard
      id="ledger-accounts"
      title={t('ledger.accounts')}
      hint={t('ledger.accountsHint')}
      className="ledger__card"
    >
      <div className="wide-table">
        <table className="plain-table ledger__table">
          <PlainTableHead
            columns={[
              { label: t('ledger.col.role') },
              { label: t('ledger.col.account') },
              { label: t('ledger.col.status') },
            ]}
          />
          <tbody>
            {SINGLE_ROLES.map((role) => {
              const field = accountField(role);
              const label = t(`ledger.role.${role}`);
              return (
                <tr key={role} data-field={field}>
                  <th scope="row" className="ledger__role">
                    {label}
                    <span className="ledger__role-hint">{t(`ledger.role.${role}.hint`)}</span>
                  </th>
                  <td>
                    <AccountInput
                      state={state}
                      field={field}
                      label={`${t('ledger.col.account')}: ${label}`}
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
