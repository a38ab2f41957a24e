import type { ReactNode } from 'react';
import { PlainTableHead, type HeadColumn } from './PlainTableHead.js';

/**
 * A hand-written table (`plain-table`): its caption for screen readers only (the card around
 * it shows the title), its head, and the bodies and foot the caller writes. The virtualised
 * data table is DataTable.tsx.
 */
export function PlainTable({
  caption,
  columns,
  className,
  testId,
  children,
}: {
  /** What a screen reader names the table; none where the table's card names it. */
  caption?: string | undefined;
  /** The head; none where each row names itself. */
  columns?: readonly HeadColumn[] | undefined;
  /** Classes besides `plain-table`. */
  className?: string | undefined;
  testId?: string | undefined;
  children: ReactNode;
}) {
  return (
    <table className={className ? `plain-table ${className}` : 'plain-table'} data-testid={testId}>
      {caption === undefined ? null : <caption className="visually-hidden">{caption}</caption>}
      {columns ? <PlainTableHead columns={columns} /> : null}
      {children}
    </table>
  );
}
