/**
 * The pure parts of posting into a bookkeeping package: a journal VAT code to the package's
 * code (the home country's by percentage, another member state's by its country, never the
 * home rate for a foreign one), the gaps named, and none for a package that takes no VAT
 * codes (e-Boekhouden); a journal entry in the package's terms, to the cent; the days'
 * states; a 429's time in either form Moneybird's document gives it; the schedule's window.
 */
import { describe, expect, it } from 'vitest';
import type { Journal, JournalEntry } from '../../../shared/api/journal.js';
import { parseAmount } from '../../../shared/money.js';
import type { PackageVatCode } from '../../../electron/service/data/bookkeeping/package-client.js';
import {
  rateLimitRetryAt,
  retryAtOf,
} from '../../../electron/service/data/bookkeeping/package-http.js';
import type { PostingRecord } from '../../../electron/service/data/bookkeeping-postings/store.js';
import {
  packageEntryOf,
  packageMapOf,
  packageVatOf,
} from '../../../electron/service/domain/bookkeeping/package-map.js';
import { daysDueAt } from '../../../electron/service/domain/bookkeeping/schedule.js';
import { postingDays } from '../../../electron/service/domain/bookkeeping/status.js';
import { localDate } from '../../../shared/api/common.js';

const MONEYBIRD: PackageVatCode[] = [
  { id: '1', name: 'hoog', percentage: 21, country: null },
  { id: '2', name: 'laag', percentage: 9, country: null },
  { id: '3', name: 'nul', percentage: 0, country: null },
  { id: '4', name: 'België 6%', percentage: 6, country: 'BE' },
];
const vat = (code: string, rate: number, country_iso2: string) => ({ code, rate, country_iso2 });

describe('VAT codes in the package', () => {
  it("Moneybird: the home country's rate by percentage, another member state's by its country", () => {
    expect(packageVatOf(MONEYBIRD, vat('NL21', 21, 'NL'))?.id).toBe('1');
    expect(packageVatOf(MONEYBIRD, vat('NL0', 0, 'NL'))?.id).toBe('3');
    expect(packageVatOf(MONEYBIRD, vat('BE6', 6, 'BE'))?.id).toBe('4');
    // Belgium's 21 % is not the home country's 21 %; a rate with no code is a gap.
    expect(packageVatOf(MONEYBIRD, vat('BE21', 21, 'BE'))).toBeUndefined();
    expect(packageVatOf(MONEYBIRD, vat('NL5.5', 5.5, 'NL'))).toBeUndefined();
  });

  it('a package that takes no VAT codes (e-Boekhouden): no rate resolved, and none it lacks', () => {
    const rates = [vat('NL21', 21, 'NL'), vat('NL6', 6, 'NL'), vat('DE19', 19, 'DE')];
    const ledgers = [{ id: '10', code: '1000', name: 'Kas', takesJournalEntries: true }];
    const map = packageMapOf(ledgers, null, ['1000', '8010'], rates);
    expect(map.vat.size).toBe(0);
    // Another Dutch rate or another member state's is no gap: only the account is.
    expect(map.gaps).toEqual([{ kind: 'account', code: '8010' }]);
  });

  it('names every account and VAT code the package lacks', () => {
    const map = packageMapOf(
      [{ id: '10', code: '1000', name: 'Kas', takesJournalEntries: true }],
      MONEYBIRD,
      ['8010', '1000', '8010'],
      [vat('NL21', 21, 'NL'), vat('DE19', 19, 'DE')],
    );
    expect(map.gaps).toEqual([
      { kind: 'account', code: '8010' },
      { kind: 'vat', code: 'DE19' },
    ]);
  });
});

const line = (
  account: string,
  debit: number,
  credit: number,
  vatCode: string | null,
  kind: 'sales' | 'vat' = 'sales',
) => ({
  account,
  kind,
  key: null,
  description: account,
  debit,
  credit,
  vat_code: vatCode,
  vat_amount: null,
});

const entry = (date: string, corrects: string | null = null): JournalEntry => ({
  number: `BOD-${(corrects ?? date).replaceAll('-', '')}${corrects ? '-C1' : ''}`,
  date: localDate.parse(date),
  description: date,
  lines: [
    line('1000', 12.1, 0, null),
    line('8010', 0, 10, 'NL21'),
    line('1520', 0, 2.1, 'NL21', 'vat'),
  ],
  debit: 12.1,
  credit: 12.1,
  corrects: corrects === null ? null : localDate.parse(corrects),
  exported_at: null,
});

