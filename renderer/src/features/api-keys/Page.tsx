/**
 * The API-keys screen: make a key with a name (and, where the user may write
 * files, the right to), see it once with a Copy button, list the keys and revoke one.
 */
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useRef, useState } from 'react';
import type { ApiKey, CreatedApiKey } from '../../../../shared/api/keys.js';
import { PageHeader } from '../../components/layout/PageHeader.js';
import { QueryState } from '../../components/state/QueryState.js';
import { useT } from '../../i18n/index.js';
import { errorSentence } from '../../lib/error-text.js';
import { sessionQueries } from '../../app/session-queries.js';
import { CreateKeyForm } from './CreateKeyForm.js';
import { KeyList } from './KeyList.js';
import { NewKeyNotice } from './NewKeyNotice.js';
import { apiKeyQueries, revokeApiKey } from './queries.js';

export function ApiKeysPage() {
  const t = useT();
  const queryClient = useQueryClient();
  const keys = useQuery(apiKeyQueries.list());
  const me = useQuery(sessionQueries.me());
  const listHeadingRef = useRef<HTMLHeadingElement>(null);
  const [created, setCreated] = useState<CreatedApiKey | null>(null);
  const [revoking, setRevoking] = useState<string | null>(null);
  const [outcome, setOutcome] = useState<{ ok: boolean; text: string } | null>(null);
  // A user limited to a location writes no files, with a key or without (decision 0081); a
  // platform that does not say who is limited lets the service decide.
  const mayWriteFiles = (me.data?.locked_location_id ?? null) === null;

  const refreshList = () => queryClient.invalidateQueries({ queryKey: apiKeyQueries.all });

  const onCreated = (key: CreatedApiKey) => {
    setOutcome(null);
    setCreated(key);
    void refreshList();
  };

  const revoke = async (key: ApiKey) => {
    setRevoking(key.id);
    setOutcome(null);
    try {
      await revokeApiKey(key.id);
      if (created?.id === key.id) setCreated(null);
      await refreshList();
      setOutcome({ ok: true, text: t('keys.revoked', { name: key.name }) });
      listHeadingRef.current?.focus();
    } catch (error) {
      setOutcome({ ok: false, text: t('keys.revokeFailed', { reason: errorSentence(t, error) }) });
    } finally {
      setRevoking(null);
    }
  };

  return (
    <section className="page page--scroll">
      <PageHeader title={t('keys.title')} />
      <div className="keys">
        <p className="hint keys__intro">{t('keys.intro')}</p>
        {created ? <NewKeyNotice created={created} onDone={() => setCreated(null)} /> : null}
        <section className="card" aria-labelledby="keys-create">
          <h2 id="keys-create" className="section-title">
            {t('keys.create')}
          </h2>
          <CreateKeyForm mayWriteFiles={mayWriteFiles} onCreated={onCreated} />
        </section>
        <section className="card" aria-labelledby="keys-list">
          <h2 id="keys-list" className="section-title" ref={listHeadingRef} tabIndex={-1}>
            {t('keys.list')}
          </h2>
          <p
            className={outcome?.ok === false ? 'field__error' : 'hint'}
            role={outcome?.ok === false ? 'alert' : 'status'}
          >
            {outcome?.text ?? ''}
          </p>
          <QueryState query={keys}>
            {(answer) => (
              <KeyList
                keys={answer.data}
                pendingId={revoking}
                onRevoke={(key) => void revoke(key)}
              />
            )}
          </QueryState>
        </section>
      </div>
    </section>
  );
}
