/**
 * The journal screen's entries once days were exported: an exported entry is marked with
 * when, and a correction entry names the exported day it corrects, in both languages.
 */
import { act, type ReactElement } from 'react';
import { createRoot } from 'react-dom/client';
import { afterEach, describe, expect, it } from 'vitest';
import type { Journal, JournalEntry } from '../../shared/api/journal.js';
import { EntryTable } from '../../renderer/src/features/journal/EntryTable.js';
import { useSettingsStore } from '../../renderer/src/app/settings-store.js';
import { day } from './local-day.js';

declare global {
  var IS_REACT_ACT_ENVIRONMENT: boolean | undefined;
}
globalThis.IS_REACT_ACT_ENVIRONMENT = true;

const languageBefore = useSettingsStore.getState().language;
afterEach(() => {
  useSettingsStore.setState({ language: languageBefore });
});

function textOf(element: ReactElement): string {
  const container = document.createElement('div');
  const root = createRoot(container);
  act(() => root.render(element));
  const text = container.textContent.replace(/\s+/g, ' ');
  act(() => root.unmount());
  return text;
}

const entry = (part: Partial<JournalEntry>): JournalEntry => ({
  number: 'BOD-20261005',
  date: day('2026-10-05'),
  description: "Day's takings 2026-10-05",
  lines: [],
  debit: 0,
  credit: 0,
  corrects: null,
  exported_at: null,
  ...part,
});
const journal = {
  entries: [
    entry({ exported_at: '2026-10-06T09:00:00+02:00' }),
    entry({
      number: 'BOD-20261005-C1',
      date: day('2026-10-11'),
      description: 'Correctie dagomzet 05-10-2026',
      corrects: day('2026-10-05'),
    }),
  ],
} as Journal;

describe('the journal’s exported and correction entries', () => {
  it('marks the exported entry and names the day a correction corrects', () => {
    useSettingsStore.setState({ language: 'nl' });
    const text = textOf(<EntryTable journal={journal} />);
    // In the user's date style, never ISO in Dutch text (issue 58).
    expect(text).toContain('BOD-20261005 Geëxporteerd 06-10-2026 09:00');
    expect(text).toContain('BOD-20261005-C1 · Correctie dagomzet 05-10-2026');
    expect(text).not.toContain('BOD-20261005-C1 · Correctie dagomzet 05-10-2026 Geëxporteerd');
    useSettingsStore.setState({ language: 'en' });
    expect(textOf(<EntryTable journal={journal} />)).toContain('Exported 06-10-2026 09:00');
  });
});