it("a journal entry in the package's terms: its lines, amounts exact, the revenue line's rate resolved and the VAT line's left off", () => {
  const map = packageMapOf(
    ['1000', '8010', '1520'].map((code) => ({
      id: `id-${code}`,
      code,
      name: code,
      takesJournalEntries: true,
    })),
    MONEYBIRD,
    ['1000', '8010', '1520'],
    [vat('NL21', 21, 'NL')],
  );
  const posted = packageEntryOf(entry('2026-10-01'), map);
  expect(posted).toMatchObject({ reference: 'BOD-20261001', date: '2026-10-01' });
  expect(posted.lines).toEqual([
    {
      ledgerId: 'id-1000',
      description: '1000',
      debit: parseAmount('12.1'),
      credit: parseAmount(0),
      vat: null,
    },
    {
      ledgerId: 'id-8010',
      description: '8010',
      debit: parseAmount(0),
      credit: parseAmount(10),
      vat: '1',
    },
    {
      ledgerId: 'id-1520',
      description: '1520',
      debit: parseAmount(0),
      credit: parseAmount('2.1'),
      // The VAT line carries no rate: the package's VAT report would count it twice.
      vat: null,
    },
  ]);
});

it('in a package that takes no VAT codes, every line goes without one, its amounts exact', () => {
  const ledgers = ['1000', '8010', '1520'].map((code) => ({
    id: `id-${code}`,
    code,
    name: code,
    takesJournalEntries: true,
  }));
  const map = packageMapOf(ledgers, null, ['1000', '8010', '1520'], [vat('NL21', 21, 'NL')]);
  const posted = packageEntryOf(entry('2026-10-01'), map);
  expect(posted.lines.map((line) => [line.ledgerId, line.debit, line.credit, line.vat])).toEqual([
    ['id-1000', parseAmount('12.1'), parseAmount(0), null],
    ['id-8010', parseAmount(0), parseAmount(10), null],
    ['id-1520', parseAmount(0), parseAmount('2.1'), null],
  ]);
});

const record = (scope: string, of: JournalEntry, state: PostingRecord['state']): PostingRecord => ({
  scope,
  number: of.number,
  date: of.date,
  covers: of.corrects ?? of.date,
  state,
  entry: of,
  document_id: state === 'posted' ? '77' : null,
  link: null,
  code: state === 'blocked' ? 'period_closed' : null,
  message: null,
  claimed_by: null,
  claimed_until: null,
  updated_at: 0,
});

it("the days' states: posted, blocked, to post, left out, nothing, and a day posted for all locations", () => {
  const entries = [
    entry('2026-10-01'),
    entry('2026-10-02'),
    entry('2026-10-03'),
    entry('2026-10-05', '2026-10-01'),
  ];
  const journal = {
    from: '2026-10-01',
    to: '2026-10-05',
    entries,
    left_out: [{ date: '2026-10-04', code: 'payments_differ', reason: 'the payments differ' }],
    corrections_waiting: [],
    stock_changes_missing: [],
  } as unknown as Journal;
  const [first, second, third] = entries as [JournalEntry, JournalEntry, JournalEntry];
  const records = [
    record('all', first, 'posted'),
    record('all', second, 'blocked'),
    record('L7', third, 'posted'),
  ];
  const days = postingDays(journal, records, 'all');
  expect(days.map((day) => [day.date, day.entry, day.state, day.code])).toEqual([
    ['2026-10-01', 'BOD-20261001', 'posted', null],
    ['2026-10-02', 'BOD-20261002', 'blocked', 'period_closed'],
    // Location 7 posted all of that day's lines on its own: nothing is left for all locations.
    ['2026-10-03', 'BOD-20261003', 'posted', 'posted_by_locations'],
    ['2026-10-04', null, 'failed', 'left_out'],
    ['2026-10-05', 'BOD-20261001-C1', 'pending', null],
  ]);
});

it("the calendar's notes: amounts as sent, a changed day's corrections, the days posted elsewhere", () => {
  const entries = [entry('2026-10-01'), entry('2026-10-02'), entry('2026-10-03')];
  const [first, second] = entries as [JournalEntry, JournalEntry];
  const journal = {
    from: '2026-10-01',
    to: '2026-10-03',
    entries: [...entries, entry('2026-10-03', '2026-10-01')],
    left_out: [],
    // Changed since posted, its correction waiting for a day not posted yet (after the range).
    corrections_waiting: [{ date: '2026-10-02', reason: 'every day after it is posted' }],
  } as unknown as Journal;
  // The first day as it was sent, before a refund on it: its amount is what the package holds.
  const sent = { ...first, debit: 10, credit: 10 };
  const records = [
    record('all', sent, 'posted'),
    record('all', second, 'posted'),
    // The second day's earlier correction, posted on a day after the range.
    record('all', { ...entry('2026-10-09', '2026-10-02'), number: 'BOD-20261002-C1' }, 'posted'),
  ];
  const elsewhere = [
    { target: 'moneybird:4711', scope: 'all', number: 'BOD-20261002', date: '2026-10-02' },
    { target: 'e-boekhouden:bkc_1', scope: 'all', number: 'BOD-20261002', date: '2026-10-02' },
    // Another scope's entry, and a target of no package known: neither is this entry.
    { target: 'moneybird:4711', scope: 'L7', number: 'BOD-20261003-L7', date: '2026-10-03' },
    { target: 'exact:1', scope: 'all', number: 'BOD-20261003', date: '2026-10-03' },
  ];
  const days = postingDays(journal, records, 'all', elsewhere);
  expect(
    days.map((day) => [day.entry, day.state, day.amount, day.changed, day.corrected_by]),
  ).toEqual([
    [
      'BOD-20261001',
      'posted',
      10,
      true,
      [{ entry: 'BOD-20261001-C1', date: '2026-10-03', state: 'pending' }],
    ],
    [
      'BOD-20261002',
      'posted',
      12.1,
      true,
      [{ entry: 'BOD-20261002-C1', date: '2026-10-09', state: 'posted' }],
    ],
    // Sorted by number within a day: the correction dated the 3rd before the day's own entry.
    ['BOD-20261001-C1', 'pending', 12.1, false, []],
    ['BOD-20261003', 'pending', 12.1, false, []],
  ]);
  expect(days.map((day) => day.posted_elsewhere)).toEqual([
    [],
    [{ package: 'moneybird' }, { package: 'e-boekhouden' }],
    [],
    [],
  ]);
  // Waiting alone (nothing posted of its correction yet) is changed too.
  const waiting = postingDays(
    { ...journal, corrections_waiting: [{ date: localDate.parse('2026-10-03'), reason: 'waits' }] },
    [record('all', entries[2] as JournalEntry, 'posted')],
    'all',
  );
  expect(waiting.find((day) => day.entry === 'BOD-20261003')).toMatchObject({
    changed: true,
    corrected_by: [],
  });
});

