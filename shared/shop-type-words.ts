/**
 * A shop's type in words: the platform's `pos` and `web` as the reference screen names them
 * (the reference screen reads it too: renderer i18n `reference.shopType.*`), for the Excel NL CSV and the .xlsx of the shops
 * list. A type the platform names otherwise stays its own key; the plain CSV for scripts keeps
 * the keys (docs/decisions/0083-exports-in-words.md, the addendum on Excel NL).
 */
import type { ExportLanguage } from './api/export-columns.js';
import { isKeyOf } from './guards.js';

export const SHOP_TYPE_WORDS = {
  pos: { en: 'Till', nl: 'Kassa' },
  web: { en: 'Webshop', nl: 'Webshop' },
} as const satisfies Record<string, Readonly<Record<ExportLanguage, string>>>;

export function shopTypeWords(type: string, lang: ExportLanguage): string {
  return isKeyOf(SHOP_TYPE_WORDS, type) ? SHOP_TYPE_WORDS[type][lang] : type;
}
