/**
 * The one interface the read model talks to its database through. Two engines implement it
 * with the same SQL: PGlite (PostgreSQL compiled to WebAssembly, in this process, the default:
 * no server, no native build) and a real PostgreSQL server (`--database-url`), so a chain can
 * run one shared service for many PCs. Only plain PostgreSQL SQL is used, with `$1` parameters.
 */
export interface StoreQueries {
  /** One statement with `$n` parameters; its rows. */
  query<Row extends object>(sql: string, params?: readonly unknown[]): Promise<Row[]>;
}

export interface ReadStore extends StoreQueries {
  readonly engine: 'pglite' | 'postgres';
  /** Runs `work` in one transaction: all of its writes land, or none do. */
  transaction<T>(work: (tx: StoreQueries) => Promise<T>): Promise<T>;
  /**
   * Runs `work` while no other service on this database runs work under `key` (null, without
   * running it, while one does): the warm-up's months, so services on one PostgreSQL read
   * each once between them. PostgreSQL holds the claim as a session's advisory lock, which
   * ends with its connection, so a service killed (`kill -9`) leaves no claim behind. The
   * embedded database has one service (its data folder's lock): it always runs `work`.
   */
  claim<T>(key: string, work: () => Promise<T>): Promise<{ value: T } | null>;
  close(): Promise<void>;
}

/** The tables read back a page at a time, over many rows. */
type PagedTable = 'rm_products' | 'rm_orders';

/**
 * Brings the planner's statistics of `table` up to date once many rows were stored in it.
 * The embedded engine runs no autovacuum: a table it never analyzed is planned as if nearly
 * empty, and each page read after the last key became a scan of every later row and a sort.
 * Reading a year of orders back then took time growing with its square
 * (docs/decisions/0043-statistics-after-whole-read.md). A PostgreSQL server analyzes on its own,
 * later; doing it now costs it one sampling pass.
 */
export async function refreshStatistics(db: StoreQueries, table: PagedTable): Promise<void> {
  await db.query(`analyze ${table} (${KEY_COLUMNS[table]})`);
}

/**
 * The columns the pages are found and ordered by: their statistics, from a small sample
 * (schema.ts), are all the planner needs; the JSON columns are never filtered on.
 */
const KEY_COLUMNS: Record<PagedTable, string> = {
  rm_products: 'partition, id',
  rm_orders: 'partition, purchased, id, shop_id, status',
};
