/**
 * The stock value screen's turnover groups opening into their products
 * (features/stock-value/): a group's lines sorted by value at cost, highest first, ties in a
 * fixed order; a group's button opens and closes it (`aria-expanded`), its products, read under
 * the group's own query key (the day's answer carries no lines, decision 0127), a part at a
 * time (GROUP_PART) with "show more" until all are shown, each with its cost source in words, in
 * both languages; a group whose read lists none says so.
 */
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { afterEach, describe, expect, it } from 'vitest';
import type { StockValue, StockValueLine } from '../../shared/api/stock-value.js';
import { useSettingsStore } from '../../renderer/src/app/settings-store.js';
import { GroupTable } from '../../renderer/src/features/stock-value/StockTables.js';
import { GROUP_PART, sortedByValue } from '../../renderer/src/features/stock-value/group-lines.js';
import { stockValueQueries } from '../../renderer/src/features/stock-value/queries.js';
import { localDate } from '../../shared/api/common.js';

declare global {
  var IS_REACT_ACT_ENVIRONMENT: boolean | undefined;
}
globalThis.IS_REACT_ACT_ENVIRONMENT = true;

const line = (id: number, group: number | null, cost: number, sale = cost * 2): StockValueLine => ({
  product_id: id,
  sku: `SKU-${id}`,
  title: `Product ${id}`,
  group_id: group,
  stock: 2,
  cost_price: cost === 0 ? null : cost / 2,
  cost_source: cost === 0 ? null : 'purchase_price',
  sale_price: sale / 2,
  value_at_cost: cost,
  value_at_sale_price: sale,
});

/** An answer of 31-10-2026 from no snapshot, without products named, with these figures. */
const answerOf = (
  figures: Pick<StockValue, 'value_at_cost' | 'value_at_sale_price' | 'products' | 'groups'>,
): StockValue => ({
  date: localDate.parse('2026-10-31'),
  location_id: null,
  snapshot: null,
  first_snapshot: null,
  estimate: false,
  ...figures,
  without_cost: [],
  negative_stock: [],
});

const languageBefore = useSettingsStore.getState().language;
let mounted: { root: Root; container: HTMLElement } | null = null;

afterEach(() => {
  if (mounted) act(() => mounted?.root.unmount());
  mounted?.container.remove();
  mounted = null;
  useSettingsStore.setState({ language: languageBefore });
});

/**
 * The table of `answer`, with each group's lines already read under the key the opened group
 * asks with (no read is sent: they never go stale here).
 */
function mount(answer: StockValue, lines: readonly StockValueLine[]): HTMLElement {
  const client = new QueryClient({ defaultOptions: { queries: { staleTime: Infinity } } });
  for (const group of answer.groups) {
    const { queryKey } = stockValueQueries.groupLines(answer.date, group.id);
    const inGroup = lines.filter((line) => line.group_id === group.id);
    client.setQueryData(queryKey, { answer: { ...answer, lines: inGroup }, freshness: null });
  }
  const container = document.createElement('div');
  document.body.append(container);
  const root = createRoot(container);
  act(() =>
    root.render(
      <QueryClientProvider client={client}>
        <GroupTable answer={answer} />
      </QueryClientProvider>,
    ),
  );
  mounted = { root, container };
  return container;
}

const click = (element: Element | null | undefined) => {
  if (!(element instanceof HTMLElement)) throw new Error('nothing to click');
  act(() => element.click());
};

describe('a turnover group’s products', () => {
  it('are sorted by value at cost, ties by sale value and id', () => {
    const lines = [
      line(5, 1, 10),
      line(3, 1, 0, 4),
      line(2, 1, 30),
      line(1, 1, 0, 4),
      line(6, 1, 0, 9),
    ];
    expect(sortedByValue(lines).map((each) => each.product_id)).toEqual([2, 5, 6, 1, 3]);
    expect(lines[0]?.product_id).toBe(5);
  });

  it('open from the group’s button a part at a time, and close again', () => {
    useSettingsStore.setState({ language: 'nl' });
    const count = GROUP_PART * 2 + 50;
    const lines = [
      ...Array.from({ length: count }, (_, index) => line(index + 1, 7, index + 1)),
      line(9_999, null, 3),
    ];
    const container = mount(
      answerOf({
        value_at_cost: 0,
        value_at_sale_price: 0,
        products: count + 1,
        groups: [
          { id: 7, name: 'Schoenen', value_at_cost: 0, value_at_sale_price: 0, products: count },
          { id: null, name: null, value_at_cost: 3, value_at_sale_price: 6, products: 1 },
        ],
      }),
      lines,
    );
    const group = container.querySelector('[data-group="7"]');
    const button = group?.querySelector('button');
    expect(button?.getAttribute('aria-expanded')).toBe('false');
    expect(group?.querySelectorAll('[data-product]')).toHaveLength(0);

    click(button);
    expect(button?.getAttribute('aria-expanded')).toBe('true');
    const products = () => [...(group?.querySelectorAll('[data-product]') ?? [])];
    expect(products()).toHaveLength(GROUP_PART);
    // Highest value at cost first: the last line made is worth the most.
    expect(products()[0]?.getAttribute('data-product')).toBe(String(count));
    expect(products()[0]?.textContent).toContain('Inkoopprijsregel');
    expect(group?.textContent).toContain(`De eerste ${GROUP_PART} van ${count}`);
    expect(group?.textContent).toContain('Elke regel is op centen afgerond');
    click(group?.querySelector('.more-rows button'));
    click(group?.querySelector('.more-rows button'));
    expect(products()).toHaveLength(count);
    expect(group?.querySelector('.more-rows')).toBeNull();
    // The other group stays closed.
    expect(container.querySelectorAll('[data-group="none"] [data-product]')).toHaveLength(0);

    click(button);
    expect(button?.getAttribute('aria-expanded')).toBe('false');
    expect(products()).toHaveLength(0);
  });

  it('name the cost source in English too', () => {
    useSettingsStore.setState({ language: 'en' });
    const container = mount(
      answerOf({
        value_at_cost: 10,
        value_at_sale_price: 20,
        products: 2,
        groups: [{ id: null, name: null, value_at_cost: 10, value_at_sale_price: 20, products: 2 }],
      }),
      [line(1, null, 10), line(2, null, 0)],
    );
    click(container.querySelector('[data-group="none"] button'));
    const rows = [...container.querySelectorAll('[data-product]')].map((row) => row.textContent);
    expect(rows[0]).toContain('Purchase price row');
    expect(rows[1]).toContain('No cost price');
    expect(container.textContent).toContain('No turnover group');
  });

  it('say so when the read lists none', () => {
    useSettingsStore.setState({ language: 'nl' });
    const container = mount(
      answerOf({
        value_at_cost: 0,
        value_at_sale_price: 0,
        products: 1,
        groups: [{ id: 3, name: 'Tassen', value_at_cost: 0, value_at_sale_price: 0, products: 1 }],
      }),
      [],
    );
    click(container.querySelector('[data-group="3"] button'));
    expect(container.querySelector('#stock-group-3-products')?.textContent).toContain(
      'Geen producten in deze groep',
    );
  });
});
