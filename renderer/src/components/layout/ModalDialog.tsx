import { useEffect, useId, useRef, type ReactNode, type RefObject } from 'react';

/**
 * A modal dialog: the focus stays in it, Escape is its cancel, and once closed it gives the
 * focus back to `returnFocusTo` (the button that opened it, which may have been disabled
 * meanwhile and so lost it). Its title labels it; `children` are its text, fields and
 * actions.
 */
export function ModalDialog({
  title,
  onCancel,
  returnFocusTo,
  children,
  testId,
}: {
  title: string;
  onCancel: () => void;
  returnFocusTo: RefObject<HTMLElement | null>;
  children: ReactNode;
  testId?: string;
}) {
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
      data-testid={testId}
      onCancel={(event) => {
        event.preventDefault();
        onCancel();
      }}
    >
      <h2 id={titleId} className="section-title">
        {title}
      </h2>
      {children}
    </dialog>
  );
}
