import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  locationSchema,
  locationsResponseSchema,
  paymentMethodsResponseSchema,
  shopsResponseSchema,
  taxRatesResponseSchema,
  turnoverGroupsResponseSchema,
} from '../../../shared/api/reference.js';
import { STRICT_PUBLIC, startTestService, type TestService } from '../harness.js';
import { rawUpstream, type RawUpstream } from '../catalog/raw-upstream.js';
import type { RawRows } from '../raw-platform.js';
import { expectError } from '../expect-error.js';

type ShopRow = RawRows['listShops'];
type LocationRow = RawRows['listLocations'];

let test: TestService;
let manager: string;
let staff: string;
let other: string;
let raw: RawUpstream;
let rawShops: ShopRow[];
let rawLocations: LocationRow[];
let staffLocationId: number;

const byId = [{ name: 'id', dir: 'asc' as const }];

beforeAll(async () => {
  test = await startTestService();
  [manager, staff, other] = await Promise.all([
    test.login('manager'),
    test.login('staff'),
    test.login('otherAccount'),
  ]);
  raw = await rawUpstream(test);
  rawShops = await raw.drain('listShops', { order: byId });
  rawLocations = await raw.drain('listLocations', {
    order: byId,
  });
  const me = (await test.get('/api/me', staff)).json as { locked_location_id: number | null };
  staffLocationId = me.locked_location_id ?? 0;
});
afterAll(() => test.close());

async function ok(path: string, token = manager): Promise<unknown> {
  const answer = await test.get(path, token);
  expect(answer.status, `${path}: ${answer.text}`).toBe(200);
  return answer.json;
}

const fails = async (path: string, status: number, mention: string, token = manager) =>
  expectError(await test.get(path, token), status, mention);

describe('GET /api/tax-rates', () => {
  it('gives one country’s rates with value as an exact percentage', async () => {
    const body = taxRatesResponseSchema.parse(await ok('/api/tax-rates?country_iso2=NL'));
    const expected = (await raw.taxRates()).filter((rate) => rate.country_iso2 === 'NL');
    expect(body).toMatchObject({ start: 0, limit: 1000, count: 3, total: 3 });
    expect(body.data.map((rate) => [rate.id, rate.alias, rate.value])).toEqual(
      expected.map((rate) => [rate.id, rate.alias, Math.round(rate.value * 10_000) / 100]),
    );
    expect(body.data.map((rate) => rate.value)).toEqual([21, 9, 0]);
    const lower = taxRatesResponseSchema.parse(await ok('/api/tax-rates?country_iso2=nl'));
    expect(lower.data).toEqual(body.data);
  });

  it('turns fractions without a float image into exact percentages (FR 5.5, FI 25.5)', async () => {
    const france = taxRatesResponseSchema.parse(await ok('/api/tax-rates?country_iso2=FR'));
    expect(france.data.map((rate) => rate.value)).toEqual([20, 5.5, 10, 2.1, 0]);
    const finland = taxRatesResponseSchema.parse(await ok('/api/tax-rates?country_iso2=FI'));
    expect(finland.data[0]?.value).toBe(25.5);
  });

  it('without a country gives the whole EU registry in one answer, Austria first', async () => {
    const all = await raw.taxRates();
    expect(all.length).toBeGreaterThan(100);
    // As the specification says: a client that does not page gets every rate.
    const everything = taxRatesResponseSchema.parse(await ok('/api/tax-rates'));
    expect(everything).toMatchObject({ start: 0, limit: 1000, count: all.length });
    expect(everything.total).toBe(all.length);
    expect(everything.data[0]?.country_iso2).toBe('AT');
    const countries = everything.data.map((rate) => rate.country_iso2);
    expect(countries).toEqual([...countries].sort());
    const first = taxRatesResponseSchema.parse(await ok('/api/tax-rates?limit=100'));
    expect(first).toMatchObject({ start: 0, limit: 100, count: 100 });
    const rest = taxRatesResponseSchema.parse(await ok('/api/tax-rates?start=100'));
    expect([...first.data, ...rest.data]).toEqual(everything.data);
  });

  it('answers an unknown but well-formed country with no rates', async () => {
    const body = taxRatesResponseSchema.parse(await ok('/api/tax-rates?country_iso2=US'));
    expect(body).toMatchObject({ count: 0, total: 0, data: [] });
  });

  it('rejects bad parameters', async () => {
    await fails('/api/tax-rates?country_iso2=NLD', 400, 'country_iso2');
    await fails('/api/tax-rates?country_iso2=N1', 400, 'country_iso2');
    await fails('/api/tax-rates?country_iso2=%C3%96S', 400, 'country_iso2');
    await fails('/api/tax-rates?country_iso2=NL&country_iso2=BE', 400, 'country_iso2');
    await fails('/api/tax-rates?limit=0', 400, 'limit');
    await fails('/api/tax-rates?start=-5', 400, 'start');
    await fails('/api/tax-rates?country=NL', 400, 'country');
  });
});