describe("a 429's time to ask again", () => {
  const now = Date.parse('2026-10-01T10:00:00Z');
  const headers = (values: Record<string, string>) => new Headers(values);
  it('reads epoch seconds, as Moneybird documents both headers, and a delay in seconds', () => {
    const end = now / 1000 + 120;
    expect(
      retryAtOf(headers({ 'Retry-After': String(end), 'RateLimit-Reset': String(end) }), now),
    ).toBe(now + 120_000);
    expect(retryAtOf(headers({ 'Retry-After': '30' }), now)).toBe(now + 30_000);
    expect(retryAtOf(headers({}), now)).toBe(now + 60_000);
  });

  it('a 429 is waited out at least a second, three times for one call, then fails', () => {
    const now = Date.parse('2026-11-03T06:30:00Z');
    const zero = headers({ 'Retry-After': '0' });
    expect(rateLimitRetryAt(zero, now, 0, 330_000, 'Pkg')).toBe(now + 1000);
    expect(rateLimitRetryAt(headers({ 'Retry-After': '5' }), now, 2, 330_000, 'Pkg')).toBe(
      now + 5000,
    );
    const failure = (call: () => number) => {
      try {
        call();
      } catch (error) {
        return error;
      }
      return null;
    };
    expect(failure(() => rateLimitRetryAt(zero, now, 3, 330_000, 'Pkg'))).toMatchObject({
      kind: 'rate_limited',
      detail: { retryAt: now + 1000 },
    });
    // A time beyond the longest wait fails at once, whatever the call waited.
    expect(
      failure(() => rateLimitRetryAt(headers({ 'Retry-After': '600' }), now, 0, 330_000, 'Pkg')),
    ).toMatchObject({ kind: 'rate_limited', detail: { retryAt: now + 600_000 } });
  });
});

it("the schedule's window: from the first of last month (or later) to yesterday", () => {
  const due = Date.parse('2026-11-03T06:30:00+01:00');
  expect(daysDueAt({ posts_from: localDate.parse('2026-01-01') }, due)).toEqual({
    from: '2026-10-01',
    to: '2026-11-02',
  });
  expect(daysDueAt({ posts_from: localDate.parse('2026-10-20') }, due)).toEqual({
    from: '2026-10-20',
    to: '2026-11-02',
  });
  // On New Year's Day: from 1 December.
  expect(
    daysDueAt(
      { posts_from: localDate.parse('2020-01-01') },
      Date.parse('2027-01-01T07:00:00+01:00'),
    ),
  ).toEqual({
    from: '2026-12-01',
    to: '2026-12-31',
  });
});

it('e-Boekhouden: the cross-posting account resolved and on the entry; unmapped or lacking, a gap', () => {
  const ledgers = ['1000', '2000'].map((code) => ({
    id: `id-${code}`,
    code,
    name: code,
    takesJournalEntries: true,
  }));
  const mapped = packageMapOf(ledgers, null, ['1000'], [], {}, '2000');
  expect(mapped.gaps).toEqual([]);
  const one = { ...entry('2026-10-01'), lines: [line('1000', 0, 0, null)] };
  expect(packageEntryOf(one, mapped).crossPostingLedgerId).toBe('id-2000');
  expect(packageMapOf(ledgers, null, ['1000'], [], {}, null).gaps).toEqual([
    { kind: 'cross_posting', code: '' },
  ]);
  expect(packageMapOf(ledgers, null, ['1000'], [], {}, '2100').gaps).toEqual([
    { kind: 'account', code: '2100' },
  ]);
  // A package that books no line against one ledger (Moneybird) needs none.
  expect(packageMapOf(ledgers, null, ['1000'], []).crossPosting).toBeNull();
});
