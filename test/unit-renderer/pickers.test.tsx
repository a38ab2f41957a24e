/**
 * A picker shows what the screen asks about. An address can name a choice the picker does not
 * offer (a shared link to another location's till, opened by a user locked to their own; a
 * month or quarter older than the ones listed): the browser then shows the first option
 * ("All shops", "Last month") over a screen about something else, and choosing it changes
 * nothing. The month pack even wrote the address's month under "Last month (October 2026)".
 */
import { act } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { afterEach, describe, expect, it } from 'vitest';
import type { ReactNode } from 'react';
import { IdSelect } from '../../renderer/src/components/form/IdSelect.js';
import { MonthSelect } from '../../renderer/src/features/month-pack/MonthSelect.js';
import { QuarterSelect } from '../../renderer/src/features/vat-return/QuarterSelect.js';
import { useSettingsStore } from '../../renderer/src/app/settings-store.js';

declare global {
  var IS_REACT_ACT_ENVIRONMENT: boolean | undefined;
}
globalThis.IS_REACT_ACT_ENVIRONMENT = true;

const TILLS = [{ id: 2002, name: 'Amsterdam Centrum kassa' }];
let root: Root | null = null;

function mount(picker: ReactNode): HTMLSelectElement {
  const box = document.createElement('div');
  document.body.append(box);
  root = createRoot(box);
  act(() => root?.render(picker));
  const select = box.querySelector('select');
  if (!select) throw new Error('no select');
  return select;
}

const render = (value: number | null, onChange: (id: number | null) => void = () => undefined) =>
  mount(
    <IdSelect
      label="Winkel"
      value={value}
      options={TILLS}
      allLabel="Alle winkels"
      onChange={onChange}
    />,
  );

const shown = (select: HTMLSelectElement) => select.selectedOptions[0]?.textContent;

const settingsBefore = useSettingsStore.getState();
afterEach(() => {
  useSettingsStore.setState({ language: settingsBefore.language });
  act(() => root?.unmount());
  root = null;
  document.body.replaceChildren();
});

describe('a picker of a record by id', () => {
  it('shows the chosen record', () => {
    const select = render(2002);
    expect(select.selectedOptions[0]?.textContent).toBe('Amsterdam Centrum kassa');
  });

  it('shows an id the screen asks about that is not among its choices, not "all"', () => {
    useSettingsStore.setState({ language: 'nl' });
    const changes: (number | null)[] = [];
    const select = render(2003, (id) => changes.push(id));
    expect(select.value).toBe('2003');
    expect(select.selectedOptions[0]?.textContent).toBe('#2003, niet in de lijst');
    // And "all" is a change the user can make.
    act(() => {
      select.value = '';
      select.dispatchEvent(new Event('change', { bubbles: true }));
    });
    expect(changes).toEqual([null]);
  });

  it('says so in English too', () => {
    useSettingsStore.setState({ language: 'en' });
    expect(render(2003).selectedOptions[0]?.textContent).toBe('#2003, not in the list');
  });
});

describe('the month pack’s month', () => {
  it('shows a month from the address older than the ones listed, which the pack is written for', () => {
    useSettingsStore.setState({ language: 'nl' });
    const select = mount(<MonthSelect value="2020-01" onChange={() => undefined} />);
    expect(select.value).toBe('2020-01');
    expect(shown(select)).toBe('januari 2020');
  });
});

describe('the VAT return’s quarter', () => {
  it('shows a quarter from the address older than the ones listed, whose return is shown', () => {
    useSettingsStore.setState({ language: 'nl' });
    const select = mount(<QuarterSelect value="2023-Q1" onChange={() => undefined} />);
    expect(select.value).toBe('2023-Q1');
    expect(shown(select)).toBe('K1 2023');
  });
});
