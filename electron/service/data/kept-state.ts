/**
 * Where the service keeps what it keeps, chosen in this one place: sessions, API keys, the
 * webhook subscriptions with their outbox and logs, the rate-limit windows, the ledger
 * mappings, the exception thresholds and seen marks, the filed VAT periods, the bookkeeping
 * connections and postings and the secret the delta cursors are signed with.
 *
 * - Without `--database-url`: in this process and its data folder, as one instance always
 *   kept them (sessions and rate-limit windows in memory; the rest in the folder, or in
 *   memory without one).
 * - With `--database-url`: on that PostgreSQL server, in tables of their own beside the read
 *   model's (database/), so any number of instances on it act as one service: any instance
 *   answers any token or key, a logout or revocation on one holds on all, each webhook event
 *   is delivered by one instance, and a client's rate limit counts on all of them
 *   (docs/deployment.md). Sessions there hold the platform session sealed under the vault
 *   key, which every instance must therefore be given (the same one).
 */
import { FileApiKeyStore } from './api-keys/store.js';
import { TokenStore } from './sessions/store.js';
import { loadOrCreateSecret } from './files/data-file.js';
import type { KeptState, KeptStateSetup } from './kept.js';
import { LedgerMappingStore } from './ledger-mappings/store.js';
import { ExceptionSettingsStore } from './exception-settings/store.js';
import { FileRaisedExceptions } from './raised-exceptions/store.js';
import { MemoryRateWindows } from './rate-windows/store.js';
import { FiledPeriodStore } from './vat-filings/store.js';
import { JournalExportStore } from './journal-exports/store.js';
import { FileWebhookStore } from './webhooks/file-store.js';
import { ConnectionStore } from './bookkeeping-connections/store.js';
import { PostingStore } from './bookkeeping-postings/store.js';
import { LinkStore } from './bookkeeping-links/store.js';

export async function openKeptState(setup: KeptStateSetup): Promise<KeptState> {
  if (setup.databaseUrl !== null) {
    // Loaded only when asked for: the desktop app never talks to a database server.
    const { openDatabaseState } = await import('./kept-database.js');
    return openDatabaseState({ ...setup, databaseUrl: setup.databaseUrl });
  }
  const { dataDir, clock, log } = setup;
  const ledgerMappings = await LedgerMappingStore.open(dataDir, (account) => {
    log.warn({ account }, 'a stored ledger mapping does not fit the contract; left out');
  });
  return {
    where: 'instance',
    sessions: new TokenStore(clock),
    apiKeys: await FileApiKeyStore.open(dataDir, clock),
    webhooks: await FileWebhookStore.open(dataDir, clock.now(), log),
    rateWindows: new MemoryRateWindows(),
    ledgerMappings,
    exceptionSettings: await ExceptionSettingsStore.open(dataDir, (account) => {
      log.warn({ account }, 'stored exception settings do not fit the contract; left out');
    }),
    raisedExceptions: await FileRaisedExceptions.open(dataDir),
    filedPeriods: await FiledPeriodStore.open(dataDir, (account) => {
      log.warn({ account }, 'a stored VAT filing does not fit the contract; left out');
    }),
    journalExports: await JournalExportStore.open(dataDir, (account) => {
      log.warn({ account }, 'a stored journal export does not fit the contract; left out');
    }),
    bookkeepingConnections: await ConnectionStore.open(dataDir, (account) => {
      log.warn({ account }, 'a stored bookkeeping connection does not fit the contract; left out');
    }),
    bookkeepingLinks: await LinkStore.open(dataDir, (account) => {
      log.warn({ account }, 'stored bookkeeping account links do not fit the contract; left out');
    }),
    bookkeepingPostings: await PostingStore.open(dataDir, (account) => {
      log.warn({ account }, 'stored bookkeeping postings do not fit the contract; left out');
    }),
    secret: (name) => loadOrCreateSecret(dataDir, `${name}.json`),
    close: () => Promise.resolve(),
  };
}
