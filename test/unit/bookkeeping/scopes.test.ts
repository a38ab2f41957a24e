/**
 * Who posts a day (decision 0120), in its pure parts: all locations' entry of a day less what a
 * location posted of it on its own is the other locations' part, and that part with the
 * location's posting again the whole day, to the cent; what each scope's run posts and how
 * each scope's calendar shows a day the other posted, in either order.
 */
import { describe, expect, it } from 'vitest';
import { localDate } from '../../../shared/api/common.js';
import type { Journal, JournalEntry, JournalLine } from '../../../shared/api/journal.js';
import type { PostingRecord } from '../../../electron/service/data/bookkeeping-postings/store.js';
import { othersPart, wholeDay } from '../../../electron/service/domain/bookkeeping/day-parts.js';
import { entriesOfScope } from '../../../electron/service/domain/bookkeeping/other-scope.js';
import { postingDays } from '../../../electron/service/domain/bookkeeping/status.js';

const line = (
  account: string,
  kind: JournalLine['kind'],
  debit: number,
  credit: number,
  vat: { code: string; amount: number } | null = null,
): JournalLine => ({
  account,
  kind,
  key: null,
  description: account,
  debit,
  credit,
  vat_code: vat?.code ?? null,
  vat_amount: vat?.amount ?? null,
});

const entryOf = (number: string, lines: JournalLine[]): JournalEntry => {
  const debit = Math.round(lines.reduce((total, one) => total + one.debit * 100, 0)) / 100;
  return {
    number,
    date: localDate.parse('2026-10-03'),
    description: 'Dagomzet',
    lines,
    debit,
    credit: debit,
    corrects: null,
    exported_at: null,
  };
};

/** The day for all locations: €12.10 cash and €36.30 card at 21 %, €10.90 at 9 %. */
const all = entryOf('BOD-20261003', [
  line('1000', 'payment', 12.1, 0),
  line('1100', 'payment', 47.2, 0),
  line('8010', 'sales', 0, 40, { code: 'NL21', amount: 8.4 }),
  line('8020', 'sales', 0, 10, { code: 'NL9', amount: 0.9 }),
  line('1520', 'vat', 0, 8.4, { code: 'NL21', amount: 8.4 }),
  line('1521', 'vat', 0, 0.9, { code: 'NL9', amount: 0.9 }),
]);
/** Location 7's part: the cash sale at 21 % (€10.00 and €2.10 VAT). */
const location7 = entryOf('BOD-20261003-L7', [
  line('1000', 'payment', 12.1, 0),
  line('8010', 'sales', 0, 10, { code: 'NL21', amount: 2.1 }),
  line('1520', 'vat', 0, 2.1, { code: 'NL21', amount: 2.1 }),
]);

const posted = (scope: string, of: JournalEntry): PostingRecord => ({
  scope,
  number: of.number,
  date: of.date,
  covers: of.corrects ?? of.date,
  state: 'posted',
  entry: of,
  document_id: `doc-${of.number}`,
  link: null,
  code: null,
  message: null,
  claimed_by: null,
  claimed_until: null,
  updated_at: 0,
});

const shown = (entry: JournalEntry | null) =>
  entry?.lines.map((one) => [one.account, one.debit, one.credit, one.vat_amount]);

describe("a day's parts", () => {
  it("all locations' entry less a location's posting is the other locations' part, exact", () => {
    const rest = othersPart(all, [posted('L7', location7)]);
    expect(shown(rest)).toEqual([
      ['1100', 47.2, 0, null],
      ['8010', 0, 30, 6.3],
      ['8020', 0, 10, 0.9],
      ['1520', 0, 6.3, 6.3],
      ['1521', 0, 0.9, 0.9],
    ]);
    expect([rest?.number, rest?.debit, rest?.credit]).toEqual(['BOD-20261003', 47.2, 47.2]);
    // With the location's posting again, the whole day, line by line.
    const whole = wholeDay(rest as JournalEntry, [posted('L7', location7)]);
    expect(new Set(shown(whole))).toEqual(new Set(shown(all)));
    expect([whole.debit, whole.credit]).toEqual([all.debit, all.credit]);
    // A location that posted all of the day leaves nothing.
    expect(othersPart(all, [posted('L7', { ...all, number: 'BOD-20261003-L7' })])).toBeNull();
  });
});

describe('what each scope posts of a day the other posted', () => {
  const journal = (entries: JournalEntry[], locationId: number | null) =>
    ({
      from: '2026-10-03',
      to: '2026-10-03',
      location_id: locationId,
      entries,
      left_out: [],
      corrections_waiting: [],
      stock_changes_missing: [],
    }) as unknown as Journal;

  it('a location first: all locations post the rest, pending until then, posted after', () => {
    const records = [posted('L7', location7)];
    const [rest, ...more] = entriesOfScope([all], records, 'all');
    expect(more).toEqual([]);
    expect(rest?.debit).toBe(47.2);
    expect(postingDays(journal([all], null), records, 'all')).toMatchObject([
      { entry: 'BOD-20261003', state: 'pending', code: null },
    ]);
    const after = [...records, posted('all', rest as JournalEntry)];
    expect(entriesOfScope([all], after.slice(1), 'L7')).toEqual([]);
    expect(postingDays(journal([all], null), after, 'all')).toMatchObject([
      { entry: 'BOD-20261003', state: 'posted', document_id: 'doc-BOD-20261003' },
    ]);
    // The location's own day stays its own posting.
    expect(postingDays(journal([location7], 7), after, 'L7')).toMatchObject([
      { entry: 'BOD-20261003-L7', state: 'posted', document_id: 'doc-BOD-20261003-L7' },
    ]);
  });

  it("all locations first: a location's day is posted with them, and its run leaves it", () => {
    const records = [posted('all', all)];
    expect(entriesOfScope([location7], records, 'L7')).toEqual([]);
    const correction = {
      ...location7,
      number: 'BOD-20261003-L7-C1',
      date: localDate.parse('2026-10-05'),
      corrects: localDate.parse('2026-10-03'),
    };
    expect(entriesOfScope([correction], records, 'L7')).toEqual([]);
    // Even over a failed try of the location's own from a run at the same time.
    const failed = { ...posted('L7', location7), state: 'failed' as const, code: 'x' };
    expect(postingDays(journal([location7], 7), [...records, failed], 'L7')).toMatchObject([
      {
        entry: 'BOD-20261003-L7',
        state: 'posted',
        document_id: 'doc-BOD-20261003',
        code: 'posted_with_all_locations',
      },
    ]);
  });
});
