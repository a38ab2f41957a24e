/**
 * The ledger mappings on the PostgreSQL server every instance shares, one row per platform
 * account (its name in lower case, as the data folder's file keys it): a replacement is one
 * upsert, so every instance answers the mapping last stored by any of them.
 */
import type { LedgerMappingInput } from '../../../../shared/api/ledger-mapping.js';
import { accountKey } from '../files/account-file.js';
import { storedMappingSchema, type LedgerMappings, type StoredLedgerMapping } from './store.js';
import type { Queries } from '../database/pool.js';

export class PostgresLedgerMappings implements LedgerMappings {
  constructor(
    private readonly db: Queries,
    /** Told of a stored mapping that no longer fits the contract (left out: unmapped). */
    private readonly onSkipped: (account: string) => void,
  ) {}

  async get(account: string): Promise<StoredLedgerMapping | null> {
    const [row] = await this.db.query<{ mapping: unknown; updated_at: string }>(
      'select mapping, updated_at from svc_ledger_mappings where account = $1',
      [accountKey(account)],
    );
    if (!row) return null;
    const parsed = storedMappingSchema.safeParse(row);
    if (parsed.success) return parsed.data;
    this.onSkipped(account);
    return null;
  }

  async replace(
    account: string,
    mapping: LedgerMappingInput,
    updatedAt: string,
  ): Promise<StoredLedgerMapping> {
    await this.db.query(
      `insert into svc_ledger_mappings (account, mapping, updated_at) values ($1, $2, $3)
       on conflict (account) do update set mapping = excluded.mapping,
         updated_at = excluded.updated_at`,
      [accountKey(account), JSON.stringify(mapping), updatedAt],
    );
    return { mapping, updated_at: updatedAt };
  }
}
