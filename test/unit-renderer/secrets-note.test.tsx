/**
 * The note above every form that stores a secret (the month pack's, the digest's and the
 * postings' schedules, the bookkeeping connection, the first-run checklist): when the service
 * cannot keep secrets (GET /api/capabilities, `credential_storage`), it says so before anything
 * is typed, with the one setting that mends it, in Dutch and English (issue 67, item 4).
 */
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act } from 'react';
import { createRoot } from 'react-dom/client';
import { afterEach, describe, expect, it } from 'vitest';
import type { CapabilitiesResponse, CredentialStorage } from '../../shared/api/capabilities.js';
import { sessionQueries } from '../../renderer/src/app/session-queries.js';
import { useSettingsStore, type Language } from '../../renderer/src/app/settings-store.js';
import { SecretsNote } from '../../renderer/src/components/note/SecretsNote.js';

declare global {
  var IS_REACT_ACT_ENVIRONMENT: boolean | undefined;
}
globalThis.IS_REACT_ACT_ENVIRONMENT = true;
const languageBefore = useSettingsStore.getState().language;

afterEach(() => {
  useSettingsStore.setState({ language: languageBefore });
});

/** The note's text with the capabilities answered as `storage` (undefined: not yet known). */
function noteText(language: Language, storage: CredentialStorage | undefined): string {
  useSettingsStore.setState({ language });
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  if (storage) {
    const answer: CapabilitiesResponse = {
      account: 'demo',
      features: [],
      calls: [],
      credential_storage: storage,
    };
    client.setQueryData(sessionQueries.capabilities().queryKey, answer);
  }
  const container = document.createElement('div');
  const root = createRoot(container);
  act(() =>
    root.render(
      <QueryClientProvider client={client}>
        <SecretsNote />
      </QueryClientProvider>,
    ),
  );
  const text = container.textContent;
  act(() => root.unmount());
  return text;
}

describe('the note that secrets cannot be kept', () => {
  it('without a vault key: says so, with the variable or the flag that gives one', () => {
    const storage = { available: false, fix: 'vault_key' } as const;
    const dutch = noteText('nl', storage);
    expect(dutch).toContain('Back-Office Desk kan hier geen wachtwoorden of tokens bewaren');
    expect(dutch).toContain(
      'start de service opnieuw met een kluissleutel, BACKOFFICE_VAULT_KEY=$(openssl rand -base64 32), of met --vault-key-file en een sleutelbestand buiten de gegevensmap.',
    );
    const english = noteText('en', storage);
    expect(english).toContain('Back-Office Desk cannot keep passwords or tokens here');
    expect(english).toContain(
      'start the service again with a vault key, BACKOFFICE_VAULT_KEY=$(openssl rand -base64 32), or with --vault-key-file and a key file outside the data folder.',
    );
  });

  it('without a keychain (the desktop app): names the keychain, not the service’s settings', () => {
    const storage = { available: false, fix: 'system_keychain' } as const;
    expect(noteText('nl', storage)).toContain('Deze computer heeft geen sleutelbos');
    expect(noteText('en', storage)).toContain('This computer has no keychain');
    expect(noteText('nl', storage)).not.toContain('BACKOFFICE_VAULT_KEY');
  });

  it('says nothing while secrets can be kept, or while that is not known', () => {
    expect(noteText('nl', { available: true, fix: null })).toBe('');
    expect(noteText('nl', undefined)).toBe('');
  });
});
