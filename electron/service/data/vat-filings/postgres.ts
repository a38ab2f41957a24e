/**
 * The filed VAT periods on the PostgreSQL server every instance shares, one row per filing
 * under its platform account (in lower case, as the data folder's file keys it). A filing is
 * checked against the account's others and stored in one transaction holding the account's
 * lock, so two instances filing overlapping periods at once cannot both succeed.
 */
import type { VatFiling, VatFilingUndone } from '../../../../shared/api/vat-filings.js';
import { accountKey } from '../files/account-file.js';
import { filedOrdersSchema, type FiledOrder } from './filed-order.js';
import {
  byPeriod,
  overlaps,
  standingOf,
  storedFilingSchema,
  type AddFilingResult,
  type FiledPeriods,
  type KeptFiling,
} from './store.js';
import type { Queries, ServiceDatabase } from '../database/pool.js';

interface FilingRow {
  id: string;
  from_day: string;
  to_day: string;
  location_id: number | null;
  filed_at: string;
  filed_by: string;
  figures: unknown;
  /** null: a row from before migration 8, whose filing declared nothing. */
  declared: unknown;
  /** null: the filing stands (migration 11). */
  undone: unknown;
}

const SELECT =
  'select id, from_day, to_day, location_id, filed_at, filed_by, figures, declared, undone ' +
  'from svc_vat_filings';

export class PostgresFiledPeriods implements FiledPeriods {
  constructor(
    private readonly db: Pick<ServiceDatabase, 'query' | 'transaction'>,
    /** Told of a stored filing that no longer fits the contract (left out). */
    private readonly onSkipped: (account: string) => void,
  ) {}

  async list(account: string): Promise<VatFiling[]> {
    return standingOf(await this.read(this.db, account, 'standing'));
  }

  history(account: string): Promise<KeptFiling[]> {
    return this.read(this.db, account, 'all');
  }

  add(account: string, filing: VatFiling, orders: readonly FiledOrder[]): Promise<AddFilingResult> {
    return this.db.transaction(async (tx) => {
      // A transaction's lock on this account's filings: the check and the insert as one.
      await tx.query("select pg_advisory_xact_lock(hashtext('svc_vat_filings:' || $1))", [
        accountKey(account),
      ]);
      const overlapping = (await this.read(tx, account, 'standing')).find((other) =>
        overlaps(other, filing),
      );
      if (overlapping) return { overlapping };
      await tx.query(
        `insert into svc_vat_filings
           (id, account, from_day, to_day, location_id, filed_at, filed_by, figures, orders,
            declared)
         values ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10)`,
        [
          filing.id,
          accountKey(account),
          filing.from,
          filing.to,
          filing.location_id,
          filing.filed_at,
          filing.filed_by,
          JSON.stringify(filing.figures),
          JSON.stringify(orders),
          JSON.stringify(filing.declared),
        ],
      );
      return { added: filing };
    });
  }

  async ordersOf(account: string, id: string): Promise<FiledOrder[] | null> {
    const [row] = await this.db.query<{ orders: unknown }>(
      'select orders from svc_vat_filings where account = $1 and id = $2',
      [accountKey(account), id],
    );
    // Orders that no longer fit are as good as none: the correction says they are not known.
    const parsed = filedOrdersSchema.safeParse(row?.orders);
    return parsed.success ? parsed.data : null;
  }

  async remove(account: string, id: string, undone: VatFilingUndone): Promise<boolean> {
    // Kept for the period's history; its orders are of no further use.
    const rows = await this.db.query<{ id: string }>(
      `update svc_vat_filings set undone = $3, orders = null
       where account = $1 and id = $2 and undone is null returning id`,
      [accountKey(account), id, JSON.stringify(undone)],
    );
    return rows.length > 0;
  }

  private async read(db: Queries, account: string, which: 'standing' | 'all') {
    const rows = await db.query<FilingRow>(
      `${SELECT} where account = $1${which === 'standing' ? ' and undone is null' : ''}`,
      [accountKey(account)],
    );
    const filings: KeptFiling[] = [];
    for (const row of rows) {
      const parsed = storedFilingSchema.safeParse({
        id: row.id,
        from: row.from_day,
        to: row.to_day,
        location_id: row.location_id,
        filed_at: row.filed_at,
        filed_by: row.filed_by,
        figures: row.figures,
        declared: row.declared ?? undefined,
        undone: row.undone ?? undefined,
      });
      if (parsed.success) filings.push(parsed.data);
      else this.onSkipped(account);
    }
    return filings.sort(byPeriod);
  }
}