describe('GET /api/payment-methods', () => {
  const internal = ['Returns', 'PaymentBalance', 'Imported', 'Dummy'];

  it.skipIf(STRICT_PUBLIC)(
    'lists published customer-facing methods, default first, then Dutch title order',
    async () => {
      const body = paymentMethodsResponseSchema.parse(await ok('/api/payment-methods'));
      const rawMethods = await raw.drain('listPaymentMethods', { order: byId });
      const expected = rawMethods.filter(
        (row) => row.published && row.active && !internal.includes(row.provider_method_type.alias),
      );
      expect(rawMethods.length).toBeGreaterThan(expected.length);
      expect(body.count).toBe(expected.length);
      expect(body.total).toBe(expected.length);
      expect(body.data.map((row) => row.title)).toEqual([
        'Pin',
        'Bankoverschrijving',
        'Cadeaukaart',
        'Contant',
        'iDEAL',
        'Op rekening',
        'VVV Cadeaubon',
      ]);
      const pin = rawMethods.find((row) => row.title === 'Pin');
      expect(body.data[0]).toEqual({
        id: pin?.id,
        title: 'Pin',
        alias: pin?.alias,
        type_alias: 'Pin',
        is_default: true,
      });
      expect(body.data.slice(1).every((row) => !row.is_default)).toBe(true);
      for (const row of body.data) expect(internal).not.toContain(row.type_alias);
    },
  );

  // Recorded method rows carry no type alias, default or published flag: the service finds
  // each type by asking per alias, knows no default, and can only leave out inactive ones.
  it.runIf(STRICT_PUBLIC)(
    'lists active methods with their types, internal ones left out, by Dutch title',
    async () => {
      const body = paymentMethodsResponseSchema.parse(await ok('/api/payment-methods'));
      const rawMethods = await raw.drain('listPaymentMethods', { order: byId });
      expect(rawMethods.every((row) => !('provider_method_type' in row))).toBe(true);
      expect(body.data.map((row) => [row.title, row.type_alias])).toEqual([
        ['Bankoverschrijving', 'BankTransfer'],
        ['Cadeaukaart', 'OnlineGiftCard'],
        ['Contant', 'Cash'],
        ['iDEAL', 'Web'],
        ['Op rekening', 'OnAccount'],
        ['PayPal', 'Web'],
        ['Pin', 'Pin'],
        ['VVV Cadeaubon', 'ExternalGiftCard'],
      ]);
      expect(body.data.every((row) => !row.is_default && row.alias === null)).toBe(true);
      const byTitle = new Map(rawMethods.map((row) => [row.title, row.id]));
      for (const row of body.data) expect(row.id).toBe(byTitle.get(row.title));
    },
  );

  it('takes no parameters', async () => {
    await fails('/api/payment-methods?limit=10', 400, 'limit');
  });

  it('gives each account its own ids with the same stable type aliases', async () => {
    const ours = paymentMethodsResponseSchema.parse(await ok('/api/payment-methods'));
    const theirs = paymentMethodsResponseSchema.parse(await ok('/api/payment-methods', other));
    expect(theirs.data.map((row) => row.type_alias)).toEqual(
      ours.data.map((row) => row.type_alias),
    );
    const ourIds = new Set(ours.data.map((row) => row.id));
    expect(theirs.data.some((row) => ourIds.has(row.id))).toBe(false);
  });
});

