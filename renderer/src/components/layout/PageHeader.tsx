import { useEffect, useRef, type ReactNode } from 'react';
import { takeDueFocus } from '../../app/screen-focus.js';

/**
 * A screen's title with its actions (export, counts) on the right, and under the title an
 * optional status line (how fresh the figures are). The title takes the focus when the user
 * has just moved to this screen (screen-focus.ts).
 */
export function PageHeader({
  title,
  status,
  children,
}: {
  title: string;
  status?: ReactNode;
  children?: ReactNode;
}) {
  const headingRef = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    if (headingRef.current) takeDueFocus(headingRef.current);
  }, []);
  return (
    <header className="page-header">
      <div className="page-header__heading">
        <h1 className="page-header__title" ref={headingRef} tabIndex={-1}>
          {title}
        </h1>
        {status}
      </div>
      {children ? <div className="page-header__actions">{children}</div> : null}
    </header>
  );
}
