import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { localDate } from '../../../shared/api/common.js';
import {
  addDays,
  addYears,
  amsterdamOffsetMinutes,
  compareDates,
  dateParts,
  dayRangeToInstants,
  eachDay,
  firstDayOf,
  firstOfNextMonth,
  formatApiTimestamp,
  formatUpstreamTimestamp,
  hoursInLocalDay,
  isLocalDate,
  lastDayOf,
  localDateOf,
  localMidnight,
  parseExactTimestamp,
  parseLocalDate,
  parseTimestamp,
  todayLocal,
  type LocalDate,
} from '../../../shared/dates.js';

const date = (text: string): LocalDate => {
  const parsed = parseLocalDate(text);
  if (parsed === null) throw new Error(`bad test date ${text}`);
  return parsed;
};
const iso = (instant: number): string => new Date(instant).toISOString().replace('.000Z', 'Z');
const at = (isoText: string): number => Date.parse(isoText);

describe('parseLocalDate', () => {
  it.each(['2026-01-01', '2026-12-31', '2024-02-29', '2000-02-29', '2026-02-28', '1970-01-01'])(
    'accepts %s',
    (text) => {
      expect(parseLocalDate(text)).toBe(text);
    },
  );

  it.each([
    '2026-02-30',
    '2026-02-29',
    '2100-02-29',
    '2026-04-31',
    '2026-13-01',
    '2026-00-10',
    '2026-01-00',
    '2026-1-01',
    '2026-01-1',
    '26-01-01',
    '2026/01/01',
    '01-01-2026',
    '2026-01-01T00:00:00Z',
    ' 2026-01-01',
    '2026-01-01 ',
    '',
    'today',
    '1969-12-31',
  ])('rejects %j', (text) => {
    expect(parseLocalDate(text)).toBeNull();
  });
});

describe('calendar arithmetic', () => {
  it.each([
    ['2026-03-28', 1, '2026-03-29'],
    ['2026-03-31', 1, '2026-04-01'],
    ['2026-12-31', 1, '2027-01-01'],
    ['2024-02-28', 1, '2024-02-29'],
    ['2026-03-01', -1, '2026-02-28'],
    ['2026-10-25', 7, '2026-11-01'],
    ['2026-01-01', -365, '2025-01-01'],
  ])('%s %+i days = %s', (from, days, expected) => {
    expect(addDays(date(from), days)).toBe(expected);
  });

  it('eachDay is inclusive and compareDates orders by the calendar', () => {
    expect(eachDay(date('2026-03-28'), date('2026-03-31'))).toStrictEqual([
      '2026-03-28',
      '2026-03-29',
      '2026-03-30',
      '2026-03-31',
    ]);
    expect(eachDay(date('2026-03-28'), date('2026-03-27'))).toStrictEqual([]);
    expect(compareDates(date('2026-03-09'), date('2026-03-10'))).toBe(-1);
    expect(compareDates(date('2026-03-10'), date('2026-03-10'))).toBe(0);
    expect(compareDates(date('2027-01-01'), date('2026-12-31'))).toBe(1);
  });

  it('months: their first and last day, and the parts of a date', () => {
    expect(firstDayOf('2026-02')).toBe('2026-02-01');
    expect(lastDayOf(2024, 2)).toBe('2024-02-29');
    expect(lastDayOf(2026, 2)).toBe('2026-02-28');
    expect(lastDayOf(2026, 12)).toBe('2026-12-31');
    expect(firstOfNextMonth(date('2026-12-15'))).toBe('2027-01-01');
    expect(addYears(date('2024-02-29'), 1)).toBe('2025-02-28');
    expect(dateParts(date('2026-03-09'))).toStrictEqual([2026, 3, 9]);
    expect(() => firstDayOf('2026-13')).toThrow(RangeError);
  });

  it('arithmetic may leave the years an API date may name, and still makes calendar days', () => {
    expect(addDays(date('1970-01-01'), -1)).toBe('1969-12-31');
    expect(isLocalDate('1969-12-31')).toBe(true);
    expect(parseLocalDate('1969-12-31')).toBeNull();
    expect(isLocalDate('2026-02-29')).toBe(false);
  });
});

