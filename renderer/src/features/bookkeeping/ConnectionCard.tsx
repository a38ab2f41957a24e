import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useId, useRef, useState } from 'react';
import type {
  BookkeepingConnection,
  BookkeepingPackage,
} from '../../../../shared/api/bookkeeping.js';
import { parseLocalDate } from '../../../../shared/dates.js';
import { formatDay } from '../../../../shared/display-text.js';
import { LocationUserNote, useLimitedToLocation } from '../../components/note/LocationUserNote.js';
import { SectionCard } from '../../components/layout/SectionCard.js';
import { useSecretsKept } from '../../components/note/SecretsNote.js';
import { useT } from '../../i18n/index.js';
import { formatDateTime } from '../../lib/format.js';
import { useDateStyle } from '../../app/settings-store.js';
import { ConnectForm } from './ConnectForm.js';
import { ActionNote, useNotedAction } from './ActionNote.js';
import { RefusalBanner } from './RefusalBanner.js';
import { bookkeepingQueries, checkConnection, disconnect } from './queries.js';
import { packageName, problemText } from './words.js';

/**
 * Disconnecting asks first and says what becomes of the days already posted: they stay in the
 * package, come back as posted with the same administration, and another package (connected
 * only after this one is disconnected: switching goes through here) shows them as to post,
 * noting where they were posted.
 */
function DisconnectAsk({
  pkg,
  busy,
  onConfirm,
  onKeep,
}: {
  pkg: string;
  busy: boolean;
  onConfirm: () => void;
  onKeep: () => void;
}) {
  const t = useT();
  const id = useId();
  const keep = useRef<HTMLButtonElement>(null);
  // The question takes the focus, its safe answer first: Enter does not disconnect.
  useEffect(() => keep.current?.focus(), []);
  return (
    <div
      className="banner banner--warning bk-disconnect"
      role="group"
      aria-labelledby={`${id}-ask`}
      aria-describedby={`${id}-what`}
      data-testid="bk-disconnect-ask"
    >
      <p id={`${id}-ask`}>
        <strong>{t('bk.connect.disconnectAsk', { package: pkg })}</strong>
      </p>
      <p id={`${id}-what`}>{t('bk.connect.disconnectWhat', { package: pkg })}</p>
      <div className="bk-actions">
        <button ref={keep} type="button" className="button" onClick={onKeep}>
          {t('bk.connect.disconnectKeep')}
        </button>
        <button type="button" className="button" onClick={onConfirm} disabled={busy}>
          {t('bk.connect.disconnectConfirm')}
        </button>
      </div>
    </div>
  );
}

/** A connection that holds a package, and that package. */
interface ConnectedProps {
  connection: BookkeepingConnection;
  pkg: BookkeepingPackage;
}

/**
 * The package connected: which, its administration, since when; test it or disconnect, after
 * a question (a user limited to a location uses it but may not disconnect it: a note says who
 * can).
 */
function Connected({ connection, pkg }: ConnectedProps) {
  const t = useT();
  const limited = useLimitedToLocation();
  const style = useDateStyle();
  const queryClient = useQueryClient();
  const { note, busy, run } = useNotedAction();
  const [asking, setAsking] = useState(false);

  const check = () =>
    run(async () => {
      const answer = await checkConnection();
      if (answer.ok) {
        const locked = answer.period_locked_until && parseLocalDate(answer.period_locked_until);
        const lockedText = locked
          ? ` ${t('bk.connect.locked', { day: formatDay(locked, style) })}.`
          : '';
        return { ok: true, text: `${t('bk.connect.checkOk')}${lockedText}` };
      }
      const problem = answer.problem === null ? '' : problemText(t, answer.problem);
      return { ok: false, text: problem };
    });
  const leave = () =>
    run(async () => {
      setAsking(false);
      const answer = await disconnect();
      // The package's cards go with the connection: their reads, refused without one (409),
      // are dropped rather than asked again, and read anew for the next package.
      queryClient.setQueryData(bookkeepingQueries.connection().queryKey, answer);
      queryClient.removeQueries({
        queryKey: bookkeepingQueries.all,
        predicate: (query) => query.queryKey[1] !== 'connection',
      });
      return null;
    });

  return (
    <div className="bk-connected">
      <ConnectedWhat connection={connection} pkg={pkg} />
      <div className="bk-actions">
        <button type="button" className="button" onClick={() => void check()} disabled={busy}>
          {t('bk.connect.check')}
        </button>
        {limited ? null : (
          <button
            type="button"
            className="button"
            onClick={() => setAsking(true)}
            disabled={busy || asking}
          >
            {t('bk.connect.disconnect')}
          </button>
        )}
      </div>
      {asking ? (
        <DisconnectAsk
          pkg={packageName(t, pkg)}
          busy={busy}
          onConfirm={() => void leave()}
          onKeep={() => setAsking(false)}
        />
      ) : null}
      {limited ? <LocationUserNote text={t('bk.connect.locationUserConnected')} /> : null}
      <ActionNote note={note} />
    </div>
  );
}

/** Which package is connected, its administration, and since when. */
function ConnectedWhat({ connection, pkg }: ConnectedProps) {
  const t = useT();
  const style = useDateStyle();
  return (
    <p className="bk-connected__what">
      <strong>{t('bk.connect.connected', { package: packageName(t, pkg) })}</strong>
      {connection.administration?.name ? (
        <span>
          {' '}
          · {t('bk.connect.administrationName', { name: connection.administration.name })}
        </span>
      ) : null}
      {connection.connected_at ? (
        <span className="hint">
          {' '}
          · {t('bk.connect.since', { when: formatDateTime(connection.connected_at, style) })}
        </span>
      ) : null}
    </p>
  );
}

/**
 * "Boekhouding koppelen": connect a package, or the one connected. The connection is the
 * account's (decision 0107): a user limited to a location is told who connects it instead of
 * a form the service refuses them.
 */
export function ConnectionCard() {
  const t = useT();
  const id = useId();
  const connection = useQuery(bookkeepingQueries.connection());
  const limited = useLimitedToLocation();
  // That the token is kept encrypted is said only where the service can keep it (SecretsNote).
  const kept = useSecretsKept();
  return (
    <SectionCard
      id={`${id}-title`}
      title={t('bk.connect.title')}
      hint={kept ? `${t('bk.connect.hint')} ${t('bk.connect.tokenKept')}` : t('bk.connect.hint')}
      className="bk-connect"
    >
      {connection.data?.connected && connection.data.package !== null ? (
        <Connected connection={connection.data} pkg={connection.data.package} />
      ) : connection.isSuccess ? (
        limited ? (
          <LocationUserNote text={t('bk.connect.locationUser')} />
        ) : (
          <ConnectForm />
        )
      ) : connection.isError ? (
        <RefusalBanner error={connection.error} />
      ) : null}
    </SectionCard>
  );
}
