/**
 * Each platform account's links from the account codes of its ledger mapping to its
 * bookkeeping package's accounts (a Moneybird category may have no code, or another), kept
 * for the connection they were made on: a new connection (another administration, other ids)
 * starts without. Kept as the connection is: `bookkeeping-links.json` in the data folder (the
 * per-account file of files/account-file.ts), in memory without one, or on the PostgreSQL
 * server every instance shares (postgres.ts).
 */
import { z } from 'zod';
import { accountCodeSchema } from '../../../../shared/api/ledger-mapping.js';
import { AccountFile } from '../files/account-file.js';

const FILE_NAME = 'bookkeeping-links.json';

export const storedLinksSchema = z.object({
  /** The connection (its id) the links were made on. */
  connection_id: z.string(),
  /** Our account code → the package's account id. */
  links: z.record(accountCodeSchema, z.string().regex(/^[0-9A-Za-z_-]{1,40}$/)),
});
export type StoredLinks = z.infer<typeof storedLinksSchema>;

const entrySchema = storedLinksSchema.nullable();

export interface BookkeepingLinks {
  get(account: string): Promise<StoredLinks | null>;
  /** Replaces the account's links. */
  put(account: string, links: StoredLinks): Promise<void>;
}

export class LinkStore implements BookkeepingLinks {
  private constructor(private readonly file: AccountFile<typeof entrySchema>) {}

  static async open(dataDir: string | null, onSkipped: (account: string) => void) {
    const file = await AccountFile.open({
      dataDir,
      fileName: FILE_NAME,
      entry: entrySchema,
      onSkipped,
    });
    return new LinkStore(file);
  }

  get(account: string): Promise<StoredLinks | null> {
    return Promise.resolve(this.file.entry(account) ?? null);
  }

  put(account: string, links: StoredLinks): Promise<void> {
    return this.file.change(account, () => ({ next: links, result: undefined }));
  }
}
