/**
 * The postings' schedule says a bad time in the settings' words ("UU:MM"), before the service is
 * asked, as the month pack's and the digest's schedules do; it said the service's refusal,
 * "die waarde klopt niet" (issue 67).
 */
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { BookkeepingSchedule } from '../../shared/api/bookkeeping.js';
import type { CapabilitiesResponse } from '../../shared/api/capabilities.js';
import { sessionQueries } from '../../renderer/src/app/session-queries.js';
import { useSettingsStore, type Language } from '../../renderer/src/app/settings-store.js';
import { bookkeepingQueries } from '../../renderer/src/features/bookkeeping/queries.js';
import { ScheduleCard } from '../../renderer/src/features/bookkeeping/ScheduleCard.js';

declare global {
  var IS_REACT_ACT_ENVIRONMENT: boolean | undefined;
}
globalThis.IS_REACT_ACT_ENVIRONMENT = true;
const languageBefore = useSettingsStore.getState().language;

const SAVED: BookkeepingSchedule = {
  enabled: true,
  time: '06:30',
  location_id: null,
  status: 'active',
  paused_reason: null,
  next_run_at: null,
  last_run: null,
};
const CAPABILITIES: CapabilitiesResponse = {
  account: 'demo',
  features: [],
  calls: [],
  credential_storage: { available: true, fix: null },
};

let container: HTMLDivElement;
let root: Root;

beforeEach(() => {
  container = document.createElement('div');
  document.body.append(container);
  root = createRoot(container);
});

afterEach(() => {
  act(() => root.unmount());
  container.remove();
  vi.restoreAllMocks();
  useSettingsStore.setState({ language: languageBefore });
});

/** Types `time` into the card's time field and saves: the field's description after it. */
async function saveWithTime(language: Language, time: string): Promise<string> {
  useSettingsStore.setState({ language });
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  client.setQueryData(bookkeepingQueries.schedule().queryKey, SAVED);
  client.setQueryData(sessionQueries.capabilities().queryKey, CAPABILITIES);
  act(() =>
    root.render(
      <QueryClientProvider client={client}>
        <ScheduleCard />
      </QueryClientProvider>,
    ),
  );
  const field = container.querySelector<HTMLInputElement>('input.schedule-form__time');
  if (!field) throw new Error('no time field');
  // React listens for the input event, with the value set as the browser's own setter does.
  const prototype = Object.getPrototypeOf(field) as HTMLInputElement;
  act(() => {
    Reflect.set(prototype, 'value', time, field);
    field.dispatchEvent(new Event('input', { bubbles: true }));
  });
  await act(async () => {
    container.querySelector('form')?.requestSubmit();
    await Promise.resolve();
  });
  const described = field.getAttribute('aria-describedby');
  return described === null ? '' : (document.getElementById(described)?.textContent ?? '');
}

describe('the postings schedule’s time', () => {
  it('is refused in the settings’ words, in both languages, without saving', async () => {
    const fetch = vi.spyOn(globalThis, 'fetch');
    expect(await saveWithTime('nl', '25:00')).toBe(
      'Vul een tijd in als UU:MM, van 00:00 tot 23:59, bijvoorbeeld 07:00.',
    );
    expect(await saveWithTime('en', '7.30')).toBe(
      'Enter a time as HH:MM, from 00:00 to 23:59, such as 07:00.',
    );
    // The card reads its schedule again on mount; nothing is saved.
    const saves = fetch.mock.calls.filter(([, init]) => (init?.method ?? 'GET') !== 'GET');
    expect(saves).toEqual([]);
  });
});
