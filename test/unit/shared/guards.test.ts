import { describe, expect, it } from 'vitest';
import { entriesOf, isKeyOf, keysOf } from '../../../shared/guards.js';

describe('record keys as their own type', () => {
  const WORDS = { paid: 'betaald', open: 'open' } as const;

  it('tells a record’s own key from text that names none (nor an inherited one)', () => {
    expect(isKeyOf(WORDS, 'paid')).toBe(true);
    expect(isKeyOf(WORDS, 'refunded')).toBe(false);
    expect(isKeyOf(WORDS, 'toString')).toBe(false);
  });

  it('lists the keys and entries in the record’s order', () => {
    expect(keysOf(WORDS)).toEqual(['paid', 'open']);
    expect(entriesOf(WORDS)).toEqual([
      ['paid', 'betaald'],
      ['open', 'open'],
    ]);
  });
});
