/**
 * The mapping's cards and tables: each card a titled group of the screen, each table row a
 * thing that needs an account (or a code), its field and its status.
 */
import type { ReactNode } from 'react';
import { SectionCard } from '../../components/layout/SectionCard.js';
import { PlainTable } from '../../components/table/PlainTable.js';
import { AccountInput } from './AccountInput.js';
import type { RowStatus } from './editor.js';
import type { EditorState } from './editor.js';
import { StatusBadge } from './StatusBadge.js';

export function LedgerCard(props: {
  id: string;
  title: string;
  hint?: string;
  children: ReactNode;
}) {
  return (
    <SectionCard id={props.id} title={props.title} hint={props.hint} className="ledger__card">
      {props.children}
    </SectionCard>
  );
}

/** A table of rows to map, scrolling sideways on a narrow window; `long`: it may hold many. */
export function AccountTable({
  columns,
  long = false,
  children,
}: {
  columns: readonly string[];
  long?: boolean;
  children: ReactNode;
}) {
  return (
    <div className={long ? 'wide-table wide-table--long' : 'wide-table'}>
      <PlainTable className="ledger__table" columns={columns.map((label) => ({ label }))}>
        <tbody>{children}</tbody>
      </PlainTable>
    </div>
  );
}

/**
 * One row: what it is (`head`), a detail of it where the table has a column for one, its
 * field (`label`: what a screen reader calls the field), its status.
 */
export function AccountRow({
  state,
  field,
  head,
  headClassName,
  detail,
  label,
  placeholder,
  status,
}: {
  state: EditorState;
  field: string;
  head: ReactNode;
  headClassName?: string;
  detail?: ReactNode;
  label: string;
  placeholder?: string | undefined;
  status: RowStatus;
}) {
  return (
    <tr data-field={field}>
      <th scope="row" className={headClassName}>
        {head}
      </th>
      {detail === undefined ? null : <td>{detail}</td>}
      <td>
        <AccountInput state={state} field={field} label={label} placeholder={placeholder} />
      </td>
      <td>
        <StatusBadge status={status} />
      </td>
    </tr>
  );
}