describe('the localDate schema of answers and kept files', () => {
  it('takes a calendar day and types it LocalDate; the OpenAPI document sees a string', () => {
    const day: LocalDate = localDate.parse('2024-02-29');
    expect(day).toBe('2024-02-29');
    expect(z.toJSONSchema(localDate)).toMatchObject({ type: 'string' });
  });

  it.each(['2026-02-29', '2026-3-01', '', 'today'])('refuses %j', (text) => {
    expect(localDate.safeParse(text).success).toBe(false);
  });
});

describe('local days as instants (Europe/Amsterdam)', () => {
  it.each([
    // Daylight-saving starts (23-hour days) and ends (25-hour days), 2025 and 2026.
    ['2026-03-29', '2026-03-28T23:00:00Z', '2026-03-29T22:00:00Z', 23],
    ['2026-10-25', '2026-10-24T22:00:00Z', '2026-10-25T23:00:00Z', 25],
    ['2025-03-30', '2025-03-29T23:00:00Z', '2025-03-30T22:00:00Z', 23],
    ['2025-10-26', '2025-10-25T22:00:00Z', '2025-10-26T23:00:00Z', 25],
    // Ordinary days in winter and in summer.
    ['2026-01-15', '2026-01-14T23:00:00Z', '2026-01-15T23:00:00Z', 24],
    ['2026-07-01', '2026-06-30T22:00:00Z', '2026-07-01T22:00:00Z', 24],
    // The days either side of a change are ordinary.
    ['2026-03-28', '2026-03-27T23:00:00Z', '2026-03-28T23:00:00Z', 24],
    ['2026-03-30', '2026-03-29T22:00:00Z', '2026-03-30T22:00:00Z', 24],
    ['2026-10-24', '2026-10-23T22:00:00Z', '2026-10-24T22:00:00Z', 24],
    ['2026-10-26', '2026-10-25T23:00:00Z', '2026-10-26T23:00:00Z', 24],
  ])('%s runs from %s to %s (%i h)', (day, start, end, hours) => {
    const range = dayRangeToInstants(date(day), date(day));
    expect(iso(range.start)).toBe(start);
    expect(iso(range.end)).toBe(end);
    expect(iso(localMidnight(date(day)))).toBe(start);
    expect(hoursInLocalDay(date(day))).toBe(hours);
  });

  it('a range of days spans from the first midnight to the midnight after the last day', () => {
    const range = dayRangeToInstants(date('2026-03-01'), date('2026-03-31'));
    expect(iso(range.start)).toBe('2026-02-28T23:00:00Z');
    expect(iso(range.end)).toBe('2026-03-31T22:00:00Z');
    // 31 days, one of them 23 hours long.
    expect((range.end - range.start) / 3_600_000).toBe(31 * 24 - 1);
  });

  it('the whole of October 2026 is 31 × 24 + 1 hours', () => {
    const range = dayRangeToInstants(date('2026-10-01'), date('2026-10-31'));
    expect((range.end - range.start) / 3_600_000).toBe(31 * 24 + 1);
  });

  it.each([
    // 00:30 local on 2026-03-01 is still the 28th in UTC, but belongs to 1 March.
    ['2026-02-28T23:30:00Z', '2026-03-01'],
    ['2026-02-28T22:59:59Z', '2026-02-28'],
    ['2026-02-28T23:00:00Z', '2026-03-01'],
    ['2026-07-14T21:59:59Z', '2026-07-14'],
    ['2026-07-14T22:00:00Z', '2026-07-15'],
    ['2026-03-29T21:59:59Z', '2026-03-29'],
    ['2026-03-29T22:00:00Z', '2026-03-30'],
    ['2026-10-25T22:59:59Z', '2026-10-25'],
    ['2026-10-25T23:00:00Z', '2026-10-26'],
  ])('%s falls on %s', (instant, expected) => {
    expect(localDateOf(at(instant))).toBe(expected);
    expect(todayLocal(at(instant))).toBe(expected);
  });

  it('an instant at 00:30 local on 2026-03-01 lies inside that day’s range', () => {
    const instant = at('2026-02-28T23:30:00Z');
    const range = dayRangeToInstants(date('2026-03-01'), date('2026-03-01'));
    expect(instant >= range.start && instant < range.end).toBe(true);
  });

  it.each([
    ['2026-03-29T00:59:59Z', 60],
    ['2026-03-29T01:00:00Z', 120],
    ['2026-10-25T00:59:59Z', 120],
    ['2026-10-25T01:00:00Z', 60],
    ['2026-01-01T12:00:00Z', 60],
    ['2026-08-01T12:00:00Z', 120],
  ])('the offset at %s is %i minutes', (instant, minutes) => {
    expect(amsterdamOffsetMinutes(at(instant))).toBe(minutes);
  });

  it('is for every hour what Intl says at its start, days that change it and the 1937 one too', () => {
    // Hours no other test has asked, so they go through the day's shortcut (amsterdam-offset.ts).
    const formatter = new Intl.DateTimeFormat('en-US', {
      timeZone: 'Europe/Amsterdam',
      hourCycle: 'h23',
      ...{ year: 'numeric', month: 'numeric', day: 'numeric', hour: 'numeric', minute: 'numeric' },
    });
    const intlOffset = (start: number) => {
      const part = (type: string) =>
        Number(formatter.formatToParts(start).find((each) => each.type === type)?.value);
      const local = Date.UTC(
        part('year'),
        part('month') - 1,
        part('day'),
        part('hour'),
        part('minute'),
      );
      return Math.round((local - start) / 60_000);
    };
    const hours = (from: string, to: string) => {
      const all: number[] = [];
      for (let start = at(from); start < at(to); start += 3_600_000) all.push(start);
      return all;
    };
    const differing = [
      ...hours('2031-01-01T00:00:00Z', '2032-01-01T00:00:00Z'),
      // Amsterdam's offset went from +00:19:32 to +00:20 on 1 July 1937.
      ...hours('1937-06-20T00:00:00Z', '1937-07-10T00:00:00Z'),
    ].filter((start) => amsterdamOffsetMinutes(start + 1_234) !== intlOffset(start));
    expect(differing).toEqual([]);
  });
});

