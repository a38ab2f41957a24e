/**
 * How fresh a screen's figures are: the service's X-Data-* headers as the API client reads
 * them, the sentence under a screen's title in both languages (Amsterdam time, the day in the
 * user's date style when it is not today), the oldest of a screen's answers, and a refresh
 * noted for exactly one run of its query.
 */
import { describe, expect, it } from 'vitest';
import { freshnessOf, type Freshness } from '../../shared/client/index.js';
import { translate } from '../../renderer/src/i18n/index.js';
import { freshnessMessage, oldestFreshness } from '../../renderer/src/lib/freshness.js';
import {
  answerOf,
  readOptions,
  requestRefresh,
  takeRefresh,
} from '../../renderer/src/lib/refresh-requests.js';
import type { DateStyle } from '../../shared/preferences.js';
import type { Language } from '../../renderer/src/app/settings-store.js';

const headers = (entries: Record<string, string>) => new Headers(entries);

describe('freshnessOf (the response headers)', () => {
  it('reads the as-of instant and the stale flag', () => {
    expect(
      freshnessOf(headers({ 'X-Data-As-Of': '2026-11-23T14:05:12.345Z', 'X-Data-Stale': 'true' })),
    ).toEqual({ asOf: Date.UTC(2026, 10, 23, 14, 5, 12, 345), stale: true });
  });

  it('is fresh unless the stale header says true, in any letter case', () => {
    const asOf = { 'X-Data-As-Of': '2026-11-23T14:05:12Z' };
    expect(freshnessOf(headers(asOf))?.stale).toBe(false);
    expect(freshnessOf(headers({ ...asOf, 'X-Data-Stale': 'false' }))?.stale).toBe(false);
    expect(freshnessOf(headers({ ...asOf, 'X-Data-Stale': 'TRUE' }))?.stale).toBe(true);
  });

  it('takes an instant written with an offset as the same instant', () => {
    expect(freshnessOf(headers({ 'x-data-as-of': '2026-11-23T15:05:12+01:00' }))?.asOf).toBe(
      Date.UTC(2026, 10, 23, 14, 5, 12),
    );
  });

  it('says nothing without an as-of (the read model off), or with one that is no instant', () => {
    expect(freshnessOf(headers({}))).toBeNull();
    expect(freshnessOf(headers({ 'X-Data-Stale': 'true' }))).toBeNull();
    expect(freshnessOf(headers({ 'X-Data-As-Of': 'yesterday' }))).toBeNull();
    // Without an offset the moment is unknown: never guessed as local or UTC.
    expect(freshnessOf(headers({ 'X-Data-As-Of': '2026-11-23T14:05:12' }))).toBeNull();
  });
});

const at = (iso: string): number => Date.parse(iso);

function line(
  freshness: Freshness,
  now: string,
  { language = 'nl', style = 'day-first' }: { language?: Language; style?: DateStyle } = {},
): string {
  const message = freshnessMessage(freshness, style, at(now));
  return translate(language, message.key, message.values);
}

