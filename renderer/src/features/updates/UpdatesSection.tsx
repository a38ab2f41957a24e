import { useEffect, useId, useState, type SyntheticEvent } from 'react';
import { feedUrlProblem, type FeedUrlProblem } from '../../../../shared/updates.js';
import { useT } from '../../i18n/index.js';
import { getBridge } from '../../platform/bridge.js';
import { statusText } from './notice.js';
import {
  cancelPendingInstall,
  checkForUpdates,
  connectUpdates,
  requestInstall,
  setUpdateFeed,
  useUpdatesStore,
} from './store.js';
import './updates.css';

/**
 * Settings → Updates. In the desktop app: the feed's address (saved only once the user
 * confirms it in the app's own dialog; empty turns updates off), where updates stand, Check
 * now and Restart to install. In a browser it says that updates are the desktop app's.
 */
export function UpdatesSection() {
  const t = useT();
  const inDesktopApp = getBridge() !== undefined;
  return (
    <fieldset className="card settings__group">
      <legend className="section-title">{t('settings.updates')}</legend>
      {inDesktopApp ? <DesktopUpdates /> : <p className="hint">{t('settings.updatesBrowser')}</p>}
    </fieldset>
  );
}

function DesktopUpdates() {
  const t = useT();
  const { update, installPending } = useUpdatesStore();
  useEffect(connectUpdates, []);
  const saved = update?.feedUrl ?? null;
  const status = update?.status;
  const busy = status?.kind === 'checking' || status?.kind === 'installing';
  return (
    <>
      <p className="hint">{t('settings.updatesHint')}</p>
      <FeedForm saved={saved} />
      {update ? (
        <div className="update-actions">
          <span className="update-notice__message">
            {status?.kind === 'ready' && installPending
              ? t('updates.pending', { version: status.version })
              : statusText(update, t)}
          </span>
          {saved !== null && status?.kind !== 'ready' ? (
            <button
              type="button"
              className="button button--small"
              disabled={busy}
              onClick={() => void checkForUpdates()}
            >
              {t('settings.updatesCheck')}
            </button>
          ) : null}
          {status?.kind === 'ready' && !installPending ? (
            <button
              type="button"
              className="button button--small button--primary"
              onClick={() => void requestInstall()}
            >
              {t('updates.restart')}
            </button>
          ) : null}
          {status?.kind === 'ready' && installPending ? (
            <button type="button" className="button button--small" onClick={cancelPendingInstall}>
              {t('updates.dontWait')}
            </button>
          ) : null}
        </div>
      ) : null}
      {update ? (
        <p className="hint">{t('settings.updatesVersion', { version: update.currentVersion })}</p>
      ) : null}
    </>
  );
}

/**
 * The feed's address: saved once the user confirms it in the app's own dialog (a cancel is
 * said), refused here when it is no address the app takes; empty, or Turn off, saves none.
 */
function FeedForm({ saved }: { saved: string | null }) {
  const t = useT();
  const id = useId();
  const { value, problem, cancelled, saving, type, submit, turnOff } = useFeedDraft(saved);

  return (
    <>
      <form className="update-feed" onSubmit={submit} noValidate>
        <label className="field" htmlFor={`${id}-feed`}>
          <span className="field__label">{t('settings.updatesFeed')}</span>
          <input
            id={`${id}-feed`}
            type="url"
            className="input"
            value={value}
            placeholder="https://"
            spellCheck={false}
            autoComplete="off"
            aria-invalid={problem !== null}
            aria-describedby={problem ? `${id}-problem` : undefined}
            onChange={(event) => type(event.target.value)}
          />
        </label>
        <button type="submit" className="button" disabled={saving}>
          {t('settings.updatesSave')}
        </button>
        {saved !== null ? (
          <button
            type="button"
            className="button button--quiet"
            disabled={saving}
            onClick={turnOff}
          >
            {t('settings.updatesTurnOff')}
          </button>
        ) : null}
      </form>
      {problem ? (
        <p id={`${id}-problem`} className="field__error" role="alert">
          {t(`settings.updatesProblem.${problem}`)}
        </p>
      ) : null}
      {cancelled ? (
        <p className="hint" role="status">
          {t('settings.updatesCancelled')}
        </p>
      ) : null}
    </>
  );
}

/** The address as typed (until saved), why it is refused, and saving it (or none). */
function useFeedDraft(saved: string | null) {
  // What the user is typing; null shows the saved feed.
  const [draft, setDraft] = useState<string | null>(null);
  const [problem, setProblem] = useState<FeedUrlProblem | null>(null);
  const [cancelled, setCancelled] = useState(false);
  const [saving, setSaving] = useState(false);
  const value = draft ?? saved ?? '';

  const save = async (feedUrl: string | null) => {
    setSaving(true);
    try {
      const result = await setUpdateFeed(feedUrl);
      setCancelled(result?.status === 'cancelled');
      if (result?.status === 'saved') setDraft(null);
    } finally {
      setSaving(false);
    }
  };

  const submit = (event: SyntheticEvent<HTMLFormElement>) => {
    event.preventDefault();
    const written = value.trim();
    if (written === '') {
      setProblem(null);
      if (saved !== null) void save(null);
      return;
    }
    const found = feedUrlProblem(written);
    setProblem(found);
    if (found === null) void save(written);
  };

  return {
    value,
    problem,
    cancelled,
    saving,
    submit,
    type: (typed: string) => {
      setDraft(typed);
      setProblem(null);
      setCancelled(false);
    },
    turnOff: () => {
      setDraft(null);
      setProblem(null);
      void save(null);
    },
  };
}
