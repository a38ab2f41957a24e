/**
 * What the service keeps, one store per kept thing, and what choosing them needs
 * (kept-state.ts chooses; kept-database.ts makes the database's).
 */
import type { FastifyBaseLogger } from 'fastify';
import type { ApiKeyStore } from './api-keys/store.js';
import type { SessionStore } from './sessions/store.js';
import type { VaultKeySource } from '../core/vault-key.js';
import type { Clock } from '../core/clock.js';
import type { LedgerMappings } from './ledger-mappings/store.js';
import type { ExceptionSettings } from './exception-settings/store.js';
import type { RaisedExceptions } from './raised-exceptions/store.js';
import type { RateWindows } from './rate-windows/store.js';
import type { FiledPeriods } from './vat-filings/store.js';
import type { JournalExports } from './journal-exports/store.js';
import type { WebhookStore } from './webhooks/store.js';
import type { BookkeepingConnections } from './bookkeeping-connections/store.js';
import type { BookkeepingPostings } from './bookkeeping-postings/store.js';
import type { BookkeepingLinks } from './bookkeeping-links/store.js';

export interface KeptState {
  /** `instance`: this process and its data folder; `database`: the shared PostgreSQL server. */
  readonly where: 'instance' | 'database';
  sessions: SessionStore;
  apiKeys: ApiKeyStore;
  webhooks: WebhookStore;
  rateWindows: RateWindows;
  ledgerMappings: LedgerMappings;
  /** Exception thresholds per account, seen marks per user. */
  exceptionSettings: ExceptionSettings;
  /** The exceptions `exception.raised` told already, per subscription. */
  raisedExceptions: RaisedExceptions;
  filedPeriods: FiledPeriods;
  /** What was exported of the journal: kept entries and the days of each export. */
  journalExports: JournalExports;
  /** Each account's bookkeeping package connection, its token sealed. */
  bookkeepingConnections: BookkeepingConnections;
  /** Each account's links from its mapping's codes to the package's accounts. */
  bookkeepingLinks: BookkeepingLinks;
  /** The entries posted into the packages, and the claims of the runs posting them. */
  bookkeepingPostings: BookkeepingPostings;
  /** A 256-bit secret by name, the same for every instance that shares the state. */
  secret(name: string): Promise<Buffer>;
  close(): Promise<void>;
}

export interface KeptStateSetup {
  /** The PostgreSQL server of `--database-url`; null keeps everything in this instance. */
  databaseUrl: string | null;
  dataDir: string | null;
  clock: Clock;
  log: FastifyBaseLogger;
  /** The vault key's source; with a database it must give the key all instances share. */
  vaultKey: VaultKeySource | undefined;
  /** How long a webhook delivery may hold its row: longer than a receiver may take. */
  deliveryHoldMs: number;
}
