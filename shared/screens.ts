/**
 * The app's screens, in the order the sidebar shows them: the renderer's router and the
 * desktop menu's Go menu (with Alt+1 … Alt+9 and Alt+0, keyboard-shortcuts.ts) both follow this
 * list. Today comes first: it is the screen a login opens. API keys, set up once per tool, come
 * after Settings; the screens past the tenth (Settings, API keys) have no Alt shortcut.
 */
import type { Language } from './preferences.js';

export const SCREENS = [
  // Issue 48: the first screen after login.
  'today',
  'catalog',
  'discount-orders',
  'financial-report',
  'vat-return',
  'day-closings',
  'journal',
  'month-pack',
  'reference',
  'ledger-mapping',
  'settings',
  // Issue 48: after the daily screens, without an Alt shortcut (keyboard-shortcuts.ts).
  'exceptions',
  'api-keys',
] as const;
export type Screen = (typeof SCREENS)[number];

export const isScreen = (value: string): value is Screen =>
  (SCREENS as readonly string[]).includes(value);

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
    'vat-return': 'Btw-aangifte',
    'day-closings': 'Kassa-afsluitingen',
    journal: 'Memoriaal',
    'month-pack': 'Maandpakket',
    reference: 'Stamgegevens',
    'ledger-mapping': 'Grootboekkoppeling',
    settings: 'Instellingen',
    exceptions: 'Signaleringen',
    'api-keys': 'API-sleutels',
  },
  en: {
    today: 'Today',
    catalog: 'Catalog',
    'discount-orders': 'Discounted orders',
    'financial-report': 'Financial report',
    'vat-return': 'VAT return',
    'day-closings': 'Till closings',
    journal: 'Journal',
    'month-pack': 'Month pack',
    reference: 'Reference data',
    'ledger-mapping': 'Ledger mapping',
    settings: 'Settings',
    exceptions: 'Exceptions',
    'api-keys': 'API keys',
  },
};
