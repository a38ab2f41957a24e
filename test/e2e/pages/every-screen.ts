import { completeMappingOf } from '../../fixtures/ledger-mapping.js';
import { ORDERS_RANGE, REPORT_RANGE, type ServiceApi } from '../fixtures.js';

const MONTH = `period=custom&from=${REPORT_RANGE.from}&to=${REPORT_RANGE.to}`;

/**
 * Every screen in the sidebar's order (Alt+1 is the first), each with an address showing data
 * and what shows it has loaded.
 */
export const EVERY_SCREEN = [
  {
    name: 'today',
    hash: `#/today?date=2026-11-20&${MONTH}`,
    ready: '.page:has([data-testid=today-figures]) [data-testid=today-heat-map]',
  },
  { name: 'catalog', hash: '#/catalog', ready: '[role=grid] [role=row] >> nth=1' },
  {
    name: 'discount-orders',
    hash: `#/discount-orders?period=custom&from=${ORDERS_RANGE.from}&to=${ORDERS_RANGE.to}`,
    ready: '[role=grid] [role=row] >> nth=1',
  },
  {
    name: 'financial-report',
    hash: `#/financial-report?${MONTH}`,
    ready: '.report .stat__value >> nth=0',
  },
  {
    name: 'product-sales',
    hash: `#/product-sales?${MONTH}`,
    ready: '[role=grid] [role=row] >> nth=1',
  },
  { name: 'exceptions', hash: `#/exceptions?${MONTH}`, ready: 'table.exc__table' },
  {
    name: 'vat-return',
    hash: '#/vat-return?quarter=2026-Q3',
    ready: 'tr[data-rubriek="1a"] .vat-table__whole .money >> nth=0',
  },
  {
    name: 'day-closings',
    hash: '#/day-closings?period=custom&from=2026-07-01&to=2026-09-30',
    ready: '[data-figure=total-difference] .money',
  },
  { name: 'journal', hash: `#/journal?${MONTH}`, ready: '[data-figure="entries"]' },
  { name: 'month-pack', hash: '#/month-pack', ready: '.pack-form' },
  // Before the demo's first snapshot: the estimate and its note.
  {
    name: 'stock-value',
    hash: '#/stock-value?date=2026-10-31',
    ready: '[data-figure=stock-at-cost] .money',
  },
  { name: 'bookkeeping', hash: '#/bookkeeping?month=2026-10', ready: '.bk-connect' },
  { name: 'reference', hash: '#/reference', ready: '[role=grid] [role=row] >> nth=1' },
  // The rate chooser comes last, with the registry of every rate.
  { name: 'ledger-mapping', hash: '#/ledger-mapping', ready: '#ledger-add-rate' },
  { name: 'settings', hash: '#/settings', ready: 'fieldset >> nth=0' },
  { name: 'api-keys', hash: '#/api-keys', ready: '#keys-create' },
] as const;

/** A screen of EVERY_SCREEN by its name (their places move as screens are added). */
export function screenNamed(name: (typeof EVERY_SCREEN)[number]['name']) {
  const screen = EVERY_SCREEN.find((each) => each.name === name);
  if (!screen) throw new Error(`no screen ${name}`);
  return screen;
}

/**
 * Alt+1 … Alt+9 the first nine screens, Alt+0 the tenth (shared/keyboard-shortcuts.ts); a
 * screen past the tenth has none (null).
 */
export const screenKey = (index: number): string | null =>
  index < 10 ? `Alt+${(index + 1) % 10}` : null;

/**
 * Every group, rate and payment type mapped, so the journal shows entries (other tests of the
 * worker leave gaps in the mapping).
 */
export async function completeTheMapping(api: ServiceApi): Promise<void> {
  const [mapping, rates] = await Promise.all([
    api.json('/api/ledger-mapping'),
    api.json('/api/tax-rates', { limit: '1000' }),
  ]);
  await api.put(
    '/api/ledger-mapping',
    completeMappingOf(
      mapping,
      rates.data.map((rate) => rate.id),
    ),
  );
}
