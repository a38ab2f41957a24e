/**
 * The ledger mappings, one per platform account, kept in the data folder as one JSON file
 * (`ledger-mappings.json`), or in memory when there is no data folder. A replacement is
 * written to a temporary file that is renamed over the old one (data-file.ts) before it is
 * answered or held, so a crash or a full disk leaves the old mapping whole, never half of
 * each; replacements are made one at a time, so two at once cannot lose either. With
 * `--database-url` the mappings are on the PostgreSQL server every instance shares instead
 * (database/ledger-mappings.ts).
 */
import { z } from 'zod';
import {
  ledgerMappingInputSchema,
  type LedgerMappingInput,
} from '../../../../shared/api/ledger-mapping.js';
import { JsonFile } from '../files/data-file.js';

const FILE_NAME = 'ledger-mappings.json';

export const storedMappingSchema = z.object({
  mapping: ledgerMappingInputSchema,
  updated_at: z.string(),
});
export type StoredLedgerMapping = z.infer<typeof storedMappingSchema>;

interface MappingFile {
  accounts: Record<string, StoredLedgerMapping>;
}

/** Account names are case-insensitive on the platform; one mapping per account. */
export const accountKey = (account: string): string => account.trim().toLowerCase();

/** Where the mappings are kept: the data folder (or memory), or the shared database. */
export interface LedgerMappings {
  /** The account's mapping as last stored; null when it has none yet. */
  get(account: string): Promise<StoredLedgerMapping | null>;
  /** Replaces the account's whole mapping; resolves once it is stored. */
  replace(
    account: string,
    mapping: LedgerMappingInput,
    updatedAt: string,
  ): Promise<StoredLedgerMapping>;
}

export class LedgerMappingStore implements LedgerMappings {
  private readonly byAccount = new Map<string, StoredLedgerMapping>();
  private readonly file: JsonFile<MappingFile>;
  private queue: Promise<unknown> = Promise.resolve();

  private constructor(dataDir: string | null) {
    this.file = new JsonFile(dataDir, FILE_NAME);
  }

  /**
   * Reads the file once. An entry that no longer fits the contract (edited by hand) is left
   * out and reported to `onSkipped`, so the rest still loads and the account shows as unmapped.
   */
  static async open(
    dataDir: string | null,
    onSkipped: (account: string) => void = () => undefined,
  ): Promise<LedgerMappingStore> {
    const store = new LedgerMappingStore(dataDir);
    const stored = await store.file.load();
    const accounts: unknown = stored?.accounts;
    if (typeof accounts !== 'object' || accounts === null) return store;
    for (const [account, entry] of Object.entries(accounts)) {
      const parsed = storedMappingSchema.safeParse(entry);
      if (parsed.success) store.byAccount.set(accountKey(account), parsed.data);
      else onSkipped(account);
    }
    return store;
  }

  get(account: string): Promise<StoredLedgerMapping | null> {
    return Promise.resolve(this.byAccount.get(accountKey(account)) ?? null);
  }

  replace(
    account: string,
    mapping: LedgerMappingInput,
    updatedAt: string,
  ): Promise<StoredLedgerMapping> {
    const run = async (): Promise<StoredLedgerMapping> => {
      const entry: StoredLedgerMapping = { mapping, updated_at: updatedAt };
      const next = new Map(this.byAccount).set(accountKey(account), entry);
      await this.file.save({ accounts: Object.fromEntries(next) });
      // Held only once written: a failed write leaves the old mapping in force everywhere.
      this.byAccount.set(accountKey(account), entry);
      return entry;
    };
    const result = this.queue.then(run, run);
    this.queue = result.catch(() => undefined);
    return result;
  }
}
