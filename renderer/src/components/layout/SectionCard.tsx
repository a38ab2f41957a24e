import type { ReactNode } from 'react';

/**
 * A titled part of a screen: a card whose heading names it (`aria-labelledby`), with a hint
 * under the heading where the part needs one, then its content.
 */
export function SectionCard({
  id,
  title,
  hint,
  className,
  testId,
  children,
}: {
  /** The heading's id, unique on the screen. */
  id: string;
  title: string;
  hint?: string | undefined;
  /** Classes beside `card`: the screen's own layout of it. */
  className?: string | undefined;
  testId?: string | undefined;
  children: ReactNode;
}) {
  return (
    <section
      className={className === undefined ? 'card' : `card ${className}`}
      aria-labelledby={id}
      data-testid={testId}
    >
      <h2 id={id} className="section-title">
        {title}
      </h2>
      {hint === undefined ? null : <p className="hint">{hint}</p>}
      {children}
    </section>
  );
}
