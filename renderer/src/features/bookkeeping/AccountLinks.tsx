import { useQueryClient } from '@tanstack/react-query';
import { useId, useState } from 'react';
import type { BookkeepingAccounts, PackageAccount } from '../../../../shared/api/bookkeeping.js';
import { useLimitedToLocation } from '../../components/note/LocationUserNote.js';
import { useT } from '../../i18n/index.js';
import { bookkeepingQueries, linkAccounts } from './queries.js';
import { packageName } from './words.js';
import { ActionNote, useNotedAction } from './ActionNote.js';

/** Rows shown at first; the rest behind a button (a mapping may have a hundred accounts). */
const LISTED = 30;

const label = (account: PackageAccount): string =>
  account.code === null ? account.name : `${account.code} ${account.name}`;

type Row = BookkeepingAccounts['mapping'][number];

/** The accounts to choose for: linked, or without an account of the same code in the package. */
export const rowsToLink = (data: BookkeepingAccounts): Row[] =>
  data.mapping.filter((row) => row.linked || row.package_account === null);

/** Each account's choice: the link of now, else the suggestion, else none. */
const choicesOf = (rows: readonly Row[]): Record<string, string> =>
  Object.fromEntries(
    rows.map((row) => [
      row.account,
      (row.linked ? row.package_account?.id : undefined) ??
        row.suggestion?.id ??
        row.package_account?.id ??
        '',
    ]),
  );

/**
 * Accounts chosen, not numbered: each account code of the ledger mapping that is linked, or
 * that has no account of its code in the package (a Moneybird category may have no code, or
 * one of its own), with a choice of the package's accounts that take memorial entries, the
 * link of now or the service's suggestion filled in and why it was suggested, all saved with
 * one button (the ones not shown yet with their suggestion). A user limited to a location
 * sees the choices but does not change them, as they do not change the connection.
 */
export function AccountLinks({ data, rows }: { data: BookkeepingAccounts; rows: Row[] }) {
  const t = useT();
  const id = useId();
  const queryClient = useQueryClient();
  const limited = useLimitedToLocation();
  const [choices, setChoices] = useState(() => choicesOf(rows));
  const [all, setAll] = useState(false);
  const { note, busy, run } = useNotedAction();
  const options = data.accounts.filter((account) => account.takes_journal_entries);

  const save = () =>
    run(async () => {
      const links = Object.fromEntries(Object.entries(choices).filter(([, value]) => value !== ''));
      const answer = await linkAccounts({ links });
      // The answer is the accounts as they stand now; nothing else changed (the postings are
      // not asked again: during the service's warm-up that read may take minutes).
      queryClient.setQueryData(bookkeepingQueries.accounts().queryKey, answer);
      return { ok: true, text: t('bk.links.saved') };
    });

  return (
    <section className="bk-links" aria-labelledby={`${id}-heading`} data-testid="bk-links">
      <h3 id={`${id}-heading`} className="bk-links__heading">
        {t('bk.links.heading')}
      </h3>
      <p className="hint">{t('bk.links.hint', { package: packageName(t, data.package) })}</p>
      <ul className="bk-links__list">
        {(all ? rows : rows.slice(0, LISTED)).map((row) => (
          <LinkRow
            key={row.account}
            row={row}
            field={`${id}-${row.account}`}
            options={options}
            value={choices[row.account] ?? ''}
            disabled={limited || busy}
            onChoose={(value) => setChoices((now) => ({ ...now, [row.account]: value }))}
          />
        ))}
      </ul>
      <div className="bk-actions">
        {all || rows.length <= LISTED ? null : (
          <button type="button" className="button" onClick={() => setAll(true)}>
            {t('bk.links.all', { count: rows.length })}
          </button>
        )}
        {limited ? null : (
          <button
            type="button"
            className="button button--primary"
            onClick={() => void save()}
            disabled={busy}
          >
            {t('bk.links.save')}
          </button>
        )}
      </div>
      <ActionNote note={note} />
    </section>
  );
}

/** One account code: where it is used, the package's account chosen for it, and why suggested. */
function LinkRow({
  row,
  field,
  options,
  value,
  disabled,
  onChoose,
}: {
  row: Row;
  /** The choice's id. */
  field: string;
  options: readonly PackageAccount[];
  value: string;
  disabled: boolean;
  onChoose: (value: string) => void;
}) {
  const t = useT();
  const by = row.suggestion?.by;
  return (
    <li className="bk-links__row">
      <label htmlFor={field}>
        <strong>{t('bk.links.account', { code: row.account })}</strong>
        {row.uses.length > 0 ? <span className="hint"> · {row.uses.join(', ')}</span> : null}
      </label>
      <select
        id={field}
        className="input"
        value={value}
        disabled={disabled}
        aria-describedby={by ? `${field}-by` : undefined}
        onChange={(event) => onChoose(event.target.value)}
      >
        <option value="">{t('bk.links.none')}</option>
        {options.map((account) => (
          <option key={account.id} value={account.id}>
            {label(account)}
          </option>
        ))}
      </select>
      {by ? (
        <span id={`${field}-by`} className="hint">
          {t(`bk.links.by.${by}`)}
        </span>
      ) : null}
    </li>
  );
}
