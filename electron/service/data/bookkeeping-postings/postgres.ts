/**
 * The postings on the PostgreSQL server every instance shares (store.ts says what a record
 * holds), one row per account, target, scope and entry number. A claim is one statement: the
 * row is inserted, or taken over when it is not posted and no live claim holds it, so of two
 * instances asking at once exactly one gets it; a claim whose lease ran out (its instance
 * stopped) is taken over by the next run.
 */
import type { JournalEntry } from '../../../../shared/api/journal.js';
import { accountKey } from '../files/account-file.js';
import type { Queries } from '../database/pool.js';
import {
  coversDayOf,
  keptChange,
  postingRecordSchema,
  type BookkeepingPostings,
  type ClaimResult,
  type PostingChange,
  type PostedElsewhere,
  type PostingKey,
  type PostingRecord,
} from './store.js';

const COLUMNS = `scope, number, entry_date as date, covers, state, entry, document_id, link, code,
  message, claimed_by, claimed_until, updated_at`;

interface Row {
  claimed_until: string | number | null;
  updated_at: string | number;
  [column: string]: unknown;
}

/** A row as a record; bigint columns arrive as text. */
function recordOf(row: Row): PostingRecord | null {
  const parsed = postingRecordSchema.safeParse({
    ...row,
    claimed_until: row.claimed_until === null ? null : Number(row.claimed_until),
    updated_at: Number(row.updated_at),
  });
  return parsed.success ? parsed.data : null;
}

const keyOf = (key: PostingKey) => [accountKey(key.account), key.target, key.scope, key.number];

export class PostgresPostings implements BookkeepingPostings {
  constructor(
    private readonly db: Queries,
    private readonly onSkipped: (account: string) => void,
  ) {}

  async list(account: string, target: string, from: string, to: string) {
    const rows = await this.db.query<Row>(
      `select ${COLUMNS} from svc_bookkeeping_postings
        where account = $1 and target = $2
          and ((entry_date between $3 and $4) or (covers between $3 and $4))
        order by entry_date, number`,
      [accountKey(account), target, from, to],
    );
    return rows.flatMap((row) => {
      const record = recordOf(row);
      if (!record) this.onSkipped(account);
      return record ? [record] : [];
    });
  }

  async postedElsewhere(
    account: string,
    target: string,
    from: string,
    to: string,
  ): Promise<PostedElsewhere[]> {
    return this.db.query<PostedElsewhere>(
      `select target, scope, number, entry_date as date from svc_bookkeeping_postings
        where account = $1 and target <> $2 and state = 'posted'
          and entry_date between $3 and $4
        order by entry_date, number`,
      [accountKey(account), target, from, to],
    );
  }

  async claim(
    key: PostingKey,
    entry: JournalEntry,
    holder: string,
    now: number,
    leaseMs: number,
  ): Promise<ClaimResult> {
    const [taken] = await this.db.query<Row & { inserted: boolean }>(
      `insert into svc_bookkeeping_postings as p (account, target, scope, number, entry_date,
         covers, state, entry, claimed_by, claimed_until, updated_at)
       values ($1, $2, $3, $4, $5, $6, 'pending', $7, $8, $9, $10)
       on conflict (account, target, scope, number) do update
         set state = 'pending', claimed_by = excluded.claimed_by,
             claimed_until = excluded.claimed_until, updated_at = excluded.updated_at
         where p.state <> 'posted' and (p.claimed_by is null or p.claimed_until < $10)
       returning ${COLUMNS}, (xmax = 0) as inserted`,
      [
        ...keyOf(key),
        entry.date,
        coversDayOf(entry),
        JSON.stringify(entry),
        holder,
        now + leaseMs,
        now,
      ],
    );
    if (taken) {
      const record = recordOf(taken);
      return { taken: true, previous: taken.inserted || !record ? null : record };
    }
    const [row] = await this.db.query<Row>(
      `select ${COLUMNS} from svc_bookkeeping_postings
        where account = $1 and target = $2 and scope = $3 and number = $4`,
      keyOf(key),
    );
    const record = row ? recordOf(row) : null;
    if (!record) throw new Error(`the posting ${key.number} could neither be claimed nor read`);
    return { taken: false, record };
  }

  async update(
    key: PostingKey,
    holder: string,
    change: PostingChange,
    release: boolean,
    now: number,
  ): Promise<void> {
    const sets: string[] = ['updated_at = $6'];
    const values: unknown[] = [...keyOf(key), holder, now];
    for (const [column, value] of Object.entries(keptChange(change))) {
      values.push(column === 'entry' ? JSON.stringify(value) : value);
      sets.push(`${column} = $${values.length}`);
    }
    if (release) sets.push('claimed_by = null', 'claimed_until = null');
    await this.db.query(
      `update svc_bookkeeping_postings set ${sets.join(', ')}
        where account = $1 and target = $2 and scope = $3 and number = $4 and claimed_by = $5`,
      values,
    );
  }
}
