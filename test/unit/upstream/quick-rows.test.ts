import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { UPSTREAM_CALLS } from '../../../electron/upstream/calls.js';
import { parseListPage } from '../../../electron/upstream/parse-answer.js';
import { quickRowReader } from '../../../electron/upstream/quick-rows.js';
import { shopProductRowSchema } from '../../../electron/upstream/wire/catalog.js';
import { orderRowSchema } from '../../../electron/upstream/wire/orders.js';
import { decimal, optionalText, recordId } from '../../../electron/upstream/wire/primitives.js';

/** A value's full text: keys in order, and `undefined`, -0 and NaN or infinities shown as such. */
const exactText = (value: unknown) =>
  JSON.stringify(value, (_key, held: unknown) =>
    held === undefined || Object.is(held, -0) || (typeof held === 'number' && !isFinite(held))
      ? `<${Object.is(held, -0) ? '-0' : String(held)}>`
      : held,
  );

/** Any odd value a field could hold instead of its own. */
const oddValue = fc.oneof(
  fc.constantFrom(null, undefined, '', '12.50', '529', '-3', 'abc', '2026-10-31', -1, 1.5, -0),
  fc.constantFrom(Number.MAX_SAFE_INTEGER + 2, Number.NaN, Number.POSITIVE_INFINITY, true, [], {}),
  // Ten UTF-16 units but nine code points (which zod counts), and ten code points.
  fc.constantFrom('2024-01-\u{1F600}', '2024-01-0\u{1F600}', 'abcdefghi\u{1F600}x'),
  fc.string({ maxLength: 12 }),
  fc.double(),
);

/** A roll of 0–99, evenly: fast-check otherwise favours the bounds. */
const percent = fc.noBias(fc.nat({ max: 99 }));

/** A field's own value most of the time (97 %), else an odd one. */
const field = <T>(own: fc.Arbitrary<T>) =>
  fc.tuple(percent, own, oddValue).map(([roll, value, odd]) => (roll < 3 ? odd : value));

const ownId = fc.nat({ max: 1e9 });
const ownDecimal = fc.double({ noNaN: true, noDefaultInfinity: true });
const ownStamp = fc.constantFrom('2026-10-31 12:05:00+01:00', '2026-03-29 01:59:59.123456+01');
const ownText = fc.string({ maxLength: 20 });
/** A decimal as order payloads send it ("16.1200"); a number too large for that as it is. */
const decimalText = (value: number) => (Math.abs(value) < 1e15 ? value.toFixed(4) : String(value));

/** An object with, now and then, a key fewer (5 %) or one the schema does not know (20 %). */
function objectOf(fields: Record<string, fc.Arbitrary<unknown>>) {
  const keys = Object.keys(fields);
  return fc
    .tuple(
      fc.record(fields),
      percent,
      fc.constantFrom(...keys),
      fc.constantFrom('extra', 'date_created', 'flat_product'),
    )
    .map(([row, roll, dropped, added]) => {
      const kept = Object.entries(row).filter(([key]) => roll >= 5 || key !== dropped);
      if (roll >= 80 && !(added in row)) kept.push([added, 'unknown to the schema']);
      return Object.fromEntries(kept);
    });
}

const price = objectOf({
  id: field(ownId),
  product_id: field(ownId),
  product_price_type_id: field(ownId),
  ppu: field(ownDecimal),
  ppu_wt: field(ownDecimal),
  tax: field(ownDecimal),
  tax_rate_id: field(ownId),
  currency_iso3: field(fc.constant('EUR')),
  date_updated: field(ownStamp),
});

const shopProduct = objectOf({
  id: field(ownId),
  product_id: field(ownId),
  date_updated: field(ownStamp),
  orderable_stock_value: field(fc.oneof(ownDecimal, fc.constant(null))),
  product_price: field(fc.oneof(price, fc.constant(null))),
  product_default_price: field(price),
  product_emballage_price: field(fc.oneof(price, fc.constant(null))),
  flat_product: field(
    objectOf({
      title: field(fc.oneof(ownText, fc.constant(null))),
      product: field(
        objectOf({
          id: field(ownId),
          sku: field(ownText),
          type: field(fc.constantFrom('simple', 'configurable')),
          product_group_id: field(fc.oneof(ownId, fc.constant(null))),
          product_stock: field(
            objectOf({
              value: field(ownDecimal),
              unlimited: field(fc.boolean()),
              in_stock: field(fc.boolean()),
            }),
          ),
          date_updated: field(ownStamp),
        }),
      ),
    }),
  ),
});

