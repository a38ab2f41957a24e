import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import type { Freshness } from '../../../../shared/client/index.js';
import { useDateStyle } from '../../app/settings-store.js';
import { useT } from '../../i18n/index.js';
import { askFirstReadsAgain } from '../../lib/ask-again.js';
import { freshnessMessage, oldestFreshness } from '../../lib/freshness.js';
import type { FreshnessState } from './use-freshness.js';
import { useOverdue } from '../state/use-read-progress.js';
import { LineIcon } from '../value/LineIcon.js';

/**
 * Under a screen's title: how fresh its figures are ("Bijgewerkt om 14:05"), a warning when
 * the platform could not be reached and they are the last sync's, and Refresh, which reads
 * the screen's queries again with the platform caught up first. While that runs the figures
 * stay on screen and the button shows it is busy. An answer without a time (the read model
 * off) shows no line, and Refresh still reads again.
 */
export function FreshnessLine({ of }: { of: readonly FreshnessState[] }) {
  const t = useT();
  const shown = of.filter((state) => state.enabled);
  const freshness = oldestFreshness(shown.map((state) => state.freshness));
  const busy = shown.some((state) => state.busy);
  // A read that takes far too long may be asked again (cancelled and sent anew).
  const [askedAgain, setAskedAgain] = useState(0);
  const overdue = useOverdue(busy, askedAgain);
  const waiting = busy && !overdue;
  const queryClient = useQueryClient();
  const refresh = () => {
    // One refresh at a time: a second click would only cancel and restart the first.
    if (waiting) return;
    for (const state of shown) state.refresh();
    // A refresh restarts reads that have data; a first read still waiting is asked anew.
    if (!overdue) return;
    setAskedAgain((count) => count + 1);
    void askFirstReadsAgain(queryClient);
  };
  return (
    <div className="freshness">
      {/* Always in the page, so the new time after a refresh is announced. */}
      <span className="freshness__status" role="status">
        {overdue ? (
          <span className="freshness__text freshness__text--stale">{t('freshness.overdue')}</span>
        ) : freshness ? (
          <FreshnessText freshness={freshness} />
        ) : null}
      </span>
      <button
        type="button"
        className="button button--small freshness__refresh"
        onClick={refresh}
        disabled={shown.length === 0}
        aria-busy={waiting}
        title={t('freshness.refreshTitle')}
      >
        {waiting ? (
          <span className="spinner spinner--small" aria-hidden="true" />
        ) : (
          <LineIcon d="M16 10a6 6 0 1 1-1.8-4.3M16 3.5v3.6h-3.6" strokeWidth="1.7" />
        )}
        {t('freshness.refresh')}
      </button>
    </div>
  );
}

function FreshnessText({ freshness }: { freshness: Freshness }) {
  const t = useT();
  const message = freshnessMessage(freshness, useDateStyle());
  // The sentence shows the minute; `datetime` carries the answer's instant to the
  // millisecond, as X-Data-As-Of said it, for whatever reads the page (and the e2e test,
  // which so sees a refresh land without waiting for the clock's minute to turn).
  const text = (
    <time dateTime={new Date(freshness.asOf).toISOString()}>{t(message.key, message.values)}</time>
  );
  if (!freshness.stale) return <span className="freshness__text">{text}</span>;
  return (
    <span className="freshness__text freshness__text--stale">
      <LineIcon
        className="freshness__icon"
        d="M10 3 2.5 16.5h15zM10 8.5v3.5M10 14.2v.3"
        strokeWidth="1.7"
      />
      {text}
    </span>
  );
}
