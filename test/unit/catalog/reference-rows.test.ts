import { describe, expect, it } from 'vitest';
import {
  pageOf,
  shopKindOf,
  toLocation,
  toShop,
  toTaxRate,
} from '../../../electron/service/domain/reference/rows.js';
import {
  customerPaymentMethods,
  resolvePaymentMethods,
} from '../../../electron/service/domain/reference/payment-methods.js';
import { ppuOf } from '../../../electron/service/data/platform/product-rows.js';
import type { PaymentMethodRow, ShopRow } from '../../../electron/upstream/wire.js';

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

const shop = (id: number, type: string, location_id: number | null): ShopRow => ({
  id,
  name: `Shop ${id}`,
  alias: `shop-${id}`,
  shop_type: { alias: type },
  location_id,
  published: true,
});

describe('shopKindOf', () => {
  it.each([
    ['WebWithSync', 'web'],
    ['Web', 'web'],
    ['Pos', 'pos'],
    ['PosShop', 'pos'],
    ['Marketplace', 'other'],
    // No alias (the recorded shop has only shop_type_id): not guessed.
    [null, 'unknown'],
  ] as const)('%s is %s', (alias, kind) => {
    expect(shopKindOf(alias)).toBe(kind);
  });
});

describe('toShop and toLocation', () => {
  it('classes the recorded webshop type as web and lists a location’s shops ascending', () => {
    expect(toShop(shop(5, 'WebWithSync', null))).toEqual({
      id: 5,
      name: 'Shop 5',
      alias: 'shop-5',
      type: 'web',
      type_alias: 'WebWithSync',
      location_id: null,
    });
    expect(toShop(shop(6, 'Pos', 100)).type).toBe('pos');
    const location = toLocation(
      {
        id: 100,
        name: 'Utrecht',
        address: {
          street: 'Oudegracht',
          streetnumber: '1',
          zipcode: '3511 AA',
          city: 'Utrecht',
          country_iso2: 'NL',
        },
        is_default: true,
      },
      [shop(9, 'Pos', 100), shop(5, 'WebWithSync', null), shop(7, 'Pos', 100), shop(8, 'Pos', 101)],
    );
    expect(location.shop_ids).toEqual([7, 9]);
    expect(location.address).toEqual({
      street: 'Oudegracht',
      street_number: '1',
      zipcode: '3511 AA',
      city: 'Utrecht',
      country_iso2: 'NL',
    });
    expect(location.is_active).toBe(true);
  });

  it('keeps a location without an address, and a shop without a type or location', () => {
    expect(toLocation({ id: 3, name: 'Magazijn' }, []).address).toEqual({
      street: '',
      street_number: '',
      zipcode: '',
      city: '',
      country_iso2: '',
    });
    expect(toShop({ id: 4, name: 'Kassa', alias: 'k' })).toMatchObject({
      type: 'unknown',
      type_alias: null,
      location_id: null,
    });
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
  provider_method_type: { alias: type },
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
    const result = customerPaymentMethods(resolvePaymentMethods(rows, new Map()));
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

describe('payment methods in the recorded shape', () => {
  // Recorded rows: id, title, eid, image_url, provider_method_type_id, active, deleted.
  const recorded = (id: number, title: string, extra: Partial<PaymentMethodRow> = {}) => ({
    id,
    title,
    eid: `eid-${id}`,
    image_url: null,
    provider_method_type_id: id * 10,
    active: true,
    deleted: false,
    ...extra,
  });

  it('takes the type from the per-alias lookup, drops inactive, deleted and internal ones', () => {
    const rows = [
      recorded(1, 'iDEAL'),
      recorded(2, 'Retour'),
      recorded(3, 'Oude pin', { active: false }),
      recorded(4, 'Weg', { deleted: true }),
      recorded(5, 'Bancontact'),
      recorded(6, 'Contant'),
    ];
    const typeById = new Map([
      [1, 'Web'],
      [2, 'Returns'],
      [3, 'Pin'],
      [6, 'Cash'],
    ]);
    expect(customerPaymentMethods(resolvePaymentMethods(rows, typeById))).toEqual([
      // No default is known: by title only. An unknown type stays null and is kept.
      { id: 5, title: 'Bancontact', alias: null, type_alias: null, is_default: false },
      { id: 6, title: 'Contant', alias: null, type_alias: 'Cash', is_default: false },
      { id: 1, title: 'iDEAL', alias: null, type_alias: 'Web', is_default: false },
    ]);
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
