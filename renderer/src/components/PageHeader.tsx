import type { ReactNode } from 'react';

/**
 * A screen's title with its actions (export, counts) on the right, and under the title an
 * optional status line (how fresh the figures are).
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
  return (
    <header className="page-header">
      <div className="page-header__heading">
        <h1 className="page-header__title">{title}</h1>
        {status}
      </div>
      {children ? <div className="page-header__actions">{children}</div> : null}
    </header>
  );
}
