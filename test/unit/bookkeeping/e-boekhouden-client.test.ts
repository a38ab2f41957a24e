/**
 * e-Boekhouden's client against a tiny local server standing in for the package, its
 * requests checked against the schema written from the package's documents
 * (e-boekhouden-schema.ts): the session's `source` within the pattern, texts within 50
 * characters (never half a character); a session refused for another reason than the token
 * named as such; a 429 to the session waited out; a day found by date and entry number when
 * the package keeps no invoice number; a mutation read back by the memorial convention; ledger
 * balances; ids not of the package's shape refused.
 */
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parseAmount } from '../../../shared/money.js';
import { EBoekhoudenClient } from '../../../electron/service/data/bookkeeping/e-boekhouden.js';
import {
  cutText,
  mutationRequestOf,
  sessionRequestOf,
} from '../../../electron/service/data/bookkeeping/e-boekhouden-requests.js';
import {
  PackageFailure,
  type PackageEntry,
} from '../../../electron/service/data/bookkeeping/package-client.js';
import { createMutationSchema, sessionRequestSchema } from './e-boekhouden-schema.js';

interface Seen {
  method: string;
  url: string;
  body: unknown;
}
type Reply = [status: number, body: unknown, headers?: Record<string, string>];
let handle: (seen: Seen) => Reply = () => [500, {}];
const seen: Seen[] = [];
const server = createServer((request: IncomingMessage, response: ServerResponse) => {
  const chunks: Buffer[] = [];
  request.on('data', (chunk: Buffer) => chunks.push(chunk));
  request.on('end', () => {
    const text = Buffer.concat(chunks).toString('utf8');
    const one: Seen = {
      method: request.method ?? '',
      url: request.url ?? '',
      body: text === '' ? undefined : (JSON.parse(text) as unknown),
    };
    seen.push(one);
    const [status, body, headers = {}] = handle(one);
    response.writeHead(status, { 'content-type': 'application/json', ...headers });
    response.end(JSON.stringify(body));
  });
});
let base = '';
beforeAll(async () => {
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}/`;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

const client = () => new EBoekhoudenClient({ baseUrl: base, token: 'tok', maxWaitMs: 10_000 });
/** A session opened, then each call answered by `rest`. */
const withSession =
  (rest: (seen: Seen) => Reply) =>
  (one: Seen): Reply =>
    one.url === '/v1/session' ? [200, { token: 'S', expiresIn: 3600 }] : rest(one);
const failureOf = async (promise: Promise<unknown>): Promise<PackageFailure> => {
  const error: unknown = await promise.then(
    () => null,
    (thrown: unknown) => thrown,
  );
  expect(error).toBeInstanceOf(PackageFailure);
  return error as PackageFailure;
};

// A description of 49 letters and then an emoji (two UTF-16 units): 51 characters.
const LONG = `${'a'.repeat(49)}😀b`;
const ENTRY: PackageEntry = {
  reference: 'BOD-20261001',
  crossPostingLedgerId: '9',
  date: '2026-10-01',
  description: LONG,
  lines: [
    {
      ledgerId: '1',
      description: 'Kas',
      debit: parseAmount(12.1),
      credit: parseAmount(0),
      vat: null,
    },
    {
      ledgerId: '2',
      description: 'Omzet',
      debit: parseAmount(0),
      credit: parseAmount(12.1),
      vat: null,
    },
  ],
};

describe("the requests, against the package's documents", () => {
  it("the session's source matches the pattern the live API enforces", () => {
    expect(sessionRequestSchema.safeParse(sessionRequestOf('tok')).error).toBeUndefined();
  });

  it('a memorial entry: against the cross-posting ledger, its texts at most 50 characters, cut on a character boundary', () => {
    const body = mutationRequestOf(ENTRY);
    expect(createMutationSchema.safeParse(body).error).toBeUndefined();
    expect(body.description).toBe(`${'a'.repeat(49)}😀`);
    // The memorial convention: rows against the cross-posting ledger, credit − debit each.
    expect(body.ledgerId).toBe(9);
    expect(body.rows.map((row) => [row.ledgerId, row.amount])).toEqual([
      [1, -12.1],
      [2, 12.1],
    ]);
    expect(cutText(`${'a'.repeat(49)}😀`, 49)).toBe('a'.repeat(49));
  });
});

describe('the client, against a stand-in of the package', () => {
  it('a session refused for its source is `session` with the code; the token’s own refusals are the token’s', async () => {
    handle = () => [
      400,
      {
        type: 'validation',
        code: 'API_SESSION_002',
        title: 'Source does not match pattern.',
        status: 400,
      },
    ];
    const source = await failureOf(client().ledgers());
    expect([source.kind, source.detail.code]).toEqual(['session', 'API_SESSION_002']);
    handle = () => [
      400,
      {
        type: 'validation',
        code: 'API_SESSION_004',
        title: 'Access token has expired.',
        status: 400,
      },
    ];
    expect((await failureOf(client().ledgers())).kind).toBe('unauthorized');
    handle = () => [403, { type: 'security', securityType: 0, title: 'no', status: 403 }];
    expect((await failureOf(client().ledgers())).kind).toBe('unauthorized');
  });

  it('a 429 to the session is waited out, then the call goes on', async () => {
    let throttled = false;
    handle = (one) => {
      if (one.url === '/v1/session' && !throttled) {
        throttled = true;
        return [429, {}, { 'retry-after': '0' }];
      }
      return withSession(() => [200, { items: [], count: 0 }])(one);
    };
    expect(await client().ledgers()).toEqual([]);
  });

  it('posts what the documents allow, and finds a day by date and entry number without an invoice number', async () => {
    seen.length = 0;
    handle = withSession((one) => {
      if (one.method === 'POST') return [201, { id: 41 }];
      if (one.url.includes('invoiceNumber=')) return [200, { items: [], count: 0 }];
      return [
        200,
        {
          items: [
            { id: 40, entryNumber: 'BOD-20260930' },
            { id: 41, entryNumber: 'BOD-20261001' },
          ],
          count: 2,
        },
      ];
    });
    const eb = client();
    expect(await eb.post(ENTRY)).toBe('41');
    const posted = seen.find((one) => one.method === 'POST' && one.url === '/v1/mutation');
    expect(createMutationSchema.safeParse(posted?.body).error).toBeUndefined();
    expect(sessionRequestSchema.safeParse(seen[0]?.body).error).toBeUndefined();
    expect(await eb.find('BOD-20261001', '2026-10-01', '2026-10-01')).toBe('41');
    expect(seen.at(-1)?.url).toBe('/v1/mutation?type=7&date=2026-10-01&limit=2000&offset=0');
    expect(await eb.find('BOD-20261002', '2026-10-02', '2026-10-02')).toBeNull();
  });

  it('reads a mutation back by the memorial convention, and a ledger’s balance; null for one it lacks', async () => {
    handle = withSession((one) => {
      if (one.url === '/v1/mutation/41')
        return [
          200,
          {
            id: 41,
            date: '2026-10-01',
            ledgerId: 9,
            rows: [
              { ledgerId: 1, amount: -12.1 },
              { ledgerId: 2, amount: 12.1 },
            ],
          },
        ];
      if (one.url.startsWith('/v1/ledger/2/balance?from=2026-10-01&to=2026-10-31'))
        return [200, { code: '8010', type: 'VW', balance: -12.1 }];
      return [
        404,
        { type: 'validation', code: 'MUT_300', title: 'Mutation not found.', status: 404 },
      ];
    });
    const eb = client();
    const cents = (value: number) => parseAmount(value);
    expect(await eb.booked('41')).toEqual({
      id: '41',
      date: '2026-10-01',
      lines: [
        // -12.10 on Kas: Kas debited, the cross-posting ledger credited; the reverse for Omzet.
        { ledgerId: '1', debit: cents(12.1), credit: cents(0) },
        { ledgerId: '9', debit: cents(0), credit: cents(12.1) },
        { ledgerId: '2', debit: cents(0), credit: cents(12.1) },
        { ledgerId: '9', debit: cents(12.1), credit: cents(0) },
      ],
    });
    expect(await eb.booked('42')).toBeNull();
    const balances = await eb.ledgerBalances(['2'], '2026-10-01', '2026-10-31');
    expect(balances.get('2')).toBe(cents(-12.1));
  });

  it("refuses an id not of the package's shape, and stores nothing of it", async () => {
    for (const id of ['41', 0, -3, 1.5, 2 ** 60]) {
      handle = withSession(() => [201, { id }]);
      expect((await failureOf(client().post(ENTRY))).kind).toBe('unexpected');
    }
    handle = withSession(() => [
      200,
      { items: [{ id: 2 ** 31, code: '1000', description: 'Kas' }], count: 1 },
    ]);
    expect(await client().ledgers()).toEqual([]);
  });
});
