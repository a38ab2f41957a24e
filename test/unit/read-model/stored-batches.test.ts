/**
 * A whole read's pages held as their rows, or as the means to read them again, made into their
 * stored text only when written (products-table.ts): the first page measured, the later ones
 * weighed at its measure.
 */
import { describe, expect, it } from 'vitest';
import {
  StoredBatches,
  storedBatchOf,
} from '../../../electron/service/data/read-model/products-table.js';
import type { ShopProductRow } from '../../../electron/upstream/wire.js';

const product = (id: number, title: string): ShopProductRow => ({
  id,
  product_id: id + 1_000,
  date_updated: '2026-11-19 23:25:00+01:00',
  orderable_stock_value: 3,
  product_price: null,
  product_default_price: null,
  product_emballage_price: null,
  flat_product: {
    title,
    product: { id: id + 1_000, sku: `SKU-${id}`, type: 'simple', product_group_id: null },
  },
});

const pageOf = (first: number, count: number, title = 'Koffie') =>
  Array.from({ length: count }, (_, index) => product(first + index, title));

describe('StoredBatches', () => {
  it("measures the first page's text, and weighs later pages at its characters per product", () => {
    const batches = new StoredBatches();
    expect(batches.charsOf(10)).toBe(0);
    const first = pageOf(1, 4);
    const held = batches.hold(first);
    const text = storedBatchOf(first);
    expect(held.chars).toBe(text.length);
    expect(held.take()).toEqual({ rows: first, text });
    expect(batches.charsOf(8)).toBe(text.length * 2);
    // A later page is weighed, not measured: its longer titles do not count.
    const later = pageOf(5, 2, 'Koffie met een veel langere naam');
    const heldLater = batches.hold(later);
    expect(heldLater.chars).toBe(Math.ceil(text.length / 2));
    expect(heldLater.take()).toEqual({ rows: later, text: storedBatchOf(later) });
  });

  it('holds a later page that can be read again as that, and reads it only when written', () => {
    const batches = new StoredBatches();
    const first = pageOf(1, 2);
    let reads = 0;
    // The first page is measured at once: its rows are held, never read again.
    batches.hold(first, () => {
      reads += 1;
      return first;
    });
    const later = pageOf(3, 2);
    const again = pageOf(3, 2, 'Koffie zoals de pagina hem opnieuw las');
    const held = batches.hold(later, () => {
      reads += 1;
      return again;
    });
    expect(held.chars).toBe(storedBatchOf(first).length);
    expect(reads).toBe(0);
    // What is written is what the page reads again: the held rows are not kept.
    expect(held.take()).toEqual({ rows: again, text: storedBatchOf(again) });
    expect(reads).toBe(1);
  });

  it('measures the first page that has rows', () => {
    const batches = new StoredBatches();
    expect(batches.hold([]).chars).toBe(0);
    const first = pageOf(1, 3);
    expect(batches.hold(first).chars).toBe(storedBatchOf(first).length);
  });
});