describe('freshnessMessage (the line under the title)', () => {
  const winter = { asOf: at('2026-11-23T13:05:40Z'), stale: false };

  it('says the Amsterdam time of the data, today without a date', () => {
    expect(line(winter, '2026-11-23T16:00:00Z')).toBe('Bijgewerkt om 14:05');
    expect(line(winter, '2026-11-23T16:00:00Z', { language: 'en' })).toBe('Updated at 14:05');
  });

  it('uses summer time in summer', () => {
    const summer = { asOf: at('2026-07-01T06:59:59Z'), stale: false };
    expect(line(summer, '2026-07-01T10:00:00Z')).toBe('Bijgewerkt om 08:59');
  });

  it('adds the date in the user’s date style when the data is not from today', () => {
    const now = '2026-11-24T09:00:00Z';
    expect(line(winter, now)).toBe('Bijgewerkt op 23-11-2026 om 14:05');
    expect(line(winter, now, { style: 'iso' })).toBe('Bijgewerkt op 2026-11-23 om 14:05');
    expect(line(winter, now, { language: 'en' })).toBe('Updated on 23-11-2026 at 14:05');
  });

  it('decides "today" by the Amsterdam day, not the UTC one', () => {
    // 23:30 UTC on 23 November is already 00:30 on the 24th in Amsterdam.
    const lateEvening = { asOf: at('2026-11-23T22:50:00Z'), stale: false };
    expect(line(lateEvening, '2026-11-23T23:30:00Z')).toBe('Bijgewerkt op 23-11-2026 om 23:50');
    const afterMidnight = { asOf: at('2026-11-23T23:10:00Z'), stale: false };
    expect(line(afterMidnight, '2026-11-23T23:30:00Z')).toBe('Bijgewerkt om 00:10');
  });

  it('dates the out-of-reach warning from the first minute of the next Amsterdam day', () => {
    // Data from 23:59 on the 23rd: still today at 23:59:59, yesterday's at 00:00 (23:00 UTC).
    const lastMinute = { asOf: at('2026-11-23T22:59:00Z'), stale: true };
    expect(line(lastMinute, '2026-11-23T22:59:59Z')).toBe(
      'Platform niet bereikbaar — gegevens van 23:59',
    );
    expect(line(lastMinute, '2026-11-23T23:00:00Z')).toBe(
      'Platform niet bereikbaar — gegevens van 23-11-2026 23:59',
    );
    expect(line(lastMinute, '2026-11-23T23:00:00Z', { language: 'en', style: 'iso' })).toBe(
      'Platform unreachable — data from 2026-11-23 23:59',
    );
  });

  it('warns that the platform was out of reach and says whose time the data is', () => {
    const stale = { ...winter, stale: true };
    expect(line(stale, '2026-11-23T16:00:00Z')).toBe(
      'Platform niet bereikbaar — gegevens van 14:05',
    );
    expect(line(stale, '2026-11-23T16:00:00Z', { language: 'en' })).toBe(
      'Platform unreachable — data from 14:05',
    );
    expect(line(stale, '2026-11-25T08:00:00Z', { language: 'en' })).toBe(
      'Platform unreachable — data from 23-11-2026 14:05',
    );
  });
});

describe('oldestFreshness (a screen with several answers)', () => {
  const early = { asOf: at('2026-11-23T13:00:00Z'), stale: false };
  const late = { asOf: at('2026-11-23T13:05:00Z'), stale: false };

  it('is the oldest time, and stale when any answer is', () => {
    expect(oldestFreshness([late, early])).toEqual(early);
    expect(oldestFreshness([early, { ...late, stale: true }])).toEqual({ ...early, stale: true });
  });

  it('leaves out answers that say nothing, and is null when none says anything', () => {
    expect(oldestFreshness([null, undefined, late])).toEqual(late);
    expect(oldestFreshness([null, undefined])).toBeNull();
    expect(oldestFreshness([])).toBeNull();
  });
});

describe('a refresh request', () => {
  const key = ['catalog', 'price-list', { search: 'koffie', country: 'NL' }];
  const signal = new AbortController().signal;

  it('makes exactly the next run of that query ask with no-cache', () => {
    expect(readOptions({ signal, queryKey: key })).toEqual({ signal, noCache: false });
    requestRefresh(key);
    expect(readOptions({ signal, queryKey: key })).toEqual({ signal, noCache: true });
    expect(readOptions({ signal, queryKey: key })).toEqual({ signal, noCache: false });
  });

  it('belongs to its own key: another query, or the same one with other filters, reads as usual', () => {
    requestRefresh(key);
    expect(takeRefresh(['catalog', 'price-list', { search: 'thee', country: 'NL' }])).toBe(false);
    // The same key written with its object's fields in another order is the same query.
    expect(takeRefresh(['catalog', 'price-list', { country: 'NL', search: 'koffie' }])).toBe(true);
  });

  it('hands a screen the answer of a dated read', () => {
    expect(answerOf({ answer: { total: 3 }, freshness: null })).toEqual({ total: 3 });
  });
});
