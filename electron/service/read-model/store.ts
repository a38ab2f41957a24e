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
  close(): Promise<void>;
}
