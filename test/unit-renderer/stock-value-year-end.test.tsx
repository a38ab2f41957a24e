/**
 * The stock value screen's year end, one click away (features/stock-value/Page.tsx,
 * default-date.ts `lastYearEnd`; docs/decisions/0133): beside the day, a "Jaareinde" button
 * picks 31 December of the last year that has ended, which the address then keeps; in
 * December that is the year before, the coming one not over yet; in January the screen opens on
 * it already, so no button repeats it.
 */
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { localDate } from '../../shared/api/common.js';
import type { Language } from '../../shared/preferences.js';
import { useSettingsStore } from '../../renderer/src/app/settings-store.js';
import { StockValuePage } from '../../renderer/src/features/stock-value/index.js';
import { lastYearEnd } from '../../renderer/src/features/stock-value/default-date.js';

declare global {
  var IS_REACT_ACT_ENVIRONMENT: boolean | undefined;
}

const before = useSettingsStore.getState();
let mounted: { root: Root; container: HTMLElement } | null = null;

beforeEach(() => {
  globalThis.IS_REACT_ACT_ENVIRONMENT = true;
  window.location.hash = '#/stock-value';
  // The screen's answers never come: only its day and its buttons are looked at.
  vi.stubGlobal(
    'fetch',
    vi.fn(() => new Promise<never>(() => undefined)),
  );
});

afterEach(() => {
  if (mounted) act(() => mounted?.root.unmount());
  mounted?.container.remove();
  mounted = null;
  vi.useRealTimers();
  vi.unstubAllGlobals();
  useSettingsStore.setState({ language: before.language, dateStyle: before.dateStyle });
});

/** The screen as on `day` (noon, Amsterdam), in `language`. */
function mountOn(day: string, language: Language): HTMLElement {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(new Date(`${day}T11:00:00Z`));
  useSettingsStore.setState({ language, dateStyle: 'day-first' });
  const container = document.createElement('div');
  document.body.append(container);
  const root = createRoot(container);
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  act(() =>
    root.render(
      <QueryClientProvider client={client}>
        <StockValuePage />
      </QueryClientProvider>,
    ),
  );
  mounted = { root, container };
  return container;
}

const buttons = (container: HTMLElement) =>
  [...container.querySelectorAll('.toolbar button')].map((button) => button.textContent);

const dayInAddress = () => new URLSearchParams(window.location.hash.split('?')[1]).get('date');

describe('the last year end', () => {
  it('is 31 December of the year before, whatever day of this one', () => {
    const on = (today: string) => lastYearEnd(localDate.parse(today));
    expect(on('2026-06-15')).toBe('2025-12-31');
    expect(on('2026-12-01')).toBe('2025-12-31');
    // The coming year end is not over on its own day: no snapshot holds it yet.
    expect(on('2026-12-31')).toBe('2025-12-31');
    expect(on('2027-01-01')).toBe('2026-12-31');
  });
});

describe('the stock value screen’s year end button', () => {
  it('picks the last year end in December, beside the month end it opens on', () => {
    const container = mountOn('2026-12-10', 'nl');
    expect(buttons(container)).toContain('Jaareinde 31-12-2025');
    const yearEnd = [...container.querySelectorAll('.toolbar button')].find(
      (button) => button.textContent === 'Jaareinde 31-12-2025',
    );
    if (!(yearEnd instanceof HTMLElement)) throw new Error('no year end button');
    act(() => yearEnd.click());
    expect(dayInAddress()).toBe('2025-12-31');
    // Now on it: no button for it, and one back to the screen's own day, 30 November.
    expect(buttons(container)).not.toContain('Jaareinde 31-12-2025');
    expect(buttons(container)).toContain('Naar 30-11-2026');
  });

  it('says so in English', () => {
    expect(buttons(mountOn('2026-06-15', 'en'))).toContain('Year end 31-12-2025');
  });

  it('is not offered in January, which opens on the year end already', () => {
    const container = mountOn('2027-01-15', 'nl');
    expect(buttons(container).filter((text) => text.startsWith('Jaareinde'))).toEqual([]);
    expect(dayInAddress()).toBeNull();
  });
});
