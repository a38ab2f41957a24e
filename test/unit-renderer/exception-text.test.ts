/**
 * What an exception's row says it found against its threshold: amounts in cents, as every amount
 * of the screen (issue 58: a product's price and cost read "€ 26,6055 / € 33,2569"), unless a
 * price and a cost differ only below a cent.
 */
import { describe, expect, it } from 'vitest';
import type { Exception } from '../../shared/api/exceptions.js';
import { foundText } from '../../renderer/src/features/exceptions/exception-text.js';
import { translate } from '../../renderer/src/i18n/index.js';

const NBSP = '\u00A0';
const t = (key: Parameters<typeof translate>[1], values?: Record<string, string | number>) =>
  translate('nl', key, values);
const below = (measured: number, threshold: number) =>
  ({ kind: 'price_below_cost', measured, threshold, unit: 'EUR' }) as Exception;

describe('what an exception found', () => {
  it('says a price against its cost in cents', () => {
    expect(foundText(t, below(26.6055, 33.2569), 'nl-NL')).toBe(`€${NBSP}26,61 / €${NBSP}33,26`);
  });

  it('keeps the decimals where the cents alone would read alike', () => {
    expect(foundText(t, below(26.6051, 26.6099), 'nl-NL')).toBe(
      `€${NBSP}26,6051 / €${NBSP}26,6099`,
    );
  });
});
