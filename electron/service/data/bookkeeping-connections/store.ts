/**
 * Each platform account's connection to its bookkeeping package: which package, which
 * administration, and the API token sealed under the vault key (never in clear, never
 * answered back). Kept as the ledger mappings are: `bookkeeping-connections.json` in the data
 * folder (the per-account file of files/account-file.ts), in memory without one, or on the
 * PostgreSQL server every instance shares (postgres.ts), so every instance posts with it.
 */
import { z } from 'zod';
import { BOOKKEEPING_PACKAGES } from '../../../../shared/api/bookkeeping.js';
import { AccountFile } from '../files/account-file.js';

const FILE_NAME = 'bookkeeping-connections.json';

const sealedBoxSchema = z.object({
  salt: z.string(),
  iv: z.string(),
  ciphertext: z.string(),
  tag: z.string(),
});

export const storedConnectionSchema = z.object({
  /** Bound into the sealed token, so it cannot be moved to another record. */
  id: z.string(),
  package: z.enum(BOOKKEEPING_PACKAGES),
  administration_id: z.string(),
  administration_name: z.string(),
  token: sealedBoxSchema,
  vault_key_id: z.string(),
  connected_at: z.string(),
});
export type StoredConnection = z.infer<typeof storedConnectionSchema>;

/** A disconnected account keeps `null`: the per-account file never drops an entry. */
const entrySchema = storedConnectionSchema.nullable();

export interface BookkeepingConnections {
  get(account: string): Promise<StoredConnection | null>;
  /** Replaces the account's connection; null removes it. */
  put(account: string, connection: StoredConnection | null): Promise<void>;
}

export class ConnectionStore implements BookkeepingConnections {
  private constructor(private readonly file: AccountFile<typeof entrySchema>) {}

  static async open(
    dataDir: string | null,
    onSkipped: (account: string) => void,
  ): Promise<ConnectionStore> {
    const file = await AccountFile.open({
      dataDir,
      fileName: FILE_NAME,
      entry: entrySchema,
      onSkipped,
    });
    return new ConnectionStore(file);
  }

  get(account: string): Promise<StoredConnection | null> {
    return Promise.resolve(this.file.entry(account) ?? null);
  }

  put(account: string, connection: StoredConnection | null): Promise<void> {
    return this.file.change(account, () => ({ next: connection, result: undefined }));
  }
}
