import type { ReactNode } from 'react';

/** One figure of a screen's summary, as a card: its label over its value. */
export function StatCard({
  label,
  figure,
  children,
}: {
  label: ReactNode;
  /** The figure's name for tests and the print view (`data-figure`). */
  figure: string;
  children: ReactNode;
}) {
  return (
    <div className="card stat">
      <p className="stat__label">{label}</p>
      <p className="stat__value" data-figure={figure}>
        {children}
      </p>
    </div>
  );
}
