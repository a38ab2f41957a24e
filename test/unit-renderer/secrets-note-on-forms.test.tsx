/**
 * The note that secrets cannot be kept, where it must be: on the first-run checklist and on
 * every form that stores a secret (the bookkeeping connection's token; the password of the
 * month pack's, the digest's and the postings' schedules), before the first field, so that
 * nobody fills in a form the service can only refuse (issue 67, item 4). Each is rendered as
 * its screen shows it, with the answers it reads set; the note's own words in each case are
 * secrets-note.test.tsx's.
 */
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, type ReactNode } from 'react';
import { createRoot } from 'react-dom/client';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Me } from '../../shared/api/auth.js';
import type { BookkeepingConnection, BookkeepingSchedule } from '../../shared/api/bookkeeping.js';
import type { CapabilitiesResponse, CredentialStorage } from '../../shared/api/capabilities.js';
import type { DigestSchedule } from '../../shared/api/digest.js';
import type { MonthPackSchedule } from '../../shared/api/month-pack.js';
import { sessionQueries } from '../../renderer/src/app/session-queries.js';
import { useSettingsStore, type Language } from '../../renderer/src/app/settings-store.js';
import { ConnectionCard } from '../../renderer/src/features/bookkeeping/ConnectionCard.js';
import { bookkeepingQueries } from '../../renderer/src/features/bookkeeping/queries.js';
import { ScheduleCard } from '../../renderer/src/features/bookkeeping/ScheduleCard.js';
import { DigestSettings } from '../../renderer/src/features/digest/DigestSettings.js';
import { digestQueries } from '../../renderer/src/features/digest/queries.js';
import { FirstRunChecklist } from '../../renderer/src/features/first-run/FirstRunChecklist.js';
import { monthPackQueries } from '../../renderer/src/features/month-pack/queries.js';
import { ScheduleSettings } from '../../renderer/src/features/month-pack/ScheduleForm.js';

declare global {
  var IS_REACT_ACT_ENVIRONMENT: boolean | undefined;
}
globalThis.IS_REACT_ACT_ENVIRONMENT = true;
const languageBefore = useSettingsStore.getState().language;

/** What a user types into, or acts on, first: a form's field, or the checklist's first step. */
const FIRST_CONTROL = 'input, select, textarea, button, a[href]';

/** Where the note must be, as each screen shows it. */
const PLACES: readonly { name: string; view: ReactNode }[] = [
  { name: 'the first-run checklist', view: <FirstRunChecklist /> },
  { name: 'the bookkeeping connection', view: <ConnectionCard /> },
  { name: 'the postings’ schedule', view: <ScheduleCard /> },
  { name: 'the month pack’s schedule', view: <ScheduleSettings /> },
  { name: 'the digest’s schedule', view: <DigestSettings /> },
];

/** The note's two sentences in each language: what is wrong, and the setting that mends it. */
const NOTE: Record<Language, readonly [string, string]> = {
  nl: [
    'Back-Office Desk kan hier geen wachtwoorden of tokens bewaren',
    'start de service opnieuw met een kluissleutel, BACKOFFICE_VAULT_KEY=$(openssl rand -base64 32), of met --vault-key-file',
  ],
  en: [
    'Back-Office Desk cannot keep passwords or tokens here',
    'start the service again with a vault key, BACKOFFICE_VAULT_KEY=$(openssl rand -base64 32), or with --vault-key-file',
  ],
};

