import { useEffect, useId, useRef, type RefObject } from 'react';
import { useT } from '../../i18n/index.js';

/**
 * Asks before files are replaced: the folder already has files of the pack's names. A modal
 * dialog (focus stays in it; Escape is Cancel), listing the names; closed, it gives the focus
 * back to `returnFocusTo` (the Write button).
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
  const titleId = useId();
  const dialog = useRef<HTMLDialogElement>(null);

  useEffect(() => {
    const element = dialog.current;
    const target = returnFocusTo.current;
    if (element && !element.open) element.showModal();
    return () => {
      element?.close();
      target?.focus({ preventScroll: true });
    };
  }, [returnFocusTo]);

  return (
    <dialog
      ref={dialog}
      className="dialog"
      aria-labelledby={titleId}
      onCancel={(event) => {
        event.preventDefault();
        onCancel();
      }}
    >
      <h2 id={titleId} className="section-title">
        {t('pack.exists.title')}
      </h2>
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
    </dialog>
  );
}
