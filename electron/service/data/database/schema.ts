/**
 * The tables of what the service keeps on the PostgreSQL server (besides the read model's,
 * read-model/schema.ts), as numbered migrations. Each instance applies at start the ones the
 * database lacks, in one transaction under an advisory lock, so instances started (or
 * upgraded) at once take them in turn: the first applies them, the others wait for its commit
 * and find nothing left to do. A migration is never changed once released; a change is a new
 * one at the end. A database migrated by a newer release than this one is refused, since this
 * release cannot know what the newer tables mean (docs/deployment.md, "Upgrades").
 *
 * Times are Unix milliseconds (bigint). Hashes are hex SHA-256. Sealed boxes are
 * core/credential-box.ts's JSON, under the vault key every instance shares.
 */
import type { ServiceDatabase } from './pool.js';

const MIGRATIONS: readonly (readonly string[])[] = [
  // 1: sessions, API keys, webhooks, rate-limit windows, ledger mappings, secrets.
  [
    `create table svc_sessions (
       token_hash text primary key,
       expires_at bigint not null,
       sealed jsonb not null)`,
    `create index svc_sessions_by_expiry on svc_sessions (expires_at)`,
    `create table svc_api_keys (
       id text primary key,
       key_hash text not null unique,
       account text not null,
       user_key text not null,
       name text not null,
       created_at bigint not null,
       last_used_at bigint,
       credentials jsonb not null)`,
    `create index svc_api_keys_by_owner on svc_api_keys (account, user_key)`,
    `create table svc_webhook_subscriptions (
       id text primary key,
       account text not null,
       user_key text not null,
       url text not null,
       events jsonb not null,
       description text not null,
       created_at bigint not null,
       secret text not null,
       credentials jsonb,
       vault_key_id text,
       api_key_id text,
       paused_reason text,
       paused_at bigint,
       positions jsonb not null,
       poll_due_at bigint not null default 0)`,
    `create index svc_webhook_subscriptions_by_owner
       on svc_webhook_subscriptions (account, user_key)`,
    // `events` is json, not jsonb: kept as written, so every attempt sends the same text.
    `create table svc_webhook_deliveries (
       seq bigserial primary key,
       id text not null unique,
       subscription_id text not null
         references svc_webhook_subscriptions (id) on delete cascade,
       account text not null,
       events json not null,
       status text not null,
       attempts integer not null,
       created_at bigint not null,
       last_attempt_at bigint,
       next_attempt_at bigint,
       last_status_code integer,
       last_error text)`,
    `create index svc_webhook_deliveries_pending
       on svc_webhook_deliveries (subscription_id, seq) where status = 'pending'`,
    `create index svc_webhook_deliveries_log
       on svc_webhook_deliveries (subscription_id, created_at, seq)`,
    `create table svc_rate_windows (
       client text primary key,
       started_at bigint not null,
       count integer not null)`,
    `create table svc_ledger_mappings (
       account text primary key,
       mapping jsonb not null,
       updated_at text not null)`,
    `create table svc_secrets (
       name text primary key,
       secret text not null)`,
  ],
  // 2: an API key's right to write files (docs/decisions/0081); keys made before it have it not.
  [`alter table svc_api_keys add column may_write_files boolean not null default false`],
  // 3: filed VAT periods (vat-filings/postgres.ts).
  [
    `create table svc_vat_filings (
       id text primary key,
       account text not null,
       from_day text not null,
       to_day text not null,
       location_id bigint,
       filed_at text not null,
       filed_by text not null,
       figures jsonb not null)`,
    `create index svc_vat_filings_by_account on svc_vat_filings (account, from_day)`,
  ],
  // 4: each filing's orders as filed (domain/vat/order-figures.ts); null for one filed before.
  [`alter table svc_vat_filings add column orders jsonb`],
  // 5: what was exported of the journal (journal-exports/postgres.ts).
  [
    `create table svc_journal_exports (
       account text not null,
       scope text not null,
       number text not null,
       entry_date text not null,
       covers text not null,
       entry jsonb not null,
       primary key (account, scope, number))`,
    `create index svc_journal_exports_by_day on svc_journal_exports (account, scope, covers)`,
    `create table svc_journal_export_ranges (
       account text not null,
       scope text not null,
       from_day text not null,
       to_day text not null)`,
    `create index svc_journal_export_ranges_by_scope on svc_journal_export_ranges (account, scope)`,
  ],
  // 6: exception thresholds per account and seen marks per user (exception-settings/postgres.ts).
  [
    `create table svc_exception_thresholds (
       account text primary key,
       thresholds jsonb not null,
       updated_at text not null)`,
    `create table svc_exception_seen (
       account text not null,
       user_key text not null,
       finding_id text not null,
       primary key (account, user_key, finding_id))`,
  ],
  // 7: the exceptions `exception.raised` told, per subscription (raised-exceptions/postgres.ts).
  [
    `create table svc_raised_exceptions (
       account text not null,
       scope text not null,
       finding_id text not null,
       raised_at bigint not null,
       primary key (account, scope, finding_id))`,
    `create index svc_raised_exceptions_by_age on svc_raised_exceptions (raised_at)`,
  ],
  // 8: the corrections of earlier filed periods each filing declared (vat-filings/postgres.ts);
  // null for a row from before, which declared nothing.
  [`alter table svc_vat_filings add column declared jsonb`],
  // 9: the bookkeeping packages' connections and the entries posted into them
  // (bookkeeping-connections/postgres.ts, bookkeeping-postings/postgres.ts).
  [
    `create table svc_bookkeeping_connections (
       account text primary key,
       connection jsonb not null)`,
    `create table svc_bookkeeping_postings (
       account text not null,
       target text not null,
       scope text not null,
       number text not null,
       entry_date text not null,
       covers text not null,
       state text not null,
       entry jsonb not null,
       document_id text,
       link text,
       code text,
       message text,
       claimed_by text,
       claimed_until bigint,
       updated_at bigint not null,
       primary key (account, target, scope, number))`,
    `create index svc_bookkeeping_postings_by_day
       on svc_bookkeeping_postings (account, target, covers)`,
  ],
  // 10: a seen mark's location and day, and when it was made, so a list shows a user limited to
  // a location only that location's and a user keeps their newest marks (decision 0097).
  [
    `alter table svc_exception_seen add column location_id bigint, add column day text,
       add column marked_at bigint`,
  ],
  // 11: who undid a filing, when and why (vat-filings/postgres.ts); null while it stands.
  [`alter table svc_vat_filings add column undone jsonb`],
  // 12: a seen mark's kind, so a user limited to a location sees their marks of the catalog's
  // findings (of no location) and not the account's figures' (exception-settings/postgres.ts).
  [`alter table svc_exception_seen add column kind text`],
  // 13: the links from a mapping's account codes to the package's accounts, per connection
  // (bookkeeping-links/postgres.ts).
  [
    `create table svc_bookkeeping_links (
       account text primary key,
       links jsonb not null)`,
  ],
  // 14: an API key's right to change where the books are posted (decision 0120); keys
  // made before it have it not.
  [`alter table svc_api_keys add column may_manage_bookkeeping boolean not null default false`],
];

