/**
 * Day closings in the read model, by calendar month. A closing has no update time, so a month
 * is read again on a catch-up until it is final: two days after the month ended, when every
 * till has closed its days. A final month is read once and kept (its as-of does not age).
 */
import {
  addDays,
  firstDayOf,
  firstOfNextMonth,
  type LocalDate,
  localMidnight,
} from '../../../../shared/dates.js';
import type { DayClosingRow } from '../../../upstream/wire.js';
import type { UpstreamWork } from '../../../upstream/work.js';
import type { DayRange } from '../platform/range-windows.js';
import { dayClosingsFromPlatform } from '../platform/fetch-day-closings.js';
import { monthRange, monthsOf, runsOf, type MonthKey } from './months.js';
import type { ReadWork } from './data-age.js';
import type { SyncTools } from './freshener.js';
import type { ScopedContext } from './partition.js';
import { touchDays } from './day-index.js';
import { writeSync } from './sync-state.js';

const FINAL_AFTER_DAYS = 2;

const isFinal = (month: MonthKey, loadedAt: number): boolean =>
  loadedAt >= localMidnight(addDays(firstOfNextMonth(monthRange(month).from), FINAL_AFTER_DAYS));

/** When each month of the range was last read (absent: never). */
export async function monthsLoaded(
  context: ScopedContext,
  range: DayRange,
): Promise<Map<MonthKey, number>> {
  const rows = await context.store.query<{ month: string; loaded_at: number }>(
    'select month, loaded_at from rm_closing_months where partition = $1 and month = any($2::text[])',
    [context.partition, monthsOf(range)],
  );
  return new Map(rows.map((row) => [row.month, row.loaded_at]));
}

/** Every month the partition holds, with when it was last read. */
async function heldClosingMonths(context: ScopedContext): Promise<Map<MonthKey, number>> {
  const rows = await context.store.query<{ month: string; loaded_at: number }>(
    'select month, loaded_at from rm_closing_months where partition = $1',
    [context.partition],
  );
  return new Map(rows.map((row) => [row.month, row.loaded_at]));
}

/** Reads `months` whole and replaces what the model held of them (writing only what differs). */
export async function loadClosingMonths(
  context: ScopedContext,
  months: readonly MonthKey[],
  startedAt: number,
  work: UpstreamWork,
): Promise<void> {
  const { deps, store, auth, partition, baseShopIds } = context;
  const runs = runsOf(months);
  const read: DayClosingRow[][] = [];
  for (const run of runs) {
    read.push(await dayClosingsFromPlatform(deps, auth, run, baseShopIds, work));
  }
  const rows = read.flat().map((closing) => ({
    id: closing.id,
    date: closing.date,
    shop_id: closing.shop_id,
    row: JSON.stringify(closing),
  }));
  await store.transaction(async (tx) => {
    // The days a closing was removed from, moved to or written on: their sums are stale.
    const days: string[] = [];
    for (const run of runs) {
      const gone = await tx.query<{ date: string }>(
        `delete from rm_day_closings where partition = $1 and date >= $2 and date <= $3
           and not (id = any($4::bigint[])) returning date`,
        [partition, run.from, run.to, rows.map((row) => row.id)],
      );
      days.push(...gone.map((row) => row.date));
    }
    const written = await tx.query<{ date: string; old_date: string | null }>(
      `with x as (select * from json_to_recordset($2::json)
             as x(id bigint, date text, shop_id bigint, row text)),
           old as (select c.id, c.date from rm_day_closings c
             join x on c.id = x.id where c.partition = $1),
           written as (
             insert into rm_day_closings (partition, id, date, shop_id, row)
             select $1, x.id, x.date, x.shop_id, x.row from x
             on conflict (partition, id) do update set date = excluded.date,
               shop_id = excluded.shop_id, row = excluded.row
               where rm_day_closings.row <> excluded.row
             returning id, date)
       select w.date, old.date as old_date from written w left join old on old.id = w.id`,
      [partition, JSON.stringify(rows)],
    );
    for (const row of written)
      days.push(row.date, ...(row.old_date === null ? [] : [row.old_date]));
    await touchDays(tx, partition, days);
    const changed = days.length;
    await tx.query(
      `insert into rm_closing_months (partition, month, loaded_at)
       select $1, unnest($2::text[]), $3
       on conflict (partition, month) do update
         set loaded_at = greatest(rm_closing_months.loaded_at, excluded.loaded_at)`,
      [partition, [...months], startedAt],
    );
    await writeSync(tx, partition, 'closings', { changed: changed > 0 });
  });
}

/** The closings of the range and shops, by id, as the platform read gives them. */
export async function closingsOf(
  context: ScopedContext,
  range: { from: LocalDate; to: LocalDate },
  shopIds: readonly number[] | null,
): Promise<DayClosingRow[]> {
  const rows = await context.store.query<{ row: string }>(
    `select row from rm_day_closings where partition = $1 and date >= $2 and date <= $3
       and ($4::bigint[] is null or shop_id = any($4::bigint[])) order by id`,
    [context.partition, range.from, range.to, shopIds === null ? null : [...shopIds]],
  );
  return rows.map((row) => JSON.parse(row.row) as DayClosingRow);
}

/**
 * Reads again the closing months that are not final yet (of `loaded`, or of all the
 * partition holds), at most once per closings interval (timing.ts).
 */
export async function freshenOpenClosings(
  context: ScopedContext,
  tools: SyncTools,
  work: ReadWork,
  loaded?: Map<MonthKey, number>,
): Promise<void> {
  const held = loaded ?? (await heldClosingMonths(context));
  const open = [...held].filter(([month, loadedAt]) => !isFinal(month, loadedAt));
  if (open.length === 0) return;
  const months = open.map(([month]) => month);
  const oldest = Math.min(...open.map(([, loadedAt]) => loadedAt));
  await tools.freshener.freshen(
    context,
    `closings:${months.join(',')}`,
    oldest,
    work,
    (startedAt) => loadClosingMonths(context, months, startedAt, tools.background.work()),
    // The orders read beside them check the caller's session.
    { intervalMs: tools.closingsIntervalMs, checksSession: false },
  );
}

/**
 * Caught up as a read of the range's closings is: months never read are read whole (their
 * answer as of now), the open ones read again when due. A month that has not begun has no
 * closing to read (the rest of this quarter, say): it is read once it has.
 */
export async function caughtUpClosings(
  context: ScopedContext,
  tools: SyncTools,
  range: DayRange,
  work: ReadWork,
): Promise<void> {
  const loaded = await monthsLoaded(context, range);
  const begun = (month: MonthKey) => localMidnight(firstDayOf(month)) <= tools.clock.now();
  const missing = monthsOf(range).filter((month) => !loaded.has(month) && begun(month));
  if (missing.length > 0) {
    const startedAt = tools.clock.now();
    await loadClosingMonths(context, missing, startedAt, work);
    work.age?.note(startedAt, false);
  }
  await freshenOpenClosings(context, tools, work, loaded);
}
