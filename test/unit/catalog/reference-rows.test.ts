import { describe, expect, it } from 'vitest';
import {
  customerPaymentMethods,
  pageOf,
  toLocation,
  toShop,
  toTaxRate,
} from '../../../electron/service/catalog/reference-rows.js';
import { percentFromFraction, ppuOf } from '../../../electron/service/catalog/rows.js';
import type { PaymentMethodRow, ShopRow } from '../../../electron/upstream/wire.js';

describe('percentFromFraction', () => {
  it('turns fractions into exact percentages, without float noise', () => {
    expect(percentFromFraction(0.21)).toBe(21);
    expect(percentFromFraction(0.09)).toBe(9);
    expect(percentFromFraction(0.07)).toBe(7); // 0.07 * 100 is 7.000000000000001 in floats
    expect(percentFromFraction(0.055)).toBe(5.5);
    expect(percentFromFraction(0.0575)).toBe(5.75);
    expect(percentFromFraction(0)).toBe(0);
    expect(percentFromFraction(0.17)).toBe(17); // 0.17 * 100 is 17.000000000000004
  });
});

describe('ppuOf', () => {
  it('keeps 4 decimals and rounds float noise away', () => {
    expect(ppuOf(2.2936)).toBe(2.2936);
    expect(ppuOf(0.1 + 0.2)).toBe(0.3);
    expect(ppuOf(1.23456)).toBe(1.2346);
  });
});

describe('toTaxRate', () => {
  it('maps the row with its value as a percentage', () => {
    expect(
      toTaxRate({ id: 4, name: '21%', alias: 'standard', value: 0.21, country_iso2: 'NL' }),
    ).toEqual({ id: 4, name: '21%', alias: 'standard', value: 21, country_iso2: 'NL' });
  });
});

const shop = (id: number, type: 'Web' | 'Pos', location_id: number | null): ShopRow => ({
  id,
  name: `Shop ${id}`,
  alias: `shop-${id}`,
  shop_type: { alias: type },
  location_id,
  published: true,
});

describe('toShop and toLocation', () => {
  it('lower-cases the shop type and lists a location’s shops ascending', () => {
    expect(toShop(shop(5, 'Web', null))).toEqual({
      id: 5,
      name: 'Shop 5',
      alias: 'shop-5',
      type: 'web',
      location_id: null,
    });
    expect(toShop(shop(6, 'Pos', 100)).type).toBe('pos');
    const location = toLocation(
      {
        id: 100,
        name: 'Utrecht',
        address: {
          street: 'Oudegracht 1',
          zipcode: '3511 AA',
          city: 'Utrecht',
          country_iso2: 'NL',
        },
        is_default: true,
      },
      [shop(9, 'Pos', 100), shop(5, 'Web', null), shop(7, 'Pos', 100), shop(8, 'Pos', 101)],
    );
    expect(location.shop_ids).toEqual([7, 9]);
    expect(location.address.city).toBe('Utrecht');
  });
});

const method = (
  id: number,
  title: string,
  type: string,
  extra: Partial<PaymentMethodRow> = {},
): PaymentMethodRow => ({
  id,
  title,
  alias: title.toLowerCase(),
  eid: `eid-${id}`,
  is_default: false,
  published: true,
  provider_method_type: { id: id * 10, alias: type, module_name: 'X' },
  ...extra,
});

describe('customerPaymentMethods', () => {
  it('drops internal and unpublished providers; default first, then Dutch title order', () => {
    const rows = [
      method(1, 'zakelijk', 'OnAccount'),
      method(2, 'Retour', 'Returns'),
      method(3, 'Pin', 'Pin', { is_default: true }),
      method(4, 'Balans', 'PaymentBalance'),
      method(5, 'Geïmporteerd', 'Imported'),
      method(6, 'Test', 'Dummy'),
      method(7, 'Cadeaukaart', 'OnlineGiftCard', { published: false }),
      method(8, 'contant', 'Cash'),
      method(9, 'iDEAL', 'Web'),
      method(10, 'Ébon', 'ExternalGiftCard'),
      method(11, 'Afterpay', 'Web'),
    ];
    const result = customerPaymentMethods(rows);
    expect(result.map((row) => row.title)).toEqual([
      'Pin',
      'Afterpay',
      'contant',
      'Ébon',
      'iDEAL',
      'zakelijk',
    ]);
    expect(result[0]).toEqual({
      id: 3,
      title: 'Pin',
      alias: 'pin',
      type_alias: 'Pin',
      is_default: true,
    });
  });
});

describe('pageOf', () => {
  it('slices and reports count and total', () => {
    expect(pageOf([1, 2, 3, 4, 5], 1, 2)).toEqual({
      start: 1,
      limit: 2,
      count: 2,
      total: 5,
      data: [2, 3],
    });
    expect(pageOf([1, 2], 5, 10)).toEqual({ start: 5, limit: 10, count: 0, total: 2, data: [] });
  });
});