/** The newest migration this release knows. */
export const SCHEMA_VERSION = MIGRATIONS.length;

/** Another number than the read model's schema lock (read-model/schema.ts). */
const MIGRATION_LOCK = 7_240_113;

export async function migrate(db: Pick<ServiceDatabase, 'transaction'>): Promise<void> {
  await db.transaction(async (tx) => {
    // A transaction's lock: ended by the commit, on the one connection that took it.
    await tx.query('select pg_advisory_xact_lock($1)', [MIGRATION_LOCK]);
    await tx.query(
      `create table if not exists svc_migrations (
         version integer primary key,
         applied_at bigint not null)`,
    );
    const [row] = await tx.query<{ version: number | null }>(
      'select max(version) as version from svc_migrations',
    );
    const applied = row?.version ?? 0;
    if (applied > SCHEMA_VERSION) {
      throw new Error(
        `the database was migrated by a newer release (schema ${applied}; this release knows ` +
          `${SCHEMA_VERSION}): start that release, or a newer one`,
      );
    }
    for (let version = applied + 1; version <= SCHEMA_VERSION; version += 1) {
      for (const statement of MIGRATIONS[version - 1] ?? []) await tx.query(statement);
      await tx.query('insert into svc_migrations (version, applied_at) values ($1, $2)', [
        version,
        Date.now(),
      ]);
    }
  });
}
