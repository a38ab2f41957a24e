import { describe, expect, it } from 'vitest';
import { inList, where } from '../../../electron/upstream/filters.js';

describe('where', () => {
  it.each([
    [
      'date_updated',
      '>=',
      '2026-03-29 00:00:00+01:00',
      { name: 'date_updated__>=', val: '2026-03-29 00:00:00+01:00' },
    ],
    ['country_iso2', '=', 'NL', { name: 'country_iso2__=', val: 'NL' }],
    [
      'date_purchased',
      '<',
      '2026-03-30 00:00:00+02:00',
      { name: 'date_purchased__<', val: '2026-03-30 00:00:00+02:00' },
    ],
    ['date', '<=', '2026-11-20', { name: 'date__<=', val: '2026-11-20' }],
    ['id', '>', 10, { name: 'id__>', val: 10 }],
    [
      'flat_product/title',
      'ilike',
      '%koffie%',
      { name: 'flat_product/title__ilike', val: '%koffie%' },
    ],
    ['relation_data', 'notnull', '1', { name: 'relation_data__notnull', val: '1' }],
    ['is_paid', '=', true, { name: 'is_paid__=', val: '1' }],
    ['published', '=', false, { name: 'published__=', val: '0' }],
    ['location_id', '=', null, { name: 'location_id__=', val: null }],
  ] as const)('%s %s %j', (field, op, val, expected) => {
    expect(where(field, op, val)).toStrictEqual(expected);
  });
});

describe('inList', () => {
  it('uses multi_val with the values in order', () => {
    expect(inList('provider_method_type/alias', ['Cash', 'Pin'])).toStrictEqual({
      name: 'provider_method_type/alias__in_list',
      multi_val: ['Cash', 'Pin'],
    });
    expect(inList('shop_id', [3, 1, 2])).toStrictEqual({
      name: 'shop_id__in_list',
      multi_val: [3, 1, 2],
    });
  });

  it('copies the values, so later changes to the input do not leak into a built filter', () => {
    const ids = [1, 2];
    const filter = inList('id', ids);
    ids.push(3);
    expect(filter).toStrictEqual({ name: 'id__in_list', multi_val: [1, 2] });
  });

  it('serializes to the wire shape', () => {
    expect(JSON.stringify([where('is_paid', '=', true), inList('id', [])])).toBe(
      '[{"name":"is_paid__=","val":"1"},{"name":"id__in_list","multi_val":[]}]',
    );
  });
});
