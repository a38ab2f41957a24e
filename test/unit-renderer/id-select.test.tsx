/**
 * A picker shows the record the screen asks about. An address can name one that is not among
 * the choices (a shared link to another location's till, opened by a user locked to their
 * own; a till of another location): the screen asks the service about it, so the picker
 * must say so, not show "All shops" over a refusal, where choosing "All shops" changed nothing.
 */
import { act } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { afterEach, describe, expect, it } from 'vitest';
import { IdSelect } from '../../renderer/src/components/IdSelect.js';
import { useSettingsStore } from '../../renderer/src/app/settings-store.js';

declare global {
  var IS_REACT_ACT_ENVIRONMENT: boolean | undefined;
}
globalThis.IS_REACT_ACT_ENVIRONMENT = true;

const TILLS = [{ id: 2002, name: 'Amsterdam Centrum kassa' }];
let root: Root | null = null;

function render(value: number | null, onChange: (id: number | null) => void = () => undefined) {
  const box = document.createElement('div');
  document.body.append(box);
  root = createRoot(box);
  act(() =>
    root?.render(
      <IdSelect
        label="Winkel"
        value={value}
        options={TILLS}
        allLabel="Alle winkels"
        onChange={onChange}
      />,
    ),
  );
  const select = box.querySelector('select');
  if (!select) throw new Error('no select');
  return select;
}

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
