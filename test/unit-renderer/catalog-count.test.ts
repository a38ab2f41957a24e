/**
 * The catalog's count: a search says how many it found of the whole catalog ("53 gevonden
 * van 2.000"), not "53 van 53 producten" (issue 67), in both languages.
 */
import { describe, expect, it } from 'vitest';
import { catalogCountText } from '../../renderer/src/features/catalog/count-text.js';
import { localeOf, translate, type Translate } from '../../renderer/src/i18n/index.js';

const say =
  (language: 'en' | 'nl'): Translate =>
  (key, values) =>
    translate(language, key, values);

describe('the catalog count', () => {
  it('says what a search found of the whole catalog', () => {
    const count = { found: 53, whole: 2000, narrowed: true };
    expect(catalogCountText(say('nl'), localeOf('nl'), count)).toBe('53 gevonden van 2.000');
    expect(catalogCountText(say('en'), localeOf('en'), count)).toBe('53 found out of 2,000');
  });

  it('says the whole catalog when nothing narrows it, one product as one', () => {
    const whole = { found: 1900, whole: 1900, narrowed: false };
    expect(catalogCountText(say('nl'), 'nl-NL', whole)).toBe('1.900 producten');
    expect(catalogCountText(say('en'), 'en-GB', whole)).toBe('1,900 products');
    const one = { found: 1, whole: 1, narrowed: false };
    expect(catalogCountText(say('nl'), 'nl-NL', one)).toBe('1 product');
  });

  it('says only what was found while the whole is still being read', () => {
    const count = { found: 53, whole: undefined, narrowed: true };
    expect(catalogCountText(say('nl'), 'nl-NL', count)).toBe('53 gevonden');
    expect(catalogCountText(say('en'), 'en-GB', count)).toBe('53 found');
  });
});
