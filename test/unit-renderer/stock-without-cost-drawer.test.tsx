/**
 * The products of the exception "stock without a cost price" (features/exceptions/
 * StateProducts.tsx; docs/decisions/0132): a stock snapshot's, so the drawer names that
 * snapshot's day where the other states name the period or the catalog, and links to the stock
 * value of that day, which names the same products; in Dutch and English.
 */
import { act } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { CatalogStateKind } from '../../shared/api/exceptions.js';
import { stockSnapshotHeadSchema } from '../../shared/api/stock-value.js';
import type { Language } from '../../shared/preferences.js';
import { useSettingsStore } from '../../renderer/src/app/settings-store.js';
import { StateProducts } from '../../renderer/src/features/exceptions/StateProducts.js';

declare global {
  var IS_REACT_ACT_ENVIRONMENT: boolean | undefined;
}
globalThis.IS_REACT_ACT_ENVIRONMENT = true;

const SNAPSHOT = stockSnapshotHeadSchema.parse({
  date: '2026-11-28',
  taken_at: '2026-11-28T23:05:00.000Z',
});
const PRODUCTS = [{ id: 7, sku: 'SKU-7', title: 'Koffiebonen' }];

const before = useSettingsStore.getState();
let mounted: { root: Root; container: HTMLElement } | null = null;

/** The dialog's own calls, put back after: the files of a worker share one window. */
const DIALOG_CALLS = ['showModal', 'close'] as const;
const dialogCalls = DIALOG_CALLS.map((name) =>
  Object.getOwnPropertyDescriptor(HTMLDialogElement.prototype, name),
);

afterAll(() => {
  for (const [index, name] of DIALOG_CALLS.entries()) {
    const own = dialogCalls[index];
    if (own) Object.defineProperty(HTMLDialogElement.prototype, name, own);
    else Reflect.deleteProperty(HTMLDialogElement.prototype, name);
  }
});

beforeAll(() => {
  // jsdom has no modal dialogs: the drawer only needs its two calls to exist.
  Object.assign(HTMLDialogElement.prototype, {
    showModal(this: HTMLDialogElement) {
      this.open = true;
    },
    close(this: HTMLDialogElement) {
      this.open = false;
    },
  });
});

afterEach(() => {
  if (mounted) act(() => mounted?.root.unmount());
  mounted?.container.remove();
  mounted = null;
  useSettingsStore.setState({ language: before.language, dateStyle: before.dateStyle });
});

function mount(kind: CatalogStateKind, language: Language): HTMLElement {
  useSettingsStore.setState({ language, dateStyle: 'day-first' });
  const container = document.createElement('div');
  document.body.append(container);
  const root = createRoot(container);
  act(() =>
    root.render(
      <StateProducts
        kind={kind}
        products={PRODUCTS}
        period={{ from: '2026-10-01', to: '2026-10-31' }}
        snapshot={SNAPSHOT}
        onClose={() => undefined}
      />,
    ),
  );
  mounted = { root, container };
  return container;
}

const stockLink = (container: HTMLElement) => container.querySelector('a[href^="#/stock-value"]');

describe('the stock without a cost price’s products', () => {
  it.each([
    ['nl', 'Momentopname van 28-11-2026', 'Voorraadwaarde van 28-11-2026 openen'],
    ['en', 'Snapshot of 28-11-2026', 'Open the stock value of 28-11-2026'],
  ] as const)('name their snapshot and link to its stock value (%s)', (language, day, link) => {
    const container = mount('stock_without_cost', language);
    expect(container.textContent).toContain(day);
    expect(stockLink(container)?.getAttribute('href')).toBe('#/stock-value?date=2026-11-28');
    expect(stockLink(container)?.textContent).toBe(link);
    expect(container.querySelector('tbody')?.textContent).toContain('Koffiebonen');
  });

  it('are not a period’s, as the lines sold without a cost price are', () => {
    const lines = mount('no_cost_price', 'nl');
    expect(lines.textContent).toContain('01-10-2026 – 31-10-2026');
    expect(lines.textContent).not.toContain('Momentopname');
    expect(stockLink(lines)).toBeNull();
  });
});
