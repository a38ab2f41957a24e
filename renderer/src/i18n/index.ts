/**
 * A tiny typed dictionary: Dutch by default, English on request. `t` fills `{name}`
 * placeholders; a key that does not exist is a type error, not a blank on screen.
 */
import { useCallback } from 'react';
import { useSettingsStore, type Language } from '../app/settings-store.js';
import { en } from './en.js';
import { nl, type MessageKey } from './nl.js';

export type { MessageKey };
export type Translate = (key: MessageKey, values?: Record<string, string | number>) => string;

const dictionaries: Record<Language, Record<MessageKey, string>> = { nl, en };

export function translate(
  language: Language,
  key: MessageKey,
  values?: Record<string, string | number>,
): string {
  const template = dictionaries[language][key];
  if (!values) return template;
  return template.replace(/\{(\w+)\}/g, (whole, name: string) =>
    name in values ? String(values[name]) : whole,
  );
}

/**
 * The key to say `count` of something with: its `.one` entry for exactly one ("1 order"),
 * where the dictionary has one, else the key itself ("3 orders", "0 orders").
 */
export function countKey(key: MessageKey, count: number): MessageKey {
  const one = `${key}.one`;
  return count === 1 && hasMessage(one) ? one : key;
}

/** Whether the dictionary has this key (a refusal's code, a field's name: refusals.ts). */
export const hasMessage = (key: string): key is MessageKey => key in nl;

export function useT(): Translate {
  const language = useSettingsStore((state) => state.language);
  return useCallback<Translate>((key, values) => translate(language, key, values), [language]);
}

/** The locale for dates and plain numbers; euro amounts are always nl-NL. */
export const localeOf = (language: Language): string => (language === 'nl' ? 'nl-NL' : 'en-GB');

export function useLocale(): string {
  return localeOf(useSettingsStore((state) => state.language));
}
