/**
 * The stock value screen's note on which snapshot its figures come from
 * (features/stock-value/StockValueBody.tsx, `SnapshotNote`), in Dutch and English: the date's
 * own snapshot with when it was taken (Amsterdam time), a quiet hint; the nearest earlier one
 * with how many days earlier ("1 dag eerder", "4 dagen eerder") and that what changed in between
 * is not in it, a banner; before the first snapshot a warning that it is an estimate, in the
 * issue's words, with how it was worked back. Dates in the user's date style.
 */
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { afterEach, describe, expect, it } from 'vitest';
import type { StockValue } from '../../shared/api/stock-value.js';
import { localDate } from '../../shared/api/common.js';
import type { DateStyle, Language } from '../../shared/preferences.js';
import { useSettingsStore } from '../../renderer/src/app/settings-store.js';
import { StockValueBody } from '../../renderer/src/features/stock-value/StockValueBody.js';

declare global {
  var IS_REACT_ACT_ENVIRONMENT: boolean | undefined;
}
globalThis.IS_REACT_ACT_ENVIRONMENT = true;

type Snapshot = NonNullable<StockValue['snapshot']>;

/** An answer for `date` from `snapshot`, with figures the note does not read. */
const answerOf = (
  date: string,
  snapshot: Omit<Snapshot, 'date'> & { date: string },
  firstSnapshot = snapshot.date,
): StockValue => ({
  date: localDate.parse(date),
  location_id: null,
  snapshot: { ...snapshot, date: localDate.parse(snapshot.date) },
  first_snapshot: localDate.parse(firstSnapshot),
  estimate: snapshot.basis === 'estimate_back',
  value_at_cost: 1250.5,
  value_at_sale_price: 2600,
  products: 3,
  groups: [],
  without_cost: [],
  negative_stock: [],
});

/** Taken five minutes past midnight, Amsterdam time (UTC+1 in November). */
const TAKEN_AT = '2026-11-28T23:05:00.000Z';

const before = useSettingsStore.getState();
let mounted: { root: Root; container: HTMLElement } | null = null;

afterEach(() => {
  if (mounted) act(() => mounted?.root.unmount());
  mounted?.container.remove();
  mounted = null;
  useSettingsStore.setState({ language: before.language, dateStyle: before.dateStyle });
});

function mount(answer: StockValue, language: Language, dateStyle: DateStyle = 'day-first') {
  useSettingsStore.setState({ language, dateStyle });
  const container = document.createElement('div');
  document.body.append(container);
  const root = createRoot(container);
  act(() =>
    root.render(
      <QueryClientProvider client={new QueryClient()}>
        <StockValueBody answer={answer} />
      </QueryClientProvider>,
    ),
  );
  mounted = { root, container };
  return container;
}

/** The note's element (`role="note"`) and its words. */
function noteOf(container: HTMLElement) {
  const notes = container.querySelectorAll('[role="note"]');
  expect(notes).toHaveLength(1);
  const [note] = notes;
  return { className: note?.className ?? '', text: note?.textContent ?? '' };
}

describe('the stock value’s snapshot note', () => {
  const own = answerOf('2026-11-28', {
    date: '2026-11-28',
    taken_at: TAKEN_AT,
    basis: 'own',
    days_between: 0,
  });

  it.each([
    ['nl', 'Uit de momentopname van 28-11-2026, genomen op 29-11-2026 00:05.'],
    ['en', 'From the snapshot of 28-11-2026, taken at 29-11-2026 00:05.'],
  ] as const)('names the date’s own snapshot and when it was taken (%s)', (language, words) => {
    const note = noteOf(mount(own, language));
    expect(note.text).toBe(words);
    expect(note.className).toBe('hint');
  });

  it('writes the dates in the user’s date style', () => {
    expect(noteOf(mount(own, 'nl', 'iso')).text).toBe(
      'Uit de momentopname van 2026-11-28, genomen op 2026-11-29 00:05.',
    );
  });

  const earlier = (days: number, asked: string) =>
    answerOf(asked, {
      date: '2026-10-09',
      taken_at: TAKEN_AT,
      basis: 'earlier',
      days_between: days,
    });

  it.each([
    [
      'nl',
      4,
      '2026-10-13',
      'Van 13-10-2026 is geen momentopname: dit is die van 09-10-2026, 4 dagen eerder. Wat er tussendoor veranderde, zit er niet in.',
    ],
    [
      'nl',
      1,
      '2026-10-10',
      'Van 10-10-2026 is geen momentopname: dit is die van 09-10-2026, 1 dag eerder. Wat er die dag veranderde, zit er niet in.',
    ],
    [
      'en',
      4,
      '2026-10-13',
      'There is no snapshot of 13-10-2026: this is the one of 09-10-2026, 4 days earlier. What changed in between is not in it.',
    ],
    [
      'en',
      1,
      '2026-10-10',
      'There is no snapshot of 10-10-2026: this is the one of 09-10-2026, 1 day earlier. What changed that day is not in it.',
    ],
  ] as const)(
    'names the nearest earlier snapshot and how many days earlier (%s, %i)',
    (language, days, asked, words) => {
      const note = noteOf(mount(earlier(days, asked), language));
      expect(note.text).toBe(words);
      expect(note.className).toBe('banner banner--info');
    },
  );

  it.each([
    [
      'nl',
      'Een schatting: de eerste momentopname is van 28-11-2026.',
      'De voorraad van die momentopname is teruggerekend naar 01-11-2026: plus de verkochte en min de geretourneerde aantallen ertussen, tegen de kostprijzen van 28-11-2026.',
    ],
    [
      'en',
      'An estimate: the first snapshot is of 28-11-2026.',
      'The stock of that snapshot is worked back to 01-11-2026: plus the units sold and less the units returned in between, at the cost prices of 28-11-2026.',
    ],
  ] as const)(
    'warns that a date before the first snapshot is an estimate (%s)',
    (language, estimate, how) => {
      const answer = answerOf('2026-11-01', {
        date: '2026-11-28',
        taken_at: TAKEN_AT,
        basis: 'estimate_back',
        days_between: 27,
      });
      const container = mount(answer, language);
      const note = noteOf(container);
      expect(note.className).toBe('banner banner--warning');
      expect(container.querySelector('[data-testid="stock-estimate"] strong')?.textContent).toBe(
        estimate,
      );
      expect(note.text).toContain(how);
      // Never the words of a snapshot of its own.
      expect(container.querySelector('[data-testid="stock-snapshot"]')).toBeNull();
    },
  );
});