describe('GET /api/shops', () => {
  it('lists every shop with its type and location', async () => {
    const body = shopsResponseSchema.parse(await ok('/api/shops'));
    expect(body).toMatchObject({ start: 0, limit: 100, count: rawShops.length });
    expect(body.data).toEqual(
      rawShops.map((row) => {
        // An assumed field: strict-public leaves the nested type out, as recorded shops do.
        const alias = (row.shop_type as ShopRow['shop_type'] | undefined)?.alias ?? null;
        return {
          id: row.id,
          name: row.name,
          alias: row.alias,
          type: alias === null ? 'unknown' : alias === 'WebWithSync' ? 'web' : 'pos',
          type_alias: alias,
          location_id: row.location_id ?? null,
        };
      }),
    );
    expect(body.data.some((row) => row.type === 'web' && row.location_id === null)).toBe(
      !STRICT_PUBLIC,
    );
    expect(body.data.some((row) => row.type === 'pos')).toBe(!STRICT_PUBLIC);
    // Without a type alias the service does not guess which shop is the webshop.
    expect(body.data.every((row) => row.type === 'unknown')).toBe(STRICT_PUBLIC);
  });

  // Without session info (strict-public) the lock is not known to the service: see /api/me.
  it.skipIf(STRICT_PUBLIC)(
    'shows a location-locked user only the shops of their location',
    async () => {
      const body = shopsResponseSchema.parse(await ok('/api/shops', staff));
      expect(body.count).toBeGreaterThan(0);
      expect(body.count).toBeLessThan(rawShops.length);
      expect(body.data.every((row) => row.location_id === staffLocationId)).toBe(true);
      expect(body.data.map((row) => row.id)).toEqual(
        rawShops.filter((row) => row.location_id === staffLocationId).map((row) => row.id),
      );
    },
  );

  it('pages and rejects bad paging', async () => {
    const page = shopsResponseSchema.parse(await ok('/api/shops?start=1&limit=1'));
    expect(page).toMatchObject({ start: 1, limit: 1, count: 1, total: rawShops.length });
    expect(page.data[0]?.id).toBe(rawShops[1]?.id);
    await fails('/api/shops?limit=abc', 400, 'limit');
    await fails('/api/shops?shop_id=1', 400, 'shop_id');
  });

  it('shows each account its own shops', async () => {
    const theirs = shopsResponseSchema.parse(await ok('/api/shops', other));
    const ours = new Set(rawShops.map((row) => row.id));
    expect(theirs.count).toBeGreaterThan(0);
    expect(theirs.data.some((row) => ours.has(row.id))).toBe(false);
  });
});

describe('GET /api/locations and /api/locations/{id}', () => {
  const expectedLocation = (row: LocationRow) => ({
    id: row.id,
    name: row.name,
    address: {
      street: row.address.street,
      street_number: row.address.streetnumber,
      zipcode: row.address.zipcode,
      city: row.address.city,
      country_iso2: row.address.country_iso2,
    },
    is_default: row.is_default,
    is_active: row.is_active,
    // Which shop stands where is not in the recorded shapes (strict-public: none known).
    shop_ids: rawShops.filter((shop) => shop.location_id === row.id).map((shop) => shop.id),
  });

  it('lists the locations with their shops', async () => {
    const body = locationsResponseSchema.parse(await ok('/api/locations'));
    expect(body).toMatchObject({ count: rawLocations.length, total: rawLocations.length });
    expect(body.data).toEqual(rawLocations.map(expectedLocation));
    expect(body.data.filter((row) => row.is_default)).toHaveLength(1);
    // The warehouse has no till.
    expect(body.data.some((row) => row.shop_ids.length === 0)).toBe(true);
    expect(body.data.some((row) => row.shop_ids.length > 0)).toBe(!STRICT_PUBLIC);
  });

  it.skipIf(STRICT_PUBLIC)('shows a locked user only their own location', async () => {
    const body = locationsResponseSchema.parse(await ok('/api/locations', staff));
    expect(body.data.map((row) => row.id)).toEqual([staffLocationId]);
  });

  it('answers one location by id', async () => {
    for (const row of rawLocations) {
      expect(locationSchema.parse(await ok(`/api/locations/${row.id}`))).toEqual(
        expectedLocation(row),
      );
    }
    if (STRICT_PUBLIC) return;
    const own = locationSchema.parse(await ok(`/api/locations/${staffLocationId}`, staff));
    expect(own.id).toBe(staffLocationId);
  });

  it.skipIf(STRICT_PUBLIC)('is 403 for a locked user asking another location', async () => {
    const another = rawLocations.find((row) => row.id !== staffLocationId);
    await fails(`/api/locations/${another?.id ?? 0}`, 403, String(staffLocationId), staff);
  });

  it('is 404 for an unknown id, a shop id and another account’s location', async () => {
    await fails('/api/locations/999999', 404, '999999');
    await fails(`/api/locations/${rawShops[0]?.id ?? 0}`, 404, 'shop id');
    const theirs = locationsResponseSchema.parse(await ok('/api/locations', other));
    const theirId = theirs.data[0]?.id ?? 0;
    await fails(`/api/locations/${theirId}`, 404, String(theirId));
    await fails(`/api/locations/${theirId}`, 404, String(theirId), staff);
    // And the other way round: their token never reaches our location.
    await fails(`/api/locations/${rawLocations[0]?.id ?? 0}`, 404, 'does not exist', other);
  });

  it('is 400 for an id that is not digits only', async () => {
    for (const id of [
      '12abc',
      'abc',
      '-1',
      '0',
      '1.5',
      '%20',
      '99999999999999999999',
      '%E2%98%95',
    ]) {
      await fails(`/api/locations/${id}`, 400, "'id'");
    }
  });

  it('needs a valid token', async () => {
    expect((await test.get('/api/locations')).status).toBe(401);
    expect((await test.get(`/api/locations/${rawLocations[0]?.id ?? 0}`)).status).toBe(401);
  });
});

