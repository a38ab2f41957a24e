/**
 * The renderer's display formatting: euros always in nl-NL notation, numbers and dates in the
 * chosen language's locale, dates in Amsterdam time whatever the machine's zone.
 */
import { describe, expect, it } from 'vitest';
import {
  compareText,
  formatBytes,
  formatDateTime,
  formatMoney,
  formatNumber,
  formatPercent,
  formatRate,
} from '../../renderer/src/lib/format.js';

const NBSP = '\u00a0';

describe('formatMoney', () => {
  it('writes euros the Dutch way, to the cent', () => {
    expect(formatMoney(1234.56)).toBe(`€${NBSP}1.234,56`);
    expect(formatMoney(-1.5)).toBe(`€${NBSP}-1,50`);
    expect(formatMoney(0)).toBe(`€${NBSP}0,00`);
  });

  it('keeps up to four decimals for unit prices, and at least two', () => {
    expect(formatMoney(1.23456, 'unit')).toBe(`€${NBSP}1,2346`);
    expect(formatMoney(0.1, 'unit')).toBe(`€${NBSP}0,10`);
    expect(formatMoney(2.125, 'unit')).toBe(`€${NBSP}2,125`);
  });
});

describe('formatRate', () => {
  it('names another member state after its rate, a Dutch one by its percentage (issue 58)', () => {
    expect(formatRate(6, 'BE')).toBe('6% BE');
    expect(formatRate(21, 'NL')).toBe('21%');
    expect(formatRate(9, null)).toBe('9%');
  });
});

describe('formatNumber and formatPercent', () => {
  it('follows the locale for separators', () => {
    expect(formatNumber(1234.5, 'nl-NL')).toBe('1.234,5');
    expect(formatNumber(1234.5, 'en-GB')).toBe('1,234.5');
    expect(formatNumber(2.5, 'nl-NL', 0)).toBe('3');
  });

  it('writes percentages in Dutch notation in every language, like euro amounts', () => {
    // A rate as the platform sets it.
    expect(formatPercent(21, 'rate')).toBe('21%');
    expect(formatPercent(9.5, 'rate')).toBe('9,5%');
    // A share or a margin: always two decimals, so a column of them lines up.
    expect(formatPercent(46.99, 'share')).toBe('46,99%');
    expect(formatPercent(0.1, 'share')).toBe('0,10%');
    expect(formatPercent(64, 'share')).toBe('64,00%');
    expect(formatPercent(12.3456, 'share')).toBe('12,35%');
    expect(formatPercent(1234.5, 'share')).toBe('1.234,50%');
  });
});

describe('formatDateTime', () => {
  it('shows Amsterdam time, across the spring-forward hour', () => {
    expect(formatDateTime('2026-03-29T00:59:00Z', 'day-first')).toBe('29-03-2026 01:59');
    expect(formatDateTime('2026-03-29T01:00:00Z', 'day-first')).toBe('29-03-2026 03:00');
  });

  it('shows the repeated autumn hour twice', () => {
    expect(formatDateTime('2026-10-25T00:30:00Z', 'day-first')).toBe('25-10-2026 02:30');
    expect(formatDateTime('2026-10-25T01:30:00Z', 'day-first')).toBe('25-10-2026 02:30');
  });

  it('follows the date style, never the language: no US month first, a 24-hour clock', () => {
    expect(formatDateTime('2026-11-20T22:05:00Z', 'iso')).toBe('2026-11-20 23:05');
    expect(formatDateTime('2026-11-20T23:05:00Z', 'day-first')).toBe('21-11-2026 00:05');
  });

  it('reads the platform short offsets and shows text it cannot read as is', () => {
    expect(formatDateTime('2026-01-15T10:00:00+01:00', 'day-first')).toBe('15-01-2026 10:00');
    expect(formatDateTime('not a date', 'iso')).toBe('not a date');
  });
});

describe('formatBytes', () => {
  it.each([
    [0, '0 B'],
    [1023, '1.023 B'],
    [1024, '1 kB'],
    [1536, '1,5 kB'],
    [5 * 1024 * 1024, '5 MB'],
    [1.25 * 1024 * 1024, '1,3 MB'],
  ])('%i bytes read %s in Dutch', (bytes, text) => {
    expect(formatBytes(bytes, 'nl-NL')).toBe(text);
  });
});

describe('compareText', () => {
  it('sorts case-insensitively and numbers by value', () => {
    expect(['b', 'A10', 'a2', 'B1'].sort((a, b) => compareText(a, b))).toEqual([
      'a2',
      'A10',
      'b',
      'B1',
    ]);
    expect(compareText('École', 'ecole')).toBe(0);
  });
});
