/**
 * After the first login, what to set up first (steps.ts), each done or not, on the start
 * screen until the user puts it away. Put away per user on this computer; not shown to a user
 * limited to a location, who may do none of the steps.
 */
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { hrefOf } from '../../app/router.js';
import { useUserKey } from '../../app/user-key.js';
import { SectionCard } from '../../components/layout/SectionCard.js';
import { SecretsNote } from '../../components/note/SecretsNote.js';
import { useT } from '../../i18n/index.js';
import { sessionQueries } from '../../app/session-queries.js';
import { FIRST_RUN_STEPS, type FirstRunStep } from './steps.js';

const STORAGE_KEY = 'backoffice.firstRun.dismissed';

function dismissedUsers(): string[] {
  try {
    const held: unknown = JSON.parse(localStorage.getItem(STORAGE_KEY) ?? '[]');
    return Array.isArray(held) ? held.filter((user) => typeof user === 'string') : [];
  } catch {
    return [];
  }
}

function keepDismissed(user: string): void {
  try {
    localStorage.setItem(STORAGE_KEY, JSON.stringify([...dismissedUsers(), user]));
  } catch {
    // Storage refused: the list shows again next time, nothing worse.
  }
}

function StepRow({ step }: { step: FirstRunStep }) {
  const t = useT();
  const done = step.useDone();
  const state = done === undefined ? 'unknown' : done ? 'done' : 'todo';
  return (
    <li className={`first-run__step first-run__step--${state}`} data-step={step.id}>
      <span className="first-run__mark" aria-hidden="true">
        {done ? '✓' : ''}
      </span>
      <span className="first-run__text">
        <a href={hrefOf(step.route)}>{t(step.title)}</a>{' '}
        <span className={done ? 'badge badge--positive' : 'badge badge--muted'}>
          {t(done === undefined ? 'start.checking' : done ? 'start.done' : 'start.todo')}
        </span>
        <span className="hint first-run__hint">{t(step.hint)}</span>
      </span>
    </li>
  );
}

export function FirstRunChecklist() {
  const t = useT();
  const user = useUserKey();
  const me = useQuery(sessionQueries.me()).data;
  const [dismissed, setDismissed] = useState(() => dismissedUsers());
  if (user === null || me === undefined || me.locked_location_id !== null) return null;
  if (dismissed.includes(user)) return null;
  const dismiss = () => {
    keepDismissed(user);
    setDismissed(dismissedUsers());
  };
  return (
    <SectionCard
      id="first-run"
      title={t('start.title')}
      hint={t('start.hint')}
      testId="first-run"
      className="first-run"
    >
      {/* The folder's schedule and the bookkeeping connection keep secrets: said before either. */}
      <SecretsNote />
      <ol className="first-run__steps">
        {FIRST_RUN_STEPS.map((step) => (
          <StepRow key={step.id} step={step} />
        ))}
      </ol>
      <button type="button" className="button button--quiet" onClick={dismiss}>
        {t('start.dismiss')}
      </button>
    </SectionCard>
  );
}
