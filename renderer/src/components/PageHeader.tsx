import type { ReactNode } from 'react';

/** A screen's title with its actions (export, counts) on the right. */
export function PageHeader({ title, children }: { title: string; children?: ReactNode }) {
  return (
    <header className="page-header">
      <h1 className="page-header__title">{title}</h1>
      {children ? <div className="page-header__actions">{children}</div> : null}
    </header>
  );
}
