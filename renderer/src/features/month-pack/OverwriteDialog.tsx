import type { RefObject } from 'react';
import { ModalDialog } from '../../components/layout/ModalDialog.js';
import { useT } from '../../i18n/index.js';

/**
 * Asks before files are replaced: the folder already has files of the pack's names. A modal
 * dialog listing the names; closed, it gives the focus back to `returnFocusTo` (the Write
 * button).
 */
export function OverwriteDialog({
  folder,
  existing,
  onOverwrite,
  onCancel,
  returnFocusTo,
}: {
  folder: string;
  existing: readonly string[];
  onOverwrite: () => void;
  onCancel: () => void;
  returnFocusTo: RefObject<HTMLElement | null>;
}) {
  const t = useT();
  return (
    <ModalDialog title={t('pack.exists.title')} onCancel={onCancel} returnFocusTo={returnFocusTo}>
      <p>{t('pack.exists.text', { folder })}</p>
      <ul className="dialog__list">
        {existing.map((name) => (
          <li key={name}>
            <code>{name}</code>
          </li>
        ))}
      </ul>
      <div className="dialog__actions">
        <button type="button" className="button" onClick={onCancel} autoFocus>
          {t('pack.exists.cancel')}
        </button>
        <button type="button" className="button button--primary" onClick={onOverwrite}>
          {t('pack.exists.overwrite')}
        </button>
      </div>
    </ModalDialog>
  );
}