/** A manager of all locations, whose checklist shows and who may fill in every form. */
const ME: Me = {
  account: 'demo',
  user: { id: 1, email: 'manager@demo.test', name: 'Manager' },
  roles: null,
  locked_location_id: null,
  unknown: [],
  token_expires_at: null,
  data_as_of: null,
};
const NOT_CONNECTED: BookkeepingConnection = {
  connected: false,
  package: null,
  administration: null,
  connected_at: null,
  base_url: null,
};
const POSTINGS_SCHEDULE: BookkeepingSchedule = {
  enabled: false,
  time: '07:00',
  location_id: null,
  status: 'off',
  paused_reason: null,
  next_run_at: null,
  last_run: null,
};
const PACK_SCHEDULE: MonthPackSchedule = {
  enabled: false,
  frequency: 'monthly',
  time: '07:00',
  folder: '',
  location_id: null,
  lang: 'nl',
  delimiter: ';',
  status: 'off',
  paused_reason: null,
  saved_at: null,
  next_run_at: null,
  next_period: null,
};
const DIGEST_SCHEDULE: DigestSchedule = {
  enabled: false,
  time: '07:00',
  folder: '',
  lang: 'nl',
  status: 'off',
  paused_reason: null,
  saved_at: null,
  next_run_at: null,
  next_day: null,
  mail: { to: 'manager@demo.test', configured: false },
};

beforeEach(() => {
  // The answers set below stand: a read the screens ask again is never answered.
  vi.spyOn(globalThis, 'fetch').mockImplementation(() => new Promise<Response>(() => undefined));
});

afterEach(() => {
  vi.restoreAllMocks();
  useSettingsStore.setState({ language: languageBefore });
});

/** A client holding every answer the places read, the service's storage as `storage`. */
function clientWith(storage: CredentialStorage): QueryClient {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const capabilities: CapabilitiesResponse = {
    account: 'demo',
    features: [],
    calls: [],
    credential_storage: storage,
  };
  client.setQueryData(sessionQueries.capabilities().queryKey, capabilities);
  client.setQueryData(sessionQueries.me().queryKey, ME);
  client.setQueryData(bookkeepingQueries.connection().queryKey, NOT_CONNECTED);
  client.setQueryData(bookkeepingQueries.schedule().queryKey, POSTINGS_SCHEDULE);
  client.setQueryData(monthPackQueries.schedule().queryKey, PACK_SCHEDULE);
  client.setQueryData(digestQueries.schedule().queryKey, DIGEST_SCHEDULE);
  return client;
}

/**
 * `view` rendered in `language`: the text before its first control, in document order, and
 * all of its text. Throws when it has no control, so a form that did not render fails.
 */
function render(view: ReactNode, language: Language, storage: CredentialStorage) {
  useSettingsStore.setState({ language });
  const client = clientWith(storage);
  const container = document.createElement('div');
  document.body.append(container);
  const root = createRoot(container);
  act(() => root.render(<QueryClientProvider client={client}>{view}</QueryClientProvider>));
  try {
    const first = container.querySelector(FIRST_CONTROL);
    if (!first) throw new Error('nothing to fill in was rendered');
    const before = document.createRange();
    before.setStart(container, 0);
    before.setEndBefore(first);
    return { before: before.toString(), all: container.textContent };
  } finally {
    act(() => root.unmount());
    container.remove();
    client.clear();
  }
}

const WITHOUT_VAULT_KEY: CredentialStorage = { available: false, fix: 'vault_key' };

describe.each(PLACES)('$name', ({ view }) => {
  it.each(['nl', 'en'] as const)(
    'without a vault key says so, and how to mend it, before the first field (%s)',
    (language) => {
      const { before, all } = render(view, language, WITHOUT_VAULT_KEY);
      const [cannotKeep, fix] = NOTE[language];
      expect(before).toContain(cannotKeep);
      expect(before).toContain(fix);
      // Nor does a hint beside a field say the secret is kept encrypted, which it cannot be.
      expect(all).not.toMatch(/versleuteld|encrypted/i);
    },
  );

  it('says nothing of it while secrets can be kept', () => {
    const { all } = render(view, 'nl', { available: true, fix: null });
    expect(all).not.toContain(NOTE.nl[0]);
    expect(all).not.toContain('BACKOFFICE_VAULT_KEY');
  });
});
