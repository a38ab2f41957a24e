/**
 * The products of the read model: each shop product as the platform's search answered it
 * (JSON text, with its embedded prices), by partition and id. Written a page at a time from
 * a whole read, and read back a page at a time by id, so no statement ever carries more than
 * a page.
 */
import type { ShopProductRow } from '../../../upstream/wire.js';
import type { PartitionKey } from './partition.js';
import type { StoreQueries } from './store.js';

/** Products per statement: one platform page. */
const BATCH = 1000;

/**
 * A page of products as stored: one JSON array, made when the page arrives. Each product's
 * row is its element's text, which a `json` value keeps as written: the same text as
 * `JSON.stringify` of the product alone, without turning every row into a string of its own
 * first (which doubled the service's work per page and the bytes sent to the engine).
 */
export const storedBatchOf = (products: readonly ShopProductRow[]): string =>
  JSON.stringify(products);

/** A page of products held for the store (StoredBatches). */
interface HeldBatch {
  /** Characters of its stored text: measured for a read's first page, else estimated. */
  chars: number;
  /** Its stored text (storedBatchOf), made when called unless it was made to measure. */
  text(): string;
}

/**
 * The pages of one whole read, each held as its rows and made into its stored text only when
 * it is written: on a first read's answer path, making the text as each page came was a sixth
 * of the service's thread (docs/performance.md). What a held page weighs is
 * still told in characters of that text: the read's first page is made at once and measured,
 * and every later page counted at its characters per product (the rows of one catalog differ
 * little in size; as objects they weigh some 15 % more than as text, measured).
 */
export class StoredBatches {
  private charsPerProduct: number | null = null;

  hold(products: readonly ShopProductRow[]): HeldBatch {
    if (this.charsPerProduct === null && products.length > 0) {
      const text = storedBatchOf(products);
      this.charsPerProduct = text.length / products.length;
      return { chars: text.length, text: () => text };
    }
    return { chars: this.charsOf(products.length), text: () => storedBatchOf(products) };
  }

  /** What `products` products weigh as stored text, at the first page's measure (0 before). */
  charsOf(products: number): number {
    return Math.ceil(products * (this.charsPerProduct ?? 0));
  }
}

/** Stores a batch (storedBatchOf); returns how many products were new or different. */
export async function upsertProductBatch(
  db: StoreQueries,
  partition: PartitionKey,
  batch: string,
): Promise<number> {
  const written = await db.query(
    `insert into rm_products (partition, id, row)
     select $1, (x ->> 'id')::bigint, x::text from json_array_elements($2::json) as x
     on conflict (partition, id) do update set row = excluded.row
       where rm_products.row <> excluded.row
     returning id`,
    [partition, batch],
  );
  return written.length;
}

/** Stores any number of products, a batch at a time; returns how many were new or different. */
export async function upsertProducts(
  db: StoreQueries,
  partition: PartitionKey,
  products: readonly ShopProductRow[],
): Promise<number> {
  let changed = 0;
  for (let index = 0; index < products.length; index += BATCH) {
    changed += await upsertProductBatch(
      db,
      partition,
      storedBatchOf(products.slice(index, index + BATCH)),
    );
  }
  return changed;
}

/**
 * Removes the partition's products with ids in (`after`, `upTo`] but those in `kept`; answers
 * how many. A whole read comes in id order, so each page removes what vanished between the
 * page before and itself (`upTo` null: everything after the last page), and no statement
 * ever carries more than a page of ids.
 */
export async function deleteProductsBetween(
  db: StoreQueries,
  partition: PartitionKey,
  after: number,
  upTo: number | null,
  kept: readonly number[] = [],
): Promise<number> {
  const gone = await db.query(
    `delete from rm_products where partition = $1 and id > $2
       and ($3::bigint is null or id <= $3) and not (id = any($4::bigint[])) returning id`,
    [partition, after, upTo, [...kept]],
  );
  return gone.length;
}

/** The partition's products by id, `pageSize` at a time (each page after the last id read). */
export async function* selectProductPages(
  db: StoreQueries,
  partition: PartitionKey,
  pageSize: number,
): AsyncGenerator<ShopProductRow[]> {
  let after = -1;
  for (;;) {
    const rows = await db.query<{ id: number; row: string }>(
      'select id, row from rm_products where partition = $1 and id > $2 order by id limit $3',
      [partition, after, pageSize],
    );
    if (rows.length > 0) yield rows.map((row) => JSON.parse(row.row) as ShopProductRow);
    const last = rows.at(-1);
    if (!last || rows.length < pageSize) return;
    after = last.id;
  }
}
