/**
 * The API-keys screen's parts, in both languages: the rights to write files and to change the
 * bookkeeping offered only to a user who has them (a user limited to a location is told a key
 * of theirs has neither), and the list naming each key's rights, when it was made and last used
 * (or not yet).
 */
import { act, type ReactElement } from 'react';
import { createRoot } from 'react-dom/client';
import { afterEach, describe, expect, it } from 'vitest';
import type { ApiKey } from '../../shared/api/keys.js';
import { CreateKeyForm } from '../../renderer/src/features/api-keys/CreateKeyForm.js';
import { KeyList } from '../../renderer/src/features/api-keys/KeyList.js';
import { useSettingsStore } from '../../renderer/src/app/settings-store.js';

declare global {
  var IS_REACT_ACT_ENVIRONMENT: boolean | undefined;
}
globalThis.IS_REACT_ACT_ENVIRONMENT = true;

const settingsBefore = useSettingsStore.getState();

/** Renders in jsdom (the language comes from the settings store) and answers the container. */
function rendered(element: ReactElement): HTMLElement {
  const container = document.createElement('div');
  const root = createRoot(container);
  act(() => root.render(element));
  return container;
}

const text = (element: HTMLElement) => element.textContent.replace(/\s+/g, ' ');

afterEach(() => {
  useSettingsStore.setState({
    language: settingsBefore.language,
    dateStyle: settingsBefore.dateStyle,
  });
});

describe('making an API key', () => {
  it('offers the rights to write files and to change the bookkeeping, off, to a user who has them', () => {
    useSettingsStore.setState({ language: 'nl' });
    const form = rendered(<CreateKeyForm mayWriteFiles onCreated={() => undefined} />);
    const boxes = [...form.querySelectorAll<HTMLInputElement>('input[type=checkbox]')];
    expect(boxes.map((box) => box.checked)).toEqual([false, false]);
    expect(text(form)).toContain('Mag bestanden op deze computer schrijven');
    expect(text(form)).toContain('Mag de boekhoudkoppeling, de gekoppelde rekeningen');
    expect(form.querySelector('input[type=password]')).not.toBeNull();
  });

  it('tells a user limited to a location that a key of theirs writes no files', () => {
    useSettingsStore.setState({ language: 'en' });
    const form = rendered(<CreateKeyForm mayWriteFiles={false} onCreated={() => undefined} />);
    expect(form.querySelector('input[type=checkbox]')).toBeNull();
    expect(text(form)).toContain(
      'You are limited to one location: a key of yours writes no files and does not change the bookkeeping connection',
    );
  });
});

describe('the list of keys', () => {
  const keys: ApiKey[] = [
    {
      id: 'key_0123456789abcdef',
      name: 'Boekhouding',
      created_at: '2026-11-20T09:05:00+01:00',
      last_used_at: null,
      may_write_files: true,
      may_manage_bookkeeping: false,
    },
    {
      id: 'key_fedcba9876543210',
      name: 'Dashboard',
      created_at: '2026-11-21T14:30:00+01:00',
      last_used_at: '2026-11-25T08:00:00+01:00',
      may_write_files: false,
      may_manage_bookkeeping: true,
    },
  ];

  it('names each key, its moments and its right, with Revoke, in Dutch and English', () => {
    useSettingsStore.setState({ language: 'nl', dateStyle: 'day-first' });
    const dutch = rendered(<KeyList keys={keys} pendingId={null} onRevoke={() => undefined} />);
    const rows = [...dutch.querySelectorAll('tbody tr')].map((row) => text(row as HTMLElement));
    expect(rows).toEqual([
      'Boekhouding20-11-2026 09:05Nog nietJaNeeIntrekken',
      'Dashboard21-11-2026 14:3025-11-2026 08:00NeeJaIntrekken',
    ]);
    expect(dutch.querySelector('tbody tr button')?.getAttribute('aria-label')).toBe(
      'Sleutel “Boekhouding” intrekken',
    );

    useSettingsStore.setState({ language: 'en' });
    const english = rendered(<KeyList keys={keys} pendingId={null} onRevoke={() => undefined} />);
    expect(text(english.querySelector('tbody tr') as HTMLElement)).toBe(
      'Boekhouding20-11-2026 09:05Not yetYesNoRevoke',
    );
    const none = rendered(<KeyList keys={[]} pendingId={null} onRevoke={() => undefined} />);
    expect(text(none)).toBe('You have no API keys yet.');
  });
});
