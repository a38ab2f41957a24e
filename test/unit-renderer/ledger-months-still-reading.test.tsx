/**
 * The ledger mapping while the data is being prepared: the note says how many months are
 * still being read, in Dutch and English, offers to look again only with nothing unsaved, and
 * the list of what is missing never says "everything is mapped" while months are still coming.
 */
import { act } from 'react';
import { createRoot } from 'react-dom/client';
import { afterEach, describe, expect, it } from 'vitest';
import { useSettingsStore, type Language } from '../../renderer/src/app/settings-store.js';
import type { EditorState } from '../../renderer/src/features/ledger-mapping/editor.js';
import { MissingList } from '../../renderer/src/features/ledger-mapping/MissingList.js';
import { MonthsStillReading } from '../../renderer/src/features/ledger-mapping/MonthsStillReading.js';
import type { LedgerMapping } from '../../shared/api/ledger-mapping.js';

declare global {
  var IS_REACT_ACT_ENVIRONMENT: boolean | undefined;
}
globalThis.IS_REACT_ACT_ENVIRONMENT = true;
const languageBefore = useSettingsStore.getState().language;

afterEach(() => {
  useSettingsStore.setState({ language: languageBefore });
});

/** What `element` shows, and its buttons' names, in `language`. */
function rendered(language: Language, element: React.ReactElement) {
  useSettingsStore.setState({ language });
  const container = document.createElement('div');
  const root = createRoot(container);
  act(() => root.render(element));
  const shown = {
    text: container.textContent,
    buttons: [...container.querySelectorAll('button')].map((button) => button.textContent),
  };
  act(() => root.unmount());
  return shown;
}

const note = (months: string[], dirty: boolean) => (
  <MonthsStillReading months={months} dirty={dirty} onLookAgain={() => undefined} />
);

/** A mapping with nothing missing and every account with its RGS code. */
const MAPPED: LedgerMapping = {
  account: 'demo',
  updated_at: null,
  company: { name: '', vat_number: '' },
  turnover_groups_offered: true,
  revenue: [],
  vat: [],
  clearing: [],
  accounts: {
    debtors: null,
    cash_differences: null,
    gift_cards: null,
    tips: null,
    prepayments: null,
    cross_posting: null,
    stock: null,
    cost_of_sales: null,
  },
  oss: [],
  rgs: [],
  rgs_missing: [],
  missing: [],
  months_still_reading: [],
};

const stateOf = (mapping: LedgerMapping): EditorState => ({
  mapping,
  draft: { company: { name: '', vat_number: '' }, codes: {}, addedRates: [] },
  readOnly: false,
  setCode: () => undefined,
  errorOf: () => null,
  addRate: () => undefined,
});

describe('the ledger mapping while months are still being read', () => {
  it('says how many months are still coming, in Dutch and English', () => {
    expect(rendered('nl', note(['2026-09', '2026-08'], false)).text).toContain(
      'Gegevens voorbereiden: nog 2 maanden worden gelezen.',
    );
    expect(rendered('nl', note(['2026-09'], false)).text).toContain('nog 1 maand wordt gelezen.');
    expect(rendered('en', note(['2026-09', '2026-08'], false)).text).toContain(
      'Preparing data: 2 months are still being read.',
    );
  });

  it('offers to look again only with nothing unsaved', () => {
    expect(rendered('nl', note(['2026-09'], false)).buttons).toEqual(['Opnieuw kijken']);
    expect(rendered('en', note(['2026-09'], false)).buttons).toEqual(['Look again']);
    expect(rendered('nl', note(['2026-09'], true)).buttons).toEqual([]);
  });

  it('shows nothing once every month is read', () => {
    expect(rendered('nl', note([], false)).text).toBe('');
  });

  it('never says everything is mapped while months are still coming', () => {
    const goTo = () => undefined;
    const done = rendered('nl', <MissingList state={stateOf(MAPPED)} onGoTo={goTo} />);
    expect(done.text).toContain('Alles is gekoppeld');
    const reading = { ...MAPPED, months_still_reading: ['2026-09'] };
    const soFar = rendered('nl', <MissingList state={stateOf(reading)} onGoTo={goTo} />);
    expect(soFar.text).not.toContain('Alles is gekoppeld');
    expect(soFar.text).toContain('Alles uit de gelezen maanden is gekoppeld');
    const english = rendered('en', <MissingList state={stateOf(reading)} onGoTo={goTo} />);
    expect(english.text).toContain('Everything in the months read so far is mapped');
  });
});
