import type { ReactNode } from 'react';
import { Money } from '../value/Money.js';

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

/** A summary figure that is an amount in euros. */
export function MoneyStat({
  label,
  figure,
  value,
}: {
  label: ReactNode;
  figure: string;
  value: number;
}) {
  return (
    <StatCard label={label} figure={figure}>
      <Money value={value} />
    </StatCard>
  );
}
