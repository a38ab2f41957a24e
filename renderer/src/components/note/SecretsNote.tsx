import { useQuery } from '@tanstack/react-query';
import { Fragment } from 'react';
import { sessionQueries } from '../../app/session-queries.js';
import { useT } from '../../i18n/index.js';

/** The setting that gives the service its vault key, as the README's "Vault key" says it. */
const FIX_CODES: Record<string, string> = {
  variable: 'BACKOFFICE_VAULT_KEY=$(openssl rand -base64 32)',
  flag: '--vault-key-file',
};

/** A sentence with its `{name}` places filled with the setting's text, set as code. */
function withCode(text: string) {
  return text
    .split(/\{(\w+)\}/)
    .map((part, index) =>
      index % 2 === 1 ? (
        <code key={index}>{FIX_CODES[part] ?? part}</code>
      ) : (
        <Fragment key={index}>{part}</Fragment>
      ),
    );
}

/**
 * Whether the service keeps secrets (GET /api/capabilities, `credential_storage`): true while
 * not known yet, as the note says nothing then. A hint may say a secret is kept encrypted only
 * where it is.
 */
export function useSecretsKept(): boolean {
  return useQuery(sessionQueries.capabilities()).data?.credential_storage.available !== false;
}

/**
 * Said above a form that stores a secret (a schedule's password, the bookkeeping package's
 * token) when the service cannot keep one (GET /api/capabilities, `credential_storage`), so
 * nobody fills the form in to learn it only from the refusal: what is wrong, and the one
 * setting that mends it. Nothing while it can, or while that is not known yet.
 */
export function SecretsNote() {
  const t = useT();
  const storage = useQuery(sessionQueries.capabilities()).data?.credential_storage;
  if (storage === undefined || storage.available) return null;
  return (
    <div className="banner banner--warning secrets-note" role="note" data-testid="secrets-note">
      <p>{t('secrets.cannotKeep')}</p>
      <p>
        {storage.fix === 'vault_key'
          ? withCode(t('secrets.fixVaultKey'))
          : t('secrets.fixKeychain')}
      </p>
    </div>
  );
}
