/**
 * What the service keeps, on the PostgreSQL server of `--database-url` (kept-state.ts): the
 * connection, the tables brought up to this release's schema (in turn, under a lock), and a
 * store per kept thing over them.
 */
import { NO_VAULT_KEY_REASON, type VaultKeySource } from '../core/vault-key.js';
import type { KeptState, KeptStateSetup } from './kept.js';
import { PostgresApiKeyStore } from './api-keys/postgres.js';
import { PostgresLedgerMappings } from './ledger-mappings/postgres.js';
import { PostgresExceptionSettings } from './exception-settings/postgres.js';
import { PostgresRaisedExceptions } from './raised-exceptions/postgres.js';
import { openServiceDatabase } from './database/pool.js';
import { PostgresRateWindows } from './rate-windows/postgres.js';
import { migrate } from './database/schema.js';
import { sharedSecret } from './secrets/postgres.js';
import { PostgresSessionStore } from './sessions/postgres.js';
import { PostgresFiledPeriods } from './vat-filings/postgres.js';
import { PostgresJournalExports } from './journal-exports/postgres.js';
import { PostgresWebhookStore } from './webhooks/postgres.js';
import { PostgresConnections } from './bookkeeping-connections/postgres.js';
import { PostgresPostings } from './bookkeeping-postings/postgres.js';
import { PostgresLinks } from './bookkeeping-links/postgres.js';

/**
 * The key every instance seals sessions (and webhook credentials) under. One made up per run
 * would make each instance's sessions unreadable to the others, so none is: the service does
 * not start without it.
 */
async function sharedVaultKey(source: VaultKeySource | undefined): Promise<Buffer> {
  const state = source
    ? await source.load()
    : { status: 'unavailable' as const, reason: NO_VAULT_KEY_REASON };
  if (state.status === 'available') return state.key;
  throw new Error(
    `--database-url needs the vault key, the same one on every instance, to seal the ` +
      `sessions it keeps there: ${state.reason}`,
  );
}

export async function openDatabaseState(
  setup: KeptStateSetup & { databaseUrl: string },
): Promise<KeptState> {
  const vaultKey = await sharedVaultKey(setup.vaultKey);
  let db;
  try {
    db = await openServiceDatabase(setup.databaseUrl);
  } catch (error) {
    throw new Error(
      `cannot reach the database of --database-url: ${error instanceof Error ? error.message : String(error)}`,
      { cause: error },
    );
  }
  try {
    await migrate(db);
  } catch (error) {
    await db.close();
    throw error;
  }
  const { clock, log } = setup;
  return {
    where: 'database',
    sessions: new PostgresSessionStore(db, vaultKey, clock),
    apiKeys: new PostgresApiKeyStore(db, clock),
    webhooks: new PostgresWebhookStore(db, setup.deliveryHoldMs),
    rateWindows: new PostgresRateWindows(db),
    ledgerMappings: new PostgresLedgerMappings(db, (account) => {
      log.warn({ account }, 'a stored ledger mapping does not fit the contract; left out');
    }),
    exceptionSettings: new PostgresExceptionSettings(db, (account) => {
      log.warn({ account }, 'stored exception settings do not fit the contract; left out');
    }),
    raisedExceptions: new PostgresRaisedExceptions(db),
    filedPeriods: new PostgresFiledPeriods(db, (account) => {
      log.warn({ account }, 'a stored VAT filing does not fit the contract; left out');
    }),
    journalExports: new PostgresJournalExports(db, (account) => {
      log.warn({ account }, 'a stored journal export does not fit the contract; left out');
    }),
    bookkeepingConnections: new PostgresConnections(db, (account) => {
      log.warn({ account }, 'a stored bookkeeping connection does not fit the contract; left out');
    }),
    bookkeepingLinks: new PostgresLinks(db, (account) => {
      log.warn({ account }, 'stored bookkeeping account links do not fit the contract; left out');
    }),
    bookkeepingPostings: new PostgresPostings(db, (account) => {
      log.warn({ account }, 'stored bookkeeping postings do not fit the contract; left out');
    }),
    secret: (name) => sharedSecret(db, name),
    close: () => db.close(),
  };
}
