import { useEffect, useId, useRef, type ReactNode } from 'react';
import { useT } from '../../i18n/index.js';

/**
 * A side panel on the native <dialog>: the browser traps focus, closes on Escape and makes
 * the page behind inert; closing returns focus to whatever opened it. Its body is a tab stop
 * of its own, so the arrow keys scroll a long one.
 */
export function Drawer({
  title,
  subtitle,
  onClose,
  children,
}: {
  title: string;
  subtitle?: string;
  onClose: () => void;
  children: ReactNode;
}) {
  const t = useT();
  const dialogRef = useRef<HTMLDialogElement>(null);
  const titleId = useId();

  useEffect(() => {
    const dialog = dialogRef.current;
    if (!dialog) return;
    const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    dialog.showModal();
    return () => {
      dialog.close();
      opener?.focus({ preventScroll: true });
    };
  }, []);

  return (
    <dialog
      ref={dialogRef}
      className="drawer"
      aria-labelledby={titleId}
      onCancel={(event) => {
        event.preventDefault();
        onClose();
      }}
      onClick={(event) => {
        // A click on the backdrop lands on the dialog element itself.
        if (event.target === event.currentTarget) onClose();
      }}
    >
      <div className="drawer__panel">
        <header className="drawer__header">
          <div>
            <h2 id={titleId} className="drawer__title">
              {title}
            </h2>
            {subtitle ? <p className="drawer__subtitle">{subtitle}</p> : null}
          </div>
          <button type="button" className="button button--quiet" onClick={onClose} autoFocus>
            {t('drawer.close')}
          </button>
        </header>
        {/* Focusable, so a long body scrolls with the keyboard even where it has no control. */}
        <div className="drawer__body" tabIndex={0} role="region" aria-labelledby={titleId}>
          {children}
        </div>
      </div>
    </dialog>
  );
}
