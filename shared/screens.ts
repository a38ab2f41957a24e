/**
 * The app's screens, in the order the sidebar shows them: the renderer's router and the
 * desktop menu's Go menu (with Alt+1 … Alt+9 and Alt+0, keyboard-shortcuts.ts) both follow this
 * list. The daily screens first, Today first of all (the screen a login opens), with Alt+1 …
 * Alt+0; the set-up screens after them (reference data, the ledger mapping, settings, API keys),
 * the ones past the tenth without an Alt shortcut.
 */
import type { Language } from './preferences.js';
import { isOneOf } from './guards.js';

export const SCREENS = [
  // The first screen after login (docs/decisions/0088-today-dashboard.md).
  'today',
  'catalog',
  'discount-orders',
  'financial-report',
  'product-sales',
  'exceptions',
  'vat-return',
  'day-closings',
  'journal',
  'month-pack',
  // The stock value on a date (docs/stock-value.md): past the tenth, so the daily screens keep
  // their Alt shortcuts (decision 0088: screens added later have none).
  'stock-value',
  // Posting the journal into the bookkeeping package
  // (docs/decisions/0107-posting-into-bookkeeping-packages.md).
  'bookkeeping',
  'reference',
  'ledger-mapping',
  'settings',
  'api-keys',
] as const;
export type Screen = (typeof SCREENS)[number];

export const isScreen = (value: string): value is Screen => isOneOf(SCREENS, value);

/**
 * The screens' names for the desktop menu, as the renderer's sidebar names them (its own
 * dictionary; test/unit-renderer/shortcuts.test.ts checks that the two agree).
 */
export const SCREEN_NAMES: Readonly<Record<Language, Readonly<Record<Screen, string>>>> = {
  nl: {
    today: 'Vandaag',
    catalog: 'Catalogus',
    'discount-orders': 'Kortingsorders',
    'financial-report': 'Financieel rapport',
    'product-sales': 'Verkopen per product',
    exceptions: 'Signaleringen',
    'vat-return': 'Btw-aangifte',
    'day-closings': 'Kassa-afsluitingen',
    journal: 'Memoriaal',
    'month-pack': 'Maandpakket',
    'stock-value': 'Voorraadwaarde',
    bookkeeping: 'Boekhouding',
    reference: 'Stamgegevens',
    'ledger-mapping': 'Grootboekkoppeling',
    settings: 'Instellingen',
    'api-keys': 'API-sleutels',
  },
  en: {
    today: 'Today',
    catalog: 'Catalog',
    'discount-orders': 'Discounted orders',
    'financial-report': 'Financial report',
    'product-sales': 'Product sales',
    exceptions: 'Exceptions',
    'vat-return': 'VAT return',
    'day-closings': 'Till closings',
    journal: 'Journal',
    'month-pack': 'Month pack',
    'stock-value': 'Stock value',
    bookkeeping: 'Bookkeeping',
    reference: 'Reference data',
    'ledger-mapping': 'Ledger mapping',
    settings: 'Settings',
    'api-keys': 'API keys',
  },
};
