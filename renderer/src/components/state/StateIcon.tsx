import type { ReactNode } from 'react';

/**
 * The picture above a state's words, in the state's colour (`.state__icon` in styles.css); hidden
 * from screen readers, which read the words.
 */
export function StateIcon({ children }: { children: ReactNode }) {
  return (
    <svg className="state__icon" viewBox="0 0 48 48" aria-hidden="true">
      {children}
    </svg>
  );
}

/** A state icon that is a ring with a mark in it: the error's "!", the unavailable's stroke. */
export function RingIcon({ mark, markWidth }: { mark: string; markWidth: string }) {
  return (
    <StateIcon>
      <circle cx="24" cy="24" r="17" fill="none" strokeWidth="2.5" />
      <path d={mark} fill="none" strokeWidth={markWidth} strokeLinecap="round" />
    </StateIcon>
  );
}
