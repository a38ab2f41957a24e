/**
 * What was exported of the journal, on the PostgreSQL server every instance shares: each
 * export's days (`svc_journal_export_ranges`) and each entry as it was exported
 * (`svc_journal_exports`, one row per entry number and scope). An entry number already kept
 * is never replaced (`on conflict do nothing`): the first export of a number is the one booked.
 */
import { z } from 'zod';
import { localDate } from '../../../../shared/api/common.js';
import { journalEntrySchema, type JournalEntry } from '../../../../shared/api/journal.js';
import type { ExportedJournal, ExportedRange } from './exported-journal.js';
import { scopeKey, touches, type JournalExports } from './store.js';
import { accountKey } from '../files/account-file.js';
import type { ServiceDatabase } from '../database/pool.js';

/** A kept range's days, checked as the file store checks its own (the columns are text). */
const rangeRowSchema = z.object({ from_day: localDate, to_day: localDate });

export class PostgresJournalExports implements JournalExports {
  constructor(
    private readonly db: Pick<ServiceDatabase, 'query' | 'transaction'>,
    /** Told of a stored entry that no longer fits the contract (left out). */
    private readonly onSkipped: (account: string) => void,
  ) {}

  async exported(
    account: string,
    locationId: number | null,
    from: string,
    to: string,
  ): Promise<ExportedJournal> {
    const key = [accountKey(account), scopeKey(locationId)];
    const [ranges, rows] = await Promise.all([
      this.db.query<{ from_day: unknown; to_day: unknown }>(
        'select from_day, to_day from svc_journal_export_ranges where account = $1 and scope = $2',
        key,
      ),
      this.db.query<{ entry: unknown }>(
        `select entry from svc_journal_exports
          where account = $1 and scope = $2
            and ((entry_date between $3 and $4) or (covers between $3 and $4))
          order by entry_date, number`,
        [...key, from, to],
      ),
    ]);
    const kept: ExportedRange[] = [];
    for (const row of ranges) {
      const parsed = rangeRowSchema.safeParse(row);
      if (parsed.success) kept.push({ from: parsed.data.from_day, to: parsed.data.to_day });
      else this.onSkipped(account);
    }
    const entries: JournalEntry[] = [];
    for (const row of rows) {
      const parsed = journalEntrySchema.safeParse(row.entry);
      if (parsed.success && touches(parsed.data, from, to)) entries.push(parsed.data);
      else if (!parsed.success) this.onSkipped(account);
    }
    return { ranges: kept, entries };
  }

  async record(
    account: string,
    locationId: number | null,
    days: readonly ExportedRange[],
    entries: readonly JournalEntry[],
  ): Promise<void> {
    const key = [accountKey(account), scopeKey(locationId)];
    await this.db.transaction(async (tx) => {
      for (const range of days) {
        await tx.query(
          `insert into svc_journal_export_ranges (account, scope, from_day, to_day)
           values ($1, $2, $3, $4)`,
          [...key, range.from, range.to],
        );
      }
      for (const entry of entries) {
        await tx.query(
          `insert into svc_journal_exports (account, scope, number, entry_date, covers, entry)
           values ($1, $2, $3, $4, $5, $6)
           on conflict (account, scope, number) do nothing`,
          [...key, entry.number, entry.date, entry.corrects ?? entry.date, JSON.stringify(entry)],
        );
      }
    });
  }
}
