import { useEffect } from 'react';
import { hrefOf } from '../../app/router.js';
import { useT } from '../../i18n/index.js';
import { updateNotice, type NoticeAction } from './notice.js';
import {
  cancelPendingInstall,
  connectUpdates,
  dismissNotice,
  requestInstall,
  useUpdatesStore,
} from './store.js';
import './updates.css';

/**
 * Above the screens, in the desktop app: an update on its way (with its progress), ready with
 * "Restart to install" (which waits for a running export), and the outcome of a check the user
 * asked for. Nothing in a plain browser.
 */
export function UpdateNotice() {
  const t = useT();
  const input = useUpdatesStore();
  useEffect(connectUpdates, []);
  const notice = updateNotice(input, t);
  if (!notice) return null;

  const version =
    input.update && 'version' in input.update.status ? input.update.status.version : '';
  const button = (action: NoticeAction) => {
    switch (action) {
      case 'install':
        return (
          <button
            key={action}
            type="button"
            className="button button--small button--primary"
            onClick={() => void requestInstall()}
          >
            {t('updates.restart')}
          </button>
        );
      case 'cancel-install':
        return (
          <button
            key={action}
            type="button"
            className="button button--small"
            onClick={cancelPendingInstall}
          >
            {t('updates.dontWait')}
          </button>
        );
      case 'open-settings':
        return (
          <a key={action} className="button button--small" href={hrefOf('settings')}>
            {t('updates.openSettings')}
          </a>
        );
      case 'dismiss':
        return (
          <button
            key={action}
            type="button"
            className="button button--small button--quiet"
            onClick={dismissNotice}
          >
            {notice.actions.includes('install') ? t('updates.later') : t('updates.close')}
          </button>
        );
    }
  };

  // Read out when there is news, not at every percent of a download.
  const live =
    notice.percent !== undefined ? 'off' : notice.tone === 'error' ? 'assertive' : 'polite';
  return (
    <div
      className={`banner banner--${notice.tone} update-notice`}
      role={notice.tone === 'error' ? 'alert' : 'status'}
      aria-live={live}
    >
      <span className="update-notice__message">{notice.message}</span>
      {notice.percent !== undefined ? (
        <progress
          className="update-notice__progress"
          max={100}
          value={notice.percent}
          aria-label={t('updates.progressLabel', { version })}
        />
      ) : null}
      {notice.actions.map(button)}
    </div>
  );
}