describe('formatting timestamps', () => {
  it.each([
    // Spring forward: 02:00 local does not exist, 01:59:59+01:00 is followed by 03:00:00+02:00.
    ['2026-03-29T00:30:00Z', '2026-03-29 01:30:00+01:00', '2026-03-29T01:30:00+01:00'],
    ['2026-03-29T00:59:59Z', '2026-03-29 01:59:59+01:00', '2026-03-29T01:59:59+01:00'],
    ['2026-03-29T01:00:00Z', '2026-03-29 03:00:00+02:00', '2026-03-29T03:00:00+02:00'],
    // Fall back: 02:30 local happens twice, the offset tells them apart.
    ['2026-10-25T00:30:00Z', '2026-10-25 02:30:00+02:00', '2026-10-25T02:30:00+02:00'],
    ['2026-10-25T01:30:00Z', '2026-10-25 02:30:00+01:00', '2026-10-25T02:30:00+01:00'],
    ['2026-10-25T00:59:59Z', '2026-10-25 02:59:59+02:00', '2026-10-25T02:59:59+02:00'],
    ['2026-10-25T01:00:00Z', '2026-10-25 02:00:00+01:00', '2026-10-25T02:00:00+01:00'],
    ['2026-02-28T23:30:00Z', '2026-03-01 00:30:00+01:00', '2026-03-01T00:30:00+01:00'],
    ['2026-12-31T23:00:00Z', '2027-01-01 00:00:00+01:00', '2027-01-01T00:00:00+01:00'],
    ['2026-06-15T09:05:07Z', '2026-06-15 11:05:07+02:00', '2026-06-15T11:05:07+02:00'],
  ])('%s -> %s / %s', (instant, upstream, api) => {
    expect(formatUpstreamTimestamp(at(instant))).toBe(upstream);
    expect(formatApiTimestamp(at(instant))).toBe(api);
  });

  it('drops milliseconds', () => {
    expect(formatApiTimestamp(at('2026-06-15T09:05:07.999Z'))).toBe('2026-06-15T11:05:07+02:00');
  });
});

