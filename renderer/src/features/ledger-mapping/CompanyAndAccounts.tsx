import { SINGLE_ROLES } from '../../../../shared/api/ledger-mapping.js';
import { TextField } from '../../components/form/TextField.js';
import { useT } from '../../i18n/index.js';
import { AccountRow, AccountTable, LedgerCard } from './AccountTable.js';
import { accountField, elementIdOf } from './draft.js';
import { hasCode, type EditorState } from './editor.js';

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
    <LedgerCard id="ledger-company" title={t('ledger.company')} hint={t('ledger.companyHint')}>
      <div className="ledger__company">
        {fields.map(({ key, label, placeholder }) => {
          const field = `company.${key}`;
          return (
            <TextField
              key={key}
              id={elementIdOf(field)}
              label={label}
              error={state.errorOf(field)}
              value={state.draft.company[key]}
              placeholder={placeholder}
              readOnly={state.readOnly}
              autoComplete="off"
              onChange={(event) => onCompany({ [key]: event.target.value })}
            />
          );
        })}
      </div>
    </LedgerCard>
  );
}

/** The accounts the books need one of: debtors, cash differences, gift cards, tips, prepayments. */
export function AccountsCard({ state }: { state: EditorState }) {
  const t = useT();
  return (
    <LedgerCard id="ledger-accounts" title={t('ledger.accounts')} hint={t('ledger.accountsHint')}>
      <AccountTable
        columns={[t('ledger.col.role'), t('ledger.col.account'), t('ledger.col.status')]}
      >
        {SINGLE_ROLES.map((role) => {
          const field = accountField(role);
          const label = t(`ledger.role.${role}`);
          return (
            <AccountRow
              key={role}
              state={state}
              field={field}
              headClassName="ledger__role"
              head={
                <>
                  {label}
                  <span className="ledger__role-hint">{t(`ledger.role.${role}.hint`)}</span>
                </>
              }
              label={`${t('ledger.col.account')}: ${label}`}
              status={hasCode(state, field) ? 'set' : 'missing'}
            />
          );
        })}
      </AccountTable>
    </LedgerCard>
  );
}
