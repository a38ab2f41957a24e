import { describe, expect, it } from 'vitest';
import {
  MAX_PRODUCT_IDS,
  productPricesQuerySchema,
  productsQuerySchema,
  priceListQuerySchema,
} from '../../../shared/api/catalog.js';

const idsOf = (text: string) => productPricesQuerySchema.safeParse({ product_ids: text });

describe('product_ids', () => {
  it('accepts trimmed tokens and collapses duplicates', () => {
    const result = idsOf(' 2001, 2002 ,2001');
    expect(result.success && result.data.product_ids).toEqual([2001, 2002]);
  });

  it.each([
    ['', 'lists no product ids'],
    [' , ', 'lists no product ids'],
    ['1,,2', 'empty id at position 2'],
    ['1,', 'empty id at position 2'],
    ['1,abc', '"abc", which is not a numeric id'],
    ['12abc', 'not a numeric id'],
    ['1.5', 'not a numeric id'],
    ['-3', 'not a numeric id'],
    ['0', 'not a positive id'],
    ['1e3', 'not a numeric id'],
    ['9999999999999999999', 'not a numeric id'],
  ])('rejects %j', (text, message) => {
    const result = idsOf(text);
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.message).toContain(message);
  });

  it(`allows ${MAX_PRODUCT_IDS} ids and rejects one more`, () => {
    const ids = Array.from({ length: MAX_PRODUCT_IDS }, (_, index) => index + 1);
    expect(idsOf(ids.join(',')).success).toBe(true);
    const result = idsOf([...ids, 999].join(','));
    expect(result.error?.issues[0]?.message).toContain(`at most ${MAX_PRODUCT_IDS}`);
  });
});

describe('limits', () => {
  it('cuts limits to the caps and defaults to 100', () => {
    expect(productsQuerySchema.parse({ limit: '99999' }).limit).toBe(200);
    expect(productsQuerySchema.parse({}).limit).toBe(100);
    expect(productPricesQuerySchema.parse({ product_ids: '1', limit: '99999' }).limit).toBe(500);
  });

  it('defaults the price list country to NL and upper-cases a given one', () => {
    expect(priceListQuerySchema.parse({}).country_iso2).toBe('NL');
    expect(priceListQuerySchema.parse({ country_iso2: 'be' }).country_iso2).toBe('BE');
  });
});
