/**
 * The user's API keys: name, when made and last used, whether it writes files, and Revoke,
 * asked once more in the row itself (a revoked key cannot be had back).
 */
import { useEffect, useRef, useState } from 'react';
import type { ApiKey } from '../../../../shared/api/keys.js';
import { PlainTable } from '../../components/table/PlainTable.js';
import type { HeadColumn } from '../../components/table/PlainTableHead.js';
import { useT } from '../../i18n/index.js';
import { formatDateTime } from '../../lib/format.js';
import { useDateStyle } from '../../app/settings-store.js';

function RevokeCell({
  apiKey,
  pending,
  onRevoke,
}: {
  apiKey: ApiKey;
  pending: boolean;
  onRevoke: (key: ApiKey) => void;
}) {
  const t = useT();
  const [asking, setAsking] = useState(false);
  const confirmRef = useRef<HTMLButtonElement>(null);
  const revokeRef = useRef<HTMLButtonElement>(null);
  const wasAsking = useRef(false);
  // The focus follows the question: to "Yes, revoke" when asked, back to Revoke on Cancel.
  useEffect(() => {
    if (asking) confirmRef.current?.focus();
    else if (wasAsking.current) revokeRef.current?.focus();
    wasAsking.current = asking;
  }, [asking]);

  if (!asking) {
    return (
      <button
        type="button"
        ref={revokeRef}
        className="button button--quiet"
        aria-label={t('keys.revokeLabel', { name: apiKey.name })}
        onClick={() => setAsking(true)}
      >
        {t('keys.revoke')}
      </button>
    );
  }
  return (
    <div
      className="key-list__confirm"
      role="group"
      aria-label={t('keys.revokeLabel', { name: apiKey.name })}
      onKeyDown={(event) => {
        if (event.key === 'Escape') setAsking(false);
      }}
    >
      <span>{t('keys.revokeConfirm', { name: apiKey.name })}</span>
      <button
        type="button"
        ref={confirmRef}
        className="button button--danger"
        disabled={pending}
        onClick={() => onRevoke(apiKey)}
      >
        {t('keys.revokeYes')}
      </button>
      <button type="button" className="button button--quiet" onClick={() => setAsking(false)}>
        {t('keys.revokeNo')}
      </button>
    </div>
  );
}

export function KeyList({
  keys,
  pendingId,
  onRevoke,
}: {
  keys: readonly ApiKey[];
  /** The key being revoked now. */
  pendingId: string | null;
  onRevoke: (key: ApiKey) => void;
}) {
  const t = useT();
  const style = useDateStyle();
  if (keys.length === 0) return <p className="hint">{t('keys.none')}</p>;
  const columns: HeadColumn[] = [
    { label: t('keys.column.name') },
    { label: t('keys.column.created') },
    { label: t('keys.column.lastUsed') },
    { label: t('keys.column.files') },
    { label: t('keys.column.bookkeeping') },
    { label: t('keys.column.actions'), hidden: true },
  ];
  return (
    <div className="key-list">
      <PlainTable caption={t('keys.list')} className="key-list__table" columns={columns}>
        <tbody>
          {keys.map((key) => (
            <tr key={key.id} data-key-id={key.id}>
              <th scope="row" className="key-list__name">
                {key.name}
              </th>
              <td className="nowrap">{formatDateTime(key.created_at, style)}</td>
              <td className="nowrap">
                {key.last_used_at === null
                  ? t('keys.never')
                  : formatDateTime(key.last_used_at, style)}
              </td>
              <td>{key.may_write_files ? t('keys.yes') : t('keys.no')}</td>
              <td>{key.may_manage_bookkeeping ? t('keys.yes') : t('keys.no')}</td>
              <td className="key-list__actions">
                <RevokeCell apiKey={key} pending={pendingId === key.id} onRevoke={onRevoke} />
              </td>
            </tr>
          ))}
        </tbody>
      </PlainTable>
    </div>
  );
}
