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
 * Products per statement where a user may be waiting for the embedded engine's one connection
 * (a first read for nobody, the warm-up's): a user waits for the statement under way, and one
 * of 1,000 took up to 1.1 s beside busy processes (docs/decisions/0073-no-cold-start.md).
 */
export const WRITTEN_APART = 200;

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
  /** Its rows and stored text (storedBatchOf), made when called unless made to measure. */
  take(): { rows: readonly ShopProductRow[]; text: string };
}

/**
 * A page held as the means to read its rows again (PageSink's `again`: the platform's answer
 * text), not as its rows. Apart from `hold`, so the function made here keeps nothing of the
 * rows: each held page of a first read would otherwise live, thousands of objects, across
 * every collection of the young generation until the answer is out, and be copied each time
 * (docs/decisions/0042-first-catalog-read-answers-before-store.md).
 */
function heldAsText(chars: number, again: () => readonly ShopProductRow[]): HeldBatch {
  return {
    chars,
    take: () => {
      const rows = again();
      return { rows, text: storedBatchOf(rows) };
    },
  };
}

/**
 * The pages of one whole read, each held until it is written and made into its stored text
 * only then: on a first read's answer path, making the text as each page came was a sixth of
 * the service's thread (docs/performance.md). A page that can be read again (`again`) is held
 * as that, the answer's text, and read again when written; otherwise as its rows. What a held
 * page weighs is still told in characters of its stored text: the read's first page is made at
 * once and measured, and every later page counted at its characters per product (the rows of
 * one catalog differ little in size; as objects they weigh some 15 % more than as text,
 * measured).
 */
export class StoredBatches {
  private charsPerProduct: number | null = null;

  hold(products: readonly ShopProductRow[], again?: () => readonly ShopProductRow[]): HeldBatch {
    if (this.charsPerProduct === null && products.length > 0) {
      const text = storedBatchOf(products);
      this.charsPerProduct = text.length / products.length;
      return { chars: text.length, take: () => ({ rows: products, text }) };
    }
    const chars = this.charsOf(products.length);
    if (again) return heldAsText(chars, again);
    return { chars, take: () => ({ rows: products, text: storedBatchOf(products) }) };
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

/**
 * Stores a page of a whole read: as one statement of its stored text, or, without one (a
 * first read for nobody), in statements of WRITTEN_APART.
 */
export const upsertPage = (
  db: StoreQueries,
  partition: PartitionKey,
  rows: readonly ShopProductRow[],
  batch?: string,
): Promise<number> =>
  batch === undefined
    ? upsertProducts(db, partition, rows, WRITTEN_APART)
    : upsertProductBatch(db, partition, batch);

/** Stores any number of products, a batch at a time; returns how many were new or different. */
export async function upsertProducts(
  db: StoreQueries,
  partition: PartitionKey,
  products: readonly ShopProductRow[],
  batch = BATCH,
): Promise<number> {
  let changed = 0;
  for (let index = 0; index < products.length; index += batch) {
    changed += await upsertProductBatch(
      db,
      partition,
      storedBatchOf(products.slice(index, index + batch)),
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
