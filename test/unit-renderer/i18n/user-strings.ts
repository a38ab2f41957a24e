/**
 * Every user-facing string the tests of words read: the renderer's dictionaries in both
 * languages and the morning digest's words, each function of the digest said with one and
 * with several, so a plural is read in both forms.
 */
import { en } from '../../../renderer/src/i18n/en.js';
import { nl } from '../../../renderer/src/i18n/nl.js';
import {
  digestWords,
  type BookkeepingTroubleState,
  type DigestWords,
} from '../../../shared/digest-words.js';

export type Language = 'en' | 'nl';

export interface UserString {
  /** Where it comes from: the dictionary key, or `digest.` and the word's name. */
  where: string;
  text: string;
}

const STATES: readonly BookkeepingTroubleState[] = ['failed', 'blocked', 'mismatch'];

function digestStrings(language: Language): UserString[] {
  const strings: UserString[] = [];
  const words = digestWords(language);
  const walk = (path: string, value: unknown): void => {
    if (typeof value === 'string') strings.push({ where: path, text: value });
    else if (typeof value === 'function') {
      // A count (or a day, said as one): one, then several.
      const said = value as (day: number, count: number) => string;
      for (const count of [1, 3]) walk(`${path}(${count})`, said(count, count));
    } else if (typeof value === 'object' && value !== null) {
      for (const [key, inner] of Object.entries(value)) walk(`${path}.${key}`, inner);
    }
  };
  const { bookkeeping, locale: _locale, ...rest } = words satisfies DigestWords;
  walk('digest', rest);
  for (const state of STATES)
    walk(`digest.bookkeeping(${state})`, bookkeeping(state, 'why', 'details'));
  return strings;
}

const dictionaryStrings = (dictionary: Record<string, string>): UserString[] =>
  Object.entries(dictionary).map(([where, text]) => ({ where, text }));

export const USER_STRINGS: Record<Language, UserString[]> = {
  en: [...dictionaryStrings(en), ...digestStrings('en')],
  nl: [...dictionaryStrings(nl), ...digestStrings('nl')],
};
