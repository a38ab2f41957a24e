/**
 * The read model's tables, created when missing. Rows are kept as the platform's parsed
 * answer (JSON text) beside the few columns that are filtered on, so a read from the model
 * hands the service exactly the rows a read from the platform would have.
 *
 * Every table is keyed by `partition`: the account plus the platform rights of the users
 * whose sessions filled it (partition.ts). Times are Unix milliseconds (bigint).
 */
import { SUMS_OF_THIS_BUILD } from './held-days.js';
import type { ReadStore } from './store.js';

const STATEMENTS = [
  `create table if not exists rm_sync (
     partition text not null,
     subject text not null,
     cursor_updated bigint,
     cursor_id bigint,
     as_of bigint,
     full_at bigint,
     version bigint not null default 0,
     primary key (partition, subject))`,
  `create table if not exists rm_products (
     partition text not null,
     id bigint not null,
     row text not null,
     primary key (partition, id))`,
  `create table if not exists rm_orders (
     partition text not null,
     id bigint not null,
     purchased bigint not null,
     shop_id bigint,
     status text not null,
     row text not null,
     payments text not null,
     updated bigint,
     primary key (partition, id))`,
  // Tables made before `updated` was kept get it; their rows' null counts as older than any.
  `alter table rm_orders add column if not exists updated bigint`,
  `create index if not exists rm_orders_by_purchase on rm_orders (partition, purchased, id)`,
  // The planner's statistics from a sample of 3,000 rows (PostgreSQL's default is 30,000),
  // of the key columns only (store.ts, refreshStatistics): analyze holds its sample's whole
  // rows, order JSON and all, and the embedded engine's memory never shrinks again.
  `alter table rm_orders alter column partition set statistics 10,
     alter column purchased set statistics 10, alter column id set statistics 10,
     alter column shop_id set statistics 10, alter column status set statistics 10`,
  `alter table rm_products alter column partition set statistics 10,
     alter column id set statistics 10`,
  `create table if not exists rm_order_months (
     partition text not null,
     month text not null,
     primary key (partition, month))`,
  // How far a month's read, not whole yet, has stored its orders (month-progress.ts).
  `create table if not exists rm_month_progress (
     partition text not null,
     month text not null,
     through bigint not null,
     cursor_us bigint not null,
     cursor_id bigint not null,
     primary key (partition, month))`,
  `create table if not exists rm_day_closings (
     partition text not null,
     id bigint not null,
     date text not null,
     shop_id bigint not null,
     row text not null,
     primary key (partition, id))`,
  `create index if not exists rm_day_closings_by_date on rm_day_closings (partition, date)`,
  // Since when every order the platform changed is held (sync-state.ts, `held_since`).
  `alter table rm_sync add column if not exists held_since bigint`,
  // The delta cursor to the microsecond, beside the millisecond one (sync-state.ts: why both).
  `alter table rm_sync add column if not exists cursor_us bigint`,
  `alter table rm_sync add column if not exists cursor_us_id bigint`,
  // The days an order counts on besides its purchase day: those of its payments (day-index.ts).
  `alter table rm_orders add column if not exists late_days text`,
  // The orders whose days are not indexed yet, which every orders catch-up looks for first
  // (day-index.ts indexStoredDays): without it, a scan of every order held, 120 ms at 118,000.
  `create index if not exists rm_orders_days_unindexed on rm_orders (partition)
     where late_days is null`,
  `create table if not exists rm_order_days (
     partition text not null,
     day text not null,
     order_id bigint not null,
     primary key (partition, day, order_id))`,
  // Each Amsterdam day's version: moves whenever a row that counts on the day changes.
  `create table if not exists rm_days (
     partition text not null,
     day text not null,
     version bigint not null,
     primary key (partition, day))`,
  // What a day (or a month) adds up to, per kind of sum, at the version it was summed at.
  `create table if not exists rm_day_sums (
     partition text not null,
     kind text not null,
     period text not null,
     version bigint not null,
     sums text not null,
     primary key (partition, kind, period))`,
  `create table if not exists rm_closing_months (
     partition text not null,
     month text not null,
     loaded_at bigint not null,
     primary key (partition, month))`,
  `create table if not exists rm_reference (
     partition text not null,
     name text not null,
     rows text not null,
     loaded_at bigint not null,
     primary key (partition, name))`,
  // The daily stock snapshots, each kept as its changes or whole (stock-snapshots.ts).
  `create table if not exists rm_stock_snapshots (
     partition text not null,
     date text not null,
     taken_at bigint not null,
     whole boolean not null,
     products integer not null,
     changes text not null,
     primary key (partition, date))`,
];

/**
 * Two services may start on one server at once, and two `create table if not exists` of one
 * table at once can fail there, so they create the tables in turn under this lock. It is a
 * transaction's lock, taken on the transaction's one connection and ended by its commit: a
 * session lock taken and released by separate queries of a pool can land on two connections
 * and stay held, and the next service to start would wait for it for ever.
 */
const SCHEMA_LOCK = 7_240_112;

export async function createSchema(store: Pick<ReadStore, 'transaction'>): Promise<void> {
  await store.transaction(async (tx) => {
    await tx.query('select pg_advisory_xact_lock($1)', [SCHEMA_LOCK]);
    for (const statement of STATEMENTS) await tx.query(statement);
    // What another build's code added up is not this build's to use (held-days.ts).
    await tx.query(`delete from rm_day_sums where kind not like $1`, [`%|${SUMS_OF_THIS_BUILD}|%`]);
  });
}