/** Rows for any schema a quick reader is derived for, by the same parts, with odd values. */
function rowsOf(schema: z.ZodType): fc.Arbitrary<unknown> {
  // Order payloads send decimals and ids as text: both forms are their own.
  if (schema === decimal) return field(fc.oneof(ownDecimal, ownDecimal.map(decimalText)));
  if (schema === recordId) return field(fc.oneof(ownId, ownId.map(String)));
  if (schema === optionalText) return field(fc.oneof(ownText, fc.constant(null)));
  const def = schema._zod.def as {
    type: string;
    shape?: Record<string, z.ZodType>;
    innerType?: z.ZodType;
    element?: z.ZodType;
    in?: z.ZodType;
  };
  // What a pipe reads is what its first part reads; a transform takes whatever it is given.
  if (def.type === 'pipe' && def.in) return rowsOf(def.in);
  if (def.type === 'enum') return field(fc.constantFrom(...(schema._zod.values ?? [])));
  if (def.type === 'string') return field(fc.oneof(ownText, ownStamp));
  if (def.type === 'boolean') return field(fc.boolean());
  if (def.type === 'nullable' && def.innerType) {
    return fc.oneof(rowsOf(def.innerType), fc.constant(null));
  }
  if (def.type === 'optional' && def.innerType) return rowsOf(def.innerType);
  if (def.type === 'array' && def.element) {
    return field(fc.array(rowsOf(def.element), { maxLength: 3 }));
  }
  if (def.type === 'object' && def.shape) {
    const fields: Record<string, fc.Arbitrary<unknown>> = {};
    for (const [key, part] of Object.entries(def.shape)) fields[key] = rowsOf(part);
    return field(objectOf(fields));
  }
  throw new Error(`no rows for a ${def.type} schema`);
}

/** A shop product as the platform sends it most often: every field in its own type. */
const nativeProduct = (id: number) => ({
  id,
  product_id: id + 1,
  date_updated: '2026-10-31 12:05:00+01:00',
  orderable_stock_value: -2,
  product_price: {
    id: 7,
    product_id: id + 1,
    product_price_type_id: 1,
    default: true,
    ppu: 72.4679,
    ppu_wt: 78.99,
    tax: 0.09,
    tax_rate_id: 4080,
    currency_iso3: 'EUR',
    date_updated: '2026-10-31 12:05:00+01:00',
  },
  product_default_price: null,
  flat_product: {
    title: 'Koffiebonen',
    product: { id: id + 1, sku: 'KOF-1', type: 'simple', product_stock: { value: 10 } },
  },
});

const codecParts = { decode: Number, encode: String };

