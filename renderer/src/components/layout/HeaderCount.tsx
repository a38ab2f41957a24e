import type { ReactNode } from 'react';

/** How many rows a screen lists, in its header; said again when it changes. */
export function HeaderCount({ children }: { children: ReactNode }) {
  return (
    <span className="page-header__count" aria-live="polite">
      {children}
    </span>
  );
}
