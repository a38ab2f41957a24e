import type { ReactNode } from 'react';
import { EmptyState } from '../../components/state/EmptyState.js';
import { useLocale, useT } from '../../i18n/index.js';
import { AccountRow, AccountTable, LedgerCard } from './AccountTable.js';
import { AddRate } from './AddRate.js';
import { clearingField, revenueField, vatField } from './draft.js';
import { hasCode, missingKeys, type EditorState, type RowStatus } from './editor.js';
import { paymentTypeWords, rateWords } from './labels.js';

/** A card with a title, a hint and a table of rows keyed by a group, a rate or a type. */
function MappingTable({
  id,
  title,
  hint,
  note,
  footer,
  columns,
  children,
}: {
  id: string;
  title: string;
  hint: string;
  note?: ReactNode;
  footer?: ReactNode;
  columns: readonly string[];
  children: ReactNode;
}) {
  const t = useT();
  return (
    <LedgerCard id={id} title={title} hint={hint}>
      {note}
      <AccountTable long columns={[...columns, t('ledger.col.account'), t('ledger.col.status')]}>
        {children}
      </AccountTable>
      {footer}
    </LedgerCard>
  );
}

/** One row of a table: what it is keyed by, a detail of it, its account field, its status. */
function MappingRow(props: {
  state: EditorState;
  field: string;
  name: string;
  detail: ReactNode;
  placeholder?: string | undefined;
  status: RowStatus;
}) {
  const t = useT();
  return (
    <AccountRow {...props} head={props.name} label={`${t('ledger.col.account')}: ${props.name}`} />
  );
}

export function RevenueTable({ state }: { state: EditorState }) {
  const t = useT();
  const { mapping } = state;
  return (
    <MappingTable
      id="ledger-revenue"
      title={t('ledger.revenue')}
      hint={t('ledger.revenueHint')}
      note={
        mapping.turnover_groups_offered ? null : (
          <p className="banner banner--info" role="note">
            {t('ledger.noGroupsOffered')}
          </p>
        )
      }
      columns={[t('ledger.col.group'), t('ledger.col.code')]}
    >
      {mapping.revenue.map((row) => {
        const field = revenueField(row.product_group_id);
        const name = row.product_group_id === null ? t('ledger.noGroup') : row.name;
        const fallback = row.source === 'missing' ? null : row.product_group_code;
        const status: RowStatus = hasCode(state, field)
          ? 'set'
          : fallback === null
            ? 'missing'
            : 'default';
        return (
          <MappingRow
            key={field}
            state={state}
            field={field}
            name={name}
            detail={row.product_group_code === null ? '—' : <code>{row.product_group_code}</code>}
            placeholder={fallback ?? undefined}
            status={status}
          />
        );
      })}
    </MappingTable>
  );
}

/** A row of the rates' or the clearing methods' table: the mapping may leave it empty. */
interface OptionalRow {
  field: string;
  /** Its `role:key` among the answer's `missing`. */
  missingKey: string;
  /** The saved mapping holds an account for it: emptying the field leaves a gap. */
  held: boolean;
  name: string;
  detail: ReactNode;
  placeholder?: string | undefined;
}

/** Rows that may stay empty: set once coded, else missing where needed, else optional. */
function OptionalRows({ state, rows }: { state: EditorState; rows: readonly OptionalRow[] }) {
  const missing = missingKeys(state.mapping);
  return rows.map(({ missingKey, held, ...row }) => {
    const needed = missing.has(missingKey) || held;
    const status: RowStatus = hasCode(state, row.field) ? 'set' : needed ? 'missing' : 'optional';
    return <MappingRow key={row.field} state={state} {...row} status={status} />;
  });
}

export function VatTable({ state }: { state: EditorState }) {
  const t = useT();
  const locale = useLocale();
  return (
    <MappingTable
      id="ledger-vat"
      title={t('ledger.vat')}
      hint={t('ledger.vatHint')}
      footer={<AddRate state={state} />}
      columns={[t('ledger.col.rate'), t('ledger.col.platformName')]}
    >
      <OptionalRows
        state={state}
        rows={state.mapping.vat.map((row) => ({
          field: vatField(row.tax_rate_id),
          missingKey: `vat:${String(row.tax_rate_id)}`,
          held: row.account !== null,
          name: rateWords(t, locale, { ...row, id: row.tax_rate_id }),
          // The platform's own name, for recognising the rate in its back office.
          detail: <span className="muted">{row.name}</span>,
          placeholder: row.rate === 0 ? t('ledger.zeroRate') : undefined,
        }))}
      />
    </MappingTable>
  );
}

export function ClearingTable({ state }: { state: EditorState }) {
  const t = useT();
  if (state.mapping.clearing.length === 0) {
    return (
      <LedgerCard id="ledger-clearing" title={t('ledger.clearing')}>
        <EmptyState title={t('ledger.clearingEmpty')} />
      </LedgerCard>
    );
  }
  return (
    <MappingTable
      id="ledger-clearing"
      title={t('ledger.clearing')}
      hint={t('ledger.clearingHint')}
      columns={[t('ledger.col.method'), t('ledger.col.type')]}
    >
      <OptionalRows
        state={state}
        rows={state.mapping.clearing.map((row) => ({
          field: clearingField(row.type_alias),
          missingKey: `clearing:${row.type_alias}`,
          held: row.account !== null,
          name: row.name,
          detail: <span title={row.type_alias}>{paymentTypeWords(t, row.type_alias)}</span>,
        }))}
      />
    </MappingTable>
  );
}
