import { describe, expect, it } from 'vitest';
import {
  readFlag,
  readId,
  readRange,
  readSorting,
  toQuery,
  writeFlag,
  writeId,
  writeRange,
  writeSorting,
} from '../../renderer/src/lib/address-fields.js';

const params = (query: string) => new URLSearchParams(query);

describe('screen state in the address', () => {
  it('a period: a preset by name, a custom one by its dates, the default left out', () => {
    expect(readRange(params('period=lastQuarter'), 'lastMonth')).toEqual({
      preset: 'lastQuarter',
      from: '',
      to: '',
    });
    expect(readRange(params('period=custom&from=2026-10-01&to=2026-10-31'), 'lastMonth')).toEqual({
      preset: 'custom',
      from: '2026-10-01',
      to: '2026-10-31',
    });
    // An unknown or missing period is the screen's default, never an error.
    expect(readRange(params('period=fortnight'), 'lastMonth').preset).toBe('lastMonth');
    expect(readRange(params(''), 'thisWeek').preset).toBe('thisWeek');

    expect(toQuery(writeRange({ preset: 'lastMonth', from: '', to: '' }, 'lastMonth'))).toBe('');
    expect(toQuery(writeRange({ preset: 'thisYear', from: '', to: '' }, 'lastMonth'))).toBe(
      'period=thisYear',
    );
    expect(toQuery(writeRange({ preset: 'custom', from: '2026-10-01', to: '' }, 'lastMonth'))).toBe(
      'period=custom&from=2026-10-01',
    );
  });

  it('a sort: ids in order, minus for descending; a default sort is not written', () => {
    expect(readSorting(params('sort=-date,title'), [])).toEqual([
      { id: 'date', desc: true },
      { id: 'title', desc: false },
    ]);
    expect(readSorting(params(''), [{ id: 'date', desc: true }])).toEqual([
      { id: 'date', desc: true },
    ]);
    // Written empty, an unsorted table stays unsorted after a reload.
    expect(readSorting(params('sort='), [{ id: 'date', desc: true }])).toEqual([]);
    expect(readSorting(params('sort=-date,<script>,ppu_wt'), [])).toEqual([
      { id: 'date', desc: true },
      { id: 'ppu_wt', desc: false },
    ]);
    const fallback = [{ id: 'date', desc: true }];
    expect(writeSorting([{ id: 'date', desc: true }], fallback)).toEqual({ sort: undefined });
    expect(writeSorting([], fallback)).toEqual({ sort: '' });
    expect(writeSorting([{ id: 'shop', desc: false }], fallback)).toEqual({ sort: 'shop' });
  });

  it('ids and flags', () => {
    expect(readId(params('shop=2003'), 'shop')).toBe(2003);
    for (const bad of ['shop=0', 'shop=-1', 'shop=1.5', 'shop=abc', 'shop=', '']) {
      expect(readId(params(bad), 'shop')).toBeNull();
    }
    expect(writeId(2003)).toBe('2003');
    expect(writeId(null)).toBeUndefined();
    expect(readFlag(params('only_full=1'), 'only_full')).toBe(true);
    expect(readFlag(params('only_full=true'), 'only_full')).toBe(false);
    expect(writeFlag(true)).toBe('1');
    expect(writeFlag(false)).toBeUndefined();
  });

  it('equal states give equal addresses; text is encoded', () => {
    expect(toQuery({ q: 'koffie & thee', never_priced: '1', sort: undefined })).toBe(
      'q=koffie+%26+thee&never_priced=1',
    );
  });
});