describe('parseTimestamp', () => {
  it.each([
    ['2026-10-25 02:30:00+02:00', '2026-10-25T00:30:00Z'],
    ['2026-10-25 02:30:00+01:00', '2026-10-25T01:30:00Z'],
    ['2026-10-25T02:30:00+01:00', '2026-10-25T01:30:00Z'],
    ['2026-03-01 00:30:00+01:00', '2026-02-28T23:30:00Z'],
    ['2026-03-01T00:30:00Z', '2026-03-01T00:30:00Z'],
    ['2026-03-01T00:30Z', '2026-03-01T00:30:00Z'],
    ['2026-03-01T00:30:00+0100', '2026-02-28T23:30:00Z'],
    ['2026-03-01T00:30:00-05:00', '2026-03-01T05:30:00Z'],
    ['2026-03-01T00:30:00.250+01:00', '2026-02-28T23:30:00.250Z'],
    [' 2026-03-01 00:30:00+01:00 ', '2026-02-28T23:30:00Z'],
    // Recorded platform answers: a short offset, and microseconds.
    ['2020-03-12 01:16:24+01', '2020-03-12T00:16:24Z'],
    ['2022-07-06 13:26:09+02', '2022-07-06T11:26:09Z'],
    ['2020-03-12 01:16:24.086322+01', '2020-03-12T00:16:24.086Z'],
    ['2026-10-25 02:30:00-03', '2026-10-25T05:30:00Z'],
  ])('%j is %s', (text, expected) => {
    const parsed = parseTimestamp(text);
    expect(parsed).not.toBeNull();
    expect(new Date(parsed ?? Number.NaN).toISOString()).toBe(new Date(at(expected)).toISOString());
  });

  it.each([
    '2026-03-01 00:30:00',
    '2026-03-01T00:30:00',
    '2026-03-01',
    '2026-02-30 00:30:00+01:00',
    '2026-03-01 24:00:00+01:00',
    '2026-03-01 23:60:00+01:00',
    '2026-03-01 23:59:60+01:00',
    '2026-03-01 00:30:00+15:00',
    '2026-03-01 00:30:00+01:60',
    '2026-03-01 00:30:00+1',
    '2026-03-01 00:30:00+01:',
    '2026-03-01 00:30:00+015',
    '2026-3-01 00:30:00+01:00',
    'yesterday',
    '',
  ])('rejects %j', (text) => {
    expect(parseTimestamp(text)).toBeNull();
  });

  it.each([
    ['2026-10-31 00:30:00.700100+01', '2026-10-30T23:30:00.700Z', 100],
    ['2026-10-31 00:30:00.700900+01', '2026-10-30T23:30:00.700Z', 900],
    ['2026-10-31 00:30:00.7009+01', '2026-10-30T23:30:00.700Z', 900],
    ['2026-10-31 00:30:00.700000+01', '2026-10-30T23:30:00.700Z', 0],
    ['2026-10-31 00:30:00.000001+01', '2026-10-30T23:30:00.000Z', 1],
    ['2026-10-31 00:30:00.9999999+01', '2026-10-30T23:30:00.999Z', 999],
    ['2026-10-31 00:30:00.7+01', '2026-10-30T23:30:00.700Z', 0],
    ['2026-10-31 00:30:00+01', '2026-10-30T23:30:00.000Z', 0],
    ['2026-10-30T23:30:00.123456Z', '2026-10-30T23:30:00.123Z', 456],
  ])('%j is %s and %i microseconds past it (parseExactTimestamp)', (text, instant, micros) => {
    expect(parseExactTimestamp(text)).toEqual({ instant: at(instant), micros });
    // parseTimestamp reads the same instant, cut to the millisecond.
    expect(parseTimestamp(text)).toBe(at(instant));
  });

  it('parseExactTimestamp rejects what parseTimestamp rejects', () => {
    for (const text of ['2026-03-01 00:30:00.123456', '2026-02-30 00:30:00.5+01', 'yesterday']) {
      expect(parseExactTimestamp(text)).toBeNull();
    }
  });

  it.each([
    '2026-03-29T00:59:59Z',
    '2026-03-29T01:00:00Z',
    '2026-10-25T00:30:00Z',
    '2026-10-25T01:30:00Z',
    '2026-02-28T23:30:00Z',
    '2025-10-26T00:15:00Z',
    '2025-03-30T01:45:00Z',
  ])('formats and parses %s back to the same instant', (instant) => {
    expect(parseTimestamp(formatUpstreamTimestamp(at(instant)))).toBe(at(instant));
    expect(parseTimestamp(formatApiTimestamp(at(instant)))).toBe(at(instant));
  });

  it('reads any instant of 1970-2999 written with any offset as Date.parse reads it', () => {
    const pad = (value: number, width = 2) => String(value).padStart(width, '0');
    fc.assert(
      fc.property(
        fc.integer({ min: at('1970-01-01T00:00:00Z'), max: at('2999-12-31T23:59:59.999Z') }),
        fc.integer({ min: -14 * 60, max: 14 * 60 }),
        fc.constantFrom(0, 1, 2, 3),
        (instant, offsetMinutes, fractionDigits) => {
          const wall = new Date(instant + offsetMinutes * 60_000);
          const fraction = pad(wall.getUTCMilliseconds(), 3).slice(0, fractionDigits);
          const sign = offsetMinutes < 0 ? '-' : '+';
          const offset = `${sign}${pad(Math.trunc(Math.abs(offsetMinutes) / 60))}:${pad(Math.abs(offsetMinutes) % 60)}`;
          const text =
            `${pad(wall.getUTCFullYear(), 4)}-${pad(wall.getUTCMonth() + 1)}-${pad(wall.getUTCDate())}` +
            `T${pad(wall.getUTCHours())}:${pad(wall.getUTCMinutes())}:${pad(wall.getUTCSeconds())}` +
            `${fraction === '' ? '' : `.${fraction}`}${offset}`;
          expect(parseTimestamp(text)).toBe(Date.parse(text));
          expect(parseTimestamp(text.replace('T', ' '))).toBe(Date.parse(text));
        },
      ),
    );
  });

  it('knows every day of four centuries, leap days included, as the calendar does', () => {
    const misread: string[] = [];
    for (
      let day = at('2000-01-01T00:00:00Z');
      day < at('2400-01-01T00:00:00Z');
      day += 86_400_000
    ) {
      const date = new Date(day).toISOString().slice(0, 10);
      if (parseTimestamp(`${date} 12:00:00+01:00`) !== day + 11 * 3_600_000) misread.push(date);
    }
    expect(misread).toEqual([]);
    for (const year of [2001, 2100, 2200, 2300]) {
      expect(parseTimestamp(`${year}-02-29 12:00:00+01:00`)).toBeNull();
    }
    for (const month of ['04', '06', '09', '11']) {
      expect(parseTimestamp(`2026-${month}-31 12:00:00+01:00`)).toBeNull();
    }
  });

  it('round-trips every quarter hour across both 2026 transitions', () => {
    for (const [from, to] of [
      ['2026-03-28T20:00:00Z', '2026-03-29T06:00:00Z'],
      ['2026-10-24T20:00:00Z', '2026-10-25T06:00:00Z'],
    ] as const) {
      for (let instant = at(from); instant <= at(to); instant += 15 * 60_000) {
        expect(parseTimestamp(formatUpstreamTimestamp(instant))).toBe(instant);
      }
    }
  });
});
