/**
 * The read model answers every read as the platform would: one service answering from its
 * model and one reading the same demo platform straight through (service-pair.ts) are asked
 * every read the screens and the month pack make, for periods that include both daylight-saving
 * days, a month, a quarter and a year, and every answer must be equal, JSON or CSV, byte for
 * byte.
 *
 * This is the proof CI runs that the model is a faithful source (decision 0122): the whole API
 * suite with the model off (`api-pass-through`) runs in `npm run test:full`. random-edits.test.ts
 * holds the report, the order list and the drill-down to the same equality under edits.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ordersResponseSchema } from '../../../shared/api/orders.js';
import { locationsResponseSchema } from '../../../shared/api/reference.js';
import { hoursInLocalDay, parseLocalDate } from '../../../shared/dates.js';
import { putCompleteMapping } from '../complete-mapping.js';
import { expectSameAnswer, startServicePair, type ServicePair } from './service-pair.js';

const PERIODS = [
  { name: 'the 25-hour day', from: '2026-10-25', to: '2026-10-25' },
  { name: 'the 23-hour day', from: '2026-03-29', to: '2026-03-29' },
  { name: 'a month', from: '2026-10-01', to: '2026-10-31' },
] as const;

/** A quarter, asked for what a quarter is asked for (the VAT return's screens). */
const QUARTER = 'from=2026-07-01&to=2026-09-30';
const QUARTER_READS = [
  '/api/financial-report?',
  '/api/vat-return?',
  '/api/day-closings?',
  '/api/journal?',
] as const;

/** A year: the twelve-month report (each read asks the platform for all of the year). */
const YEAR = 'from=2025-11-01&to=2026-10-31';

/** Each read of a period, as its query after `from` and `to`. */
const PERIOD_READS = [
  '/api/financial-report?',
  '/api/financial-report?format=csv&',
  '/api/financial-report/orders?figure=turnover_total&',
  '/api/vat-return?',
  '/api/day-closings?',
  '/api/journal?',
  '/api/exceptions?',
  '/api/product-sales?',
  '/api/sales-by-hour?',
  '/api/discount-orders?include_negative=true&',
  '/api/orders?limit=100&',
] as const;

/** The reads that take no period. */
const PLAIN_READS = [
  '/api/price-list',
  '/api/products?limit=500',
  '/api/shops',
  '/api/locations',
  '/api/tax-rates',
  '/api/turnover-groups',
  '/api/payment-methods',
  '/api/slow-movers',
  '/api/dashboard?date=2026-11-19',
] as const;

let pair: ServicePair;

beforeAll(async () => {
  pair = await startServicePair();
  // The journal needs every account mapped; each service keeps its own mapping.
  await pair.onBoth(putCompleteMapping);
});

afterAll(async () => {
  await pair.close();
});

/**
 * Both answer alike (`expectSameAnswer`). `fromModel`: the model answered it; a read of no
 * orders (the warehouse's till figures) or of a list the model does not keep is answered
 * without it.
 */
async function expectSame(path: string, fromModel = false): Promise<unknown> {
  return (await expectSameAnswer(pair, path, 'no-cache', fromModel ? null : undefined)).json;
}

describe('the model and the platform answer every read alike', () => {
  it('on days of 25 and 23 hours', () => {
    const hours = (text: string) => {
      const day = parseLocalDate(text);
      if (day === null) throw new Error(`${text} is no day`);
      return hoursInLocalDay(day);
    };
    expect([hours(PERIODS[0].from), hours(PERIODS[1].from)]).toEqual([25, 23]);
  });

  for (const { name, from, to } of PERIODS) {
    it(`for ${name}`, async () => {
      const range = `from=${from}&to=${to}`;
      for (const read of PERIOD_READS) await expectSame(`${read}${range}`, true);
      const { total } = ordersResponseSchema.parse(
        await expectSame(`/api/orders?limit=1&${range}`),
      );
      expect(total, `orders in ${name}`).toBeGreaterThan(0);
    });
  }

  it('for a quarter and a year', async () => {
    for (const read of QUARTER_READS) await expectSame(`${read}${QUARTER}`, true);
    await expectSame(`/api/financial-report?${YEAR}`, true);
  });

  it("for one location's figures", async () => {
    const locations = locationsResponseSchema.parse(await expectSame('/api/locations'));
    expect(locations.data.length).toBeGreaterThan(1);
    for (const { id } of locations.data) {
      const scope = `from=2026-10-01&to=2026-10-31&location_id=${id}`;
      await expectSame(`/api/financial-report?${scope}`);
      await expectSame(`/api/vat-return?${scope}`);
      await expectSame(`/api/journal?${scope}`);
    }
  });

  it('for the reads without a period', async () => {
    for (const read of PLAIN_READS) await expectSame(read);
  });
});