// The group call is assumed: the strict-public run expects its 501 in test/api/capabilities.
describe.skipIf(STRICT_PUBLIC)('GET /api/turnover-groups', () => {
  it('lists the groups with their ledger codes', async () => {
    const rawGroups = await raw.drain('listProductGroups', {
      order: byId,
    });
    const body = turnoverGroupsResponseSchema.parse(await ok('/api/turnover-groups'));
    expect(body).toMatchObject({ count: rawGroups.length, total: rawGroups.length });
    expect(body.data).toEqual(rawGroups.map(({ id, name, code }) => ({ id, name, code })));
    expect(body.data.map((row) => row.code)).toContain('8010');
    await fails('/api/turnover-groups?limit=-1', 400, 'limit');
  });

  it('gives the other account its own groups', async () => {
    const ours = turnoverGroupsResponseSchema.parse(await ok('/api/turnover-groups'));
    const theirs = turnoverGroupsResponseSchema.parse(await ok('/api/turnover-groups', other));
    const ourIds = new Set(ours.data.map((row) => row.id));
    expect(theirs.data.some((row) => ourIds.has(row.id))).toBe(false);
  });

  it('needs a valid token', async () => {
    for (const path of [
      '/api/turnover-groups',
      '/api/shops',
      '/api/tax-rates',
      '/api/payment-methods',
    ]) {
      const answer = await test.get(path);
      expect(answer.status, path).toBe(401);
      expect(answer.headers.get('www-authenticate')).toMatch(/^Bearer/);
    }
  });
});

describe('reference lists as CSV', () => {
  const csvLines = async (path: string, token: string) => {
    const answer = await test.get(path, token);
    expect(answer.status, answer.text).toBe(200);
    expect(answer.headers.get('content-type')).toMatch(/^text\/csv/);
    return answer.text
      .replace(/^\uFEFF/, '')
      .trimEnd()
      .split('\r\n');
  };

  it.each([
    ['/api/shops', 'Id,Name,Alias,Type,Type alias,Location id'],
    ['/api/locations', 'Id,Name,Street,Number,Zip code,City,Country,Default,Active,Shop ids'],
    ...(STRICT_PUBLIC ? [] : [['/api/turnover-groups', 'Id,Code,Name']]),
    ['/api/payment-methods', 'Id,Title,Alias,Type,Default'],
    ['/api/tax-rates?country_iso2=NL', 'Id,Name,VAT %,Country,Alias'],
  ])('%s holds every row of the JSON list, whatever the page size', async (path, header) => {
    const separator = path.includes('?') ? '&' : '?';
    const json = (await test.get(path, manager)).json as { total: number; data: { id: number }[] };
    // Payment methods take no paging; the paged lists must ignore a page size of 1 for CSV.
    const paging = path === '/api/payment-methods' ? '' : '&limit=1';
    const lines = await csvLines(`${path}${separator}format=csv${paging}`, manager);
    expect(lines[0]).toBe(header);
    expect(lines.slice(1).map((line) => Number(line.split(',')[0]))).toEqual(
      json.data.map((row) => row.id),
    );
    expect(lines).toHaveLength(json.total + 1);
  });

  it.skipIf(STRICT_PUBLIC)('keeps a locked user to their own location and shops', async () => {
    const lines = await csvLines('/api/shops?format=csv', staff);
    const own = rawShops.filter((shop) => shop.location_id === staffLocationId);
    expect(lines.slice(1).map((line) => Number(line.split(',')[0]))).toEqual(
      own.map((shop) => shop.id),
    );
  });

  it('uses decimal commas with ; (Dutch Excel)', async () => {
    const lines = await csvLines('/api/tax-rates?country_iso2=NL&format=csv&delimiter=;', manager);
    expect(lines[0]).toBe('Id;Name;VAT %;Country;Alias');
    expect(lines.some((line) => /;21;NL;/.test(line))).toBe(true);
  });
});