describe('quickRowReader', () => {
  const quick = quickRowReader(shopProductRowSchema);

  it('reads a shop product exactly as its schema does, or leaves it to the schema', () => {
    if (!quick) throw new Error('the shop product schema has no quick reader');
    let read = 0;
    fc.assert(
      fc.property(shopProduct, (row) => {
        const parsed = shopProductRowSchema.safeParse(row);
        const out = quick(row);
        if (out === undefined) return;
        read += 1;
        expect(parsed.success).toBe(true);
        expect(exactText(out)).toBe(exactText(parsed.data));
      }),
      { numRuns: 3000 },
    );
    // Rows with no odd field are common among the runs: the comparison above has had rows.
    expect(read).toBeGreaterThan(300);
  });

  it('reads the rows of every list call it is made for exactly as their schemas do', () => {
    for (const call of Object.values(UPSTREAM_CALLS)) {
      if (!('row' in call)) continue;
      const schema: z.ZodType = call.row;
      const read = quickRowReader(schema);
      if (!read) continue;
      let readRows = 0;
      fc.assert(
        fc.property(rowsOf(schema), (row) => {
          const out = read(row);
          if (out === undefined) return;
          readRows += 1;
          const parsed = schema.safeParse(row);
          expect(parsed.success).toBe(true);
          expect(exactText(out)).toBe(exactText(parsed.data));
        }),
        // Enough runs that the deepest rows' few plain ones (2–5 %) are sure to come up: at 500
        // runs a schema now and then had only 9 of them, and the check below failed by chance.
        { numRuns: 1500 },
      );
      // Some 2–5 % of the deepest rows (shop products, 30 fields) have no odd field; most others.
      expect(readRows).toBeGreaterThan(10);
    }
  });

  it('reads every row in the platform’s own types, so those are never parsed twice', () => {
    const row = nativeProduct(2000001);
    expect(exactText(quick?.(row))).toBe(exactText(shopProductRowSchema.parse(row)));
    expect(quick?.({ ...row, product_default_price: undefined })).toHaveProperty(
      'product_default_price',
      undefined,
    );
    expect(quick?.({ ...row, product_price: undefined })).not.toBeUndefined();
  });

  it('leaves to the schema a row it cannot read, for the schema’s own message', () => {
    const row = nativeProduct(1);
    expect(quick?.({ ...row, id: '52x' })).toBeUndefined();
    expect(quick?.({ ...row, orderable_stock_value: '12,50' })).toBeUndefined();
    expect(quick?.({ ...row, date_updated: 'short' })).toBeUndefined();
    // Ten UTF-16 units, nine code points: zod's least length counts code points.
    expect(quick?.({ ...row, date_updated: '2024-01-\u{1F600}' })).toBeUndefined();
    expect(quick?.({ ...row, date_updated: '2024-01-01' })).not.toBeUndefined();
    expect(quick?.({ ...row, id: -1 })).toBeUndefined();
    expect(quick?.(null)).toBeUndefined();
    expect(quick?.([row])).toBeUndefined();
  });

  it('is made for every list call, orders and payments in their text forms too', () => {
    for (const [name, call] of Object.entries(UPSTREAM_CALLS)) {
      if ('row' in call) expect(quickRowReader(call.row), name).not.toBeNull();
    }
    const read = quickRowReader(orderRowSchema);
    const order = {
      id: '529',
      number: null,
      shop_id: 2,
      status: 'complete',
      date_purchased: '2026-10-31 00:30:00.123456+01',
      date_updated: '2026-10-31 00:30:00.123456+01',
      value: '16.1200',
      value_wt: '19.5052',
      order_items: [
        {
          id: '1',
          quantity: '2.0000',
          ppu: '8.0600',
          ppu_wt: '9.7526',
          price: '16.1200',
          price_wt: '19.5052',
          tax: '0.2100',
          flat_product: { product: { product_group_id: 12 } },
          non_turnover_kind: 'tip',
        },
      ],
    };
    expect(exactText(read?.(order))).toBe(exactText(orderRowSchema.parse(order)));
    expect(read?.(order)).toMatchObject({ id: 529, value: 16.12, currency_iso3: 'EUR' });
    const item = { ...order.order_items[0], non_turnover_kind: 'voucher?' };
    expect(read?.({ ...order, order_items: [item] })).toBeUndefined();
    expect(read?.({ ...order, value: '16,12' })).toBeUndefined();
  });

  it('reads an order line’s totals to the cent, quick or not, and refuses no amount', () => {
    const line = { id: 1, quantity: 1, ppu: 0.9083, ppu_wt: 0.995, tax: 0.09 };
    const orderWith = (price: unknown, price_wt: unknown) => ({
      id: 1,
      shop_id: 2,
      status: 'complete',
      date_purchased: '2026-10-31 00:30:00+01',
      date_updated: '2026-10-31 00:30:00+01',
      value: 0.91,
      value_wt: 1,
      order_items: [{ ...line, price, price_wt }],
    });
    const read = quickRowReader(orderRowSchema);
    for (const [price, priceWt, cents] of [
      ['0.9083', '0.9950', [0.91, 1]],
      [-0.005, -1.004999, [-0.01, -1]],
      [4.26, '5.1500', [4.26, 5.15]],
    ] as const) {
      const order = orderWith(price, priceWt);
      const items = orderRowSchema.parse(order).order_items;
      expect(items.map((item) => [item.price, item.price_wt])).toEqual([cents]);
      expect(exactText(read?.(order))).toBe(exactText(orderRowSchema.parse(order)));
    }
    const huge = orderRowSchema.safeParse(orderWith(1e40, 1));
    expect(huge.error?.issues[0]).toMatchObject({
      path: ['order_items', 0, 'price'],
      message: 'is not an amount of money',
    });
  });

  it('runs transforms as zod does, and declines one that reports an issue', () => {
    const refusing = z.object({
      n: decimal.transform((value, context) => {
        if (value < 0) context.addIssue({ code: 'custom', message: 'negative' });
        return value * 2;
      }),
    });
    const read = quickRowReader(refusing);
    expect(read?.({ n: '1.5' })).toEqual({ n: 3 });
    expect(read?.({ n: -1 })).toBeUndefined();
    expect(refusing.safeParse({ n: -1 }).success).toBe(false);
    // Absent, a field that is optional in and out puts out nothing, whatever its parts make.
    const absent = z.object({
      n: z.pipe(
        z.transform((): string | undefined => 'made'),
        z.string().optional(),
      ),
    });
    expect(exactText(quickRowReader(absent)?.({}))).toBe(exactText(absent.parse({})));
  });

  it('has none for a schema with parts it does not derive', () => {
    expect(quickRowReader(z.object({ n: z.number().default(0) }))).toBeNull();
    expect(quickRowReader(z.object({ s: z.string().max(3) }))).toBeNull();
    expect(quickRowReader(z.object({ n: z.number().refine((n) => n > 0) }))).toBeNull();
    expect(quickRowReader(z.object({ p: z.codec(z.string(), z.number(), codecParts) }))).toBeNull();
    expect(quickRowReader(z.looseObject({ id: recordId }))).toBeNull();
    expect(quickRowReader(z.object({ email: z.email() }))).toBeNull();
    expect(quickRowReader(z.object({ n: z.coerce.boolean() }))).toBeNull();
    expect(quickRowReader(z.object({ s: z.exactOptional(z.string()) }))).toBeNull();
    expect(quickRowReader(z.object({ ['__proto__']: z.string() }))).toBeNull();
    const tree = z.object({
      id: recordId,
      get children() {
        return z.array(tree);
      },
    });
    expect(quickRowReader(tree)).toBeNull();
  });

  it('reads arrays element by element', () => {
    const schema = z.object({ ids: z.array(recordId), names: z.array(optionalText).nullish() });
    const read = quickRowReader(schema);
    expect(read?.({ ids: [1, 2], names: ['a', null] })).toEqual({ ids: [1, 2], names: ['a', ''] });
    expect(read?.({ ids: [1, '2'] })).toEqual(schema.parse({ ids: [1, '2'] }));
    expect(read?.({ ids: [1, '2.5'] })).toBeUndefined();
  });

  it('reads keys of any text as zod does (its function names them as string literals)', () => {
    const keys = ['a"b', "it's", 'back\\slash', 'x y', '0', 'line\nbreak', '\u2028', 'constructor'];
    const schema = z.object(Object.fromEntries(keys.map((key) => [key, optionalText])));
    const read = quickRowReader(schema);
    const row = Object.fromEntries(keys.map((key, index) => [key, `value ${index}`]));
    expect(exactText(read?.(row))).toBe(exactText(schema.parse(row)));
    const absent = { ...row, 'x y': undefined, extra: 1 };
    expect(exactText(read?.(absent))).toBe(exactText(schema.parse(absent)));
  });
});

describe('parseListPage with a quick reader', () => {
  it('gives what the schema gives, row by row, whichever reads each row', () => {
    const rows = [nativeProduct(1), { ...nativeProduct(2), id: '2' }, nativeProduct(3)];
    const page = parseListPage({ data: rows, total: 3 }, shopProductRowSchema, 'search', 0);
    expect(page.data.map(exactText)).toEqual(
      rows.map((row) => exactText(shopProductRowSchema.parse(row))),
    );
  });

  it('names an unreadable row as before', () => {
    const rows = [nativeProduct(1), { ...nativeProduct(2), id: 'x' }];
    expect(() =>
      parseListPage({ data: rows, total: 2 }, shopProductRowSchema, 'search', 100),
    ).toThrow(/upstream answered row 101 we cannot read \(id: /);
  });
});
