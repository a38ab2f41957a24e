import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useT } from '../i18n/index.js';
import { sessionQueries } from './session-queries.js';
import { referenceQueries } from './reference-queries.js';
import { api } from './api.js';
import { resetAddress } from './router.js';
import { useSessionStore } from './session-store.js';

/** Who is logged in, on which account, locked to which location; and the way out. */
export function SessionBar() {
  const t = useT();
  const queryClient = useQueryClient();
  const signedOut = useSessionStore((state) => state.signedOut);
  const me = useQuery(sessionQueries.me());
  const locked = me.data?.locked_location_id ?? null;
  const locations = useQuery({ ...referenceQueries.locations(), enabled: locked !== null });
  const lockedName =
    locked === null
      ? null
      : (locations.data?.data.find((location) => location.id === locked)?.name ?? `#${locked}`);

  // Nothing of this user's stays for the next one: session, cached answers, screen state.
  const logout = () => {
    void api.logout();
    queryClient.clear();
    resetAddress();
    signedOut();
  };

  return (
    <div className="session-bar">
      {me.data ? (
        <>
          <div
            className="session-bar__user"
            title={t('session.loggedInAs', { name: me.data.user.email })}
          >
            <span className="avatar" aria-hidden="true">
              {(me.data.user.name || me.data.user.email).slice(0, 1).toUpperCase()}
            </span>
            <span className="session-bar__who">
              <span className="session-bar__name">{me.data.user.name || me.data.user.email}</span>
              {/* Without a name from the platform the e-mail is the name; once is enough. */}
              {me.data.user.name ? (
                <span className="session-bar__email">{me.data.user.email}</span>
              ) : null}
            </span>
          </div>
          <dl className="session-bar__facts">
            <div>
              <dt>{t('session.account')}</dt>
              <dd>{me.data.account}</dd>
            </div>
            <div>
              <dt>{t('session.lockedLocation')}</dt>
              <dd>
                {me.data.unknown.includes('locked_location_id')
                  ? t('session.locationUnknown')
                  : (lockedName ?? t('session.allLocations'))}
              </dd>
            </div>
          </dl>
        </>
      ) : null}
      <button type="button" className="button button--quiet" onClick={logout}>
        {t('session.logout')}
      </button>
    </div>
  );
}
