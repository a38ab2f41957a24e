/**
 * The ledger mappings, one per platform account, kept in the data folder as one JSON file
 * (`ledger-mappings.json`), or in memory when there is no data folder, by the per-account
 * file every such store shares (files/account-file.ts): a replacement is written whole before
 * it is answered or held, so a crash or a full disk leaves the old mapping whole, and one at a
 * time, so two at once cannot lose either. With `--database-url` the mappings are on the
 * PostgreSQL server every instance shares instead (postgres.ts).
 */
import { z } from 'zod';
import {
  ledgerMappingInputSchema,
  type LedgerMappingInput,
} from '../../../../shared/api/ledger-mapping.js';
import { AccountFile } from '../files/account-file.js';

const FILE_NAME = 'ledger-mappings.json';

export const storedMappingSchema = z.object({
  mapping: ledgerMappingInputSchema,
  updated_at: z.string(),
});
export type StoredLedgerMapping = z.infer<typeof storedMappingSchema>;

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
  private constructor(private readonly file: AccountFile<typeof storedMappingSchema>) {}

  /**
   * Reads the file once. An entry that no longer fits the contract (edited by hand) is left
   * out and reported to `onSkipped`, so the rest still loads and the account shows as unmapped.
   */
  static async open(
    dataDir: string | null,
    onSkipped: (account: string) => void = () => undefined,
  ): Promise<LedgerMappingStore> {
    const file = await AccountFile.open({
      dataDir,
      fileName: FILE_NAME,
      entry: storedMappingSchema,
      onSkipped,
    });
    return new LedgerMappingStore(file);
  }

  get(account: string): Promise<StoredLedgerMapping | null> {
    return Promise.resolve(this.file.entry(account) ?? null);
  }

  replace(
    account: string,
    mapping: LedgerMappingInput,
    updatedAt: string,
  ): Promise<StoredLedgerMapping> {
    // Held only once written: a failed write leaves the old mapping in force everywhere.
    const entry: StoredLedgerMapping = { mapping, updated_at: updatedAt };
    return this.file.change(account, () => ({ next: entry, result: entry }));
  }
}
