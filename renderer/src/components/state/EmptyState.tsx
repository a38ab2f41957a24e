import { StateIcon } from './StateIcon.js';

/** Nothing to show: says so, and what to change to see something. */
export function EmptyState({ title, hint }: { title: string; hint?: string }) {
  return (
    <div className="state state--empty" role="status">
      <StateIcon>
        <rect x="8" y="12" width="32" height="26" rx="4" fill="none" strokeWidth="2.5" />
        <path d="M8 22h32M18 30h12" fill="none" strokeWidth="2.5" strokeLinecap="round" />
      </StateIcon>
      <p className="state__title">{title}</p>
      {hint ? <p className="state__hint">{hint}</p> : null}
    </div>
  );
}
