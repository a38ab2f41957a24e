/**
 * The e-Boekhouden.nl stand-in, under `/e-boekhouden/`: the calls the service makes, in the
 * shapes e-Boekhouden's swagger document gives them (README.md cites each). `POST v1/session`
 * exchanges the API token (`accessToken`, with a `source`) for a session token, which is the
 * `Authorization` header as it is (none or an unknown one: 401); `GET v1/ledger`; mutations
 * created (`POST v1/mutation`), listed by `invoiceNumber` and read by id. Refusals are
 * `{type, code, title, status}` with the document's codes: the token (API_SESSION_*), the
 * fields (MUT_*, MUTA_*), a closed period (MUT_005), an invoice number already there (MUT_019),
 * rows that do not add up to zero for a memorial entry (MUT_118). The words are ours. A row
 * with a VAT code gets the VAT the package calculates from it (e-boekhouden-vat.ts), kept with
 * the mutation and booked on a VAT ledger: a mutation read by id and a ledger's balance
 * (`GET v1/ledger/{id}/balance`) show it (e-boekhouden-books.ts).
 */
import type { IncomingMessage, ServerResponse } from 'node:http';
import { localDateOf, parseLocalDate } from '../../../shared/dates.js';
import { add, formatAmount, isZero, parseAmount, ZERO } from '../../../shared/money.js';
import { readBody, send, sendJson } from '../http-io.js';
import { documentCallOf, misbehaved, throttled } from './misbehaviour.js';
import { balanceAnswer, listed, mutationOf } from './e-boekhouden-books.js';
import { openSession } from './e-boekhouden-session.js';
import { E_BOEKHOUDEN_VAT_CODES, rowVatOf } from './e-boekhouden-vat.js';
import {
  scalarText,
  type StandInBooks,
  type StoredDocument,
  type StoredLine,
  type Tenant,
} from './tenants.js';
import { isOneOf, isRecord } from '../../../shared/guards.js';

const API = /^\/e-boekhouden\/v1\/(.+)$/;
/** `CreateMutation`'s `invoiceNumber`, `entryNumber` and `description`: at most 50. */
const MAX_TEXT = 50;

export type Answer = [status: number, body: unknown];

export const refusal = (code: string, title: string, propertyName?: string): Answer => [
  400,
  { type: 'validation', code, title, status: 400, ...(propertyName ? { propertyName } : {}) },
];

const numberOf = (value: unknown): number | null =>
  typeof value === 'number' && Number.isFinite(value) ? value : null;

function createMutation(tenant: Tenant, body: Record<string, unknown>, now: number): Answer {
  if (body.type === undefined) return refusal('MUTA_002', 'the type is missing', 'type');
  if (!isOneOf([1, 2, 3, 4, 5, 6, 7], body.type)) return refusal('MUT_001', 'no such type', 'type');
  if (body.date === undefined) return refusal('MUT_003', 'the date is missing', 'date');
  const date = parseLocalDate(scalarText(body.date) ?? '');
  if (date === null) return refusal('MUT_004', 'the date is not a date', 'date');
  const known = (id: unknown) => tenant.ledgers.some((ledger) => ledger.id === scalarText(id));
  if (body.ledgerId === undefined) return refusal('MUTA_001', 'the ledger is missing', 'ledgerId');
  if (!known(body.ledgerId)) return refusal('MUT_007', 'the ledger is not known', 'ledgerId');
  if (body.inExVat === undefined) return refusal('MUTA_005', 'IN or EX is missing', 'inExVat');
  if (body.inExVat !== 'IN' && body.inExVat !== 'EX')
    return refusal('MUT_017', 'IN or EX only', 'inExVat');
  const invoiceNumber = typeof body.invoiceNumber === 'string' ? body.invoiceNumber : '';
  if (Array.from(invoiceNumber).length > MAX_TEXT)
    return refusal('MUT_018', 'the invoice number is too long', 'invoiceNumber');
  for (const field of ['entryNumber', 'description'] as const) {
    const text = body[field];
    if (text !== undefined && (typeof text !== 'string' || Array.from(text).length > MAX_TEXT))
      return refusal('ERR_002', `${field}: text of at most ${MAX_TEXT} characters`, field);
  }
  const entryNumber = typeof body.entryNumber === 'string' ? body.entryNumber : invoiceNumber;
  const kept = body.type === 7 && tenant.faults.dropsMemorialInvoiceNumber ? '' : invoiceNumber;
  if (
    invoiceNumber !== '' &&
    tenant.documents.some((document) => document.reference === invoiceNumber)
  ) {
    return refusal('MUT_019', 'this invoice number is there already', 'invoiceNumber');
  }
  const locked = tenant.faults.lockedUntil;
  if (locked !== null && date <= locked)
    return refusal('MUT_005', `the period up to ${locked} is closed`, 'date');
  // A row that is no object has none of a row's fields: refused as one without its ledger.
  const rows = Array.isArray(body.rows) ? body.rows.map((row) => (isRecord(row) ? row : {})) : [];
  if (rows.length === 0) return refusal('MUT_100', 'the rows are missing', 'rows');
  let total = ZERO;
  const lines: StoredLine[] = [];
  for (const row of rows) {
    if (row.ledgerId === undefined) return refusal('MUTA_004', 'a row has no ledger', 'rows');
    if (!known(row.ledgerId))
      return refusal('MUT_104', `ledger ${scalarText(row.ledgerId) ?? '?'} is not known`, 'rows');
    const vatCode = typeof row.vatCode === 'string' ? row.vatCode : '';
    if (!E_BOEKHOUDEN_VAT_CODES.has(vatCode))
      return refusal('MUT_109', `VAT code ${vatCode} is not known`, 'rows');
    const amount = numberOf(row.amount);
    if (amount === null) return refusal('ERR_002', 'a row has no amount', 'rows');
    const given = numberOf(row.vatAmount);
    const vat = rowVatOf(
      vatCode,
      parseAmount(amount),
      body.inExVat,
      given === null ? null : parseAmount(given),
    );
    total = add(total, parseAmount(amount));
    lines.push({
      ledgerId: scalarText(row.ledgerId) ?? '',
      description: typeof row.description === 'string' ? row.description : '',
      debit: formatAmount(parseAmount(amount)),
      credit: '0.00',
      vat: vatCode,
      vatBooked: vat && {
        amount: formatAmount(vat.amount),
        ledgerId: tenant.ledgers.find((ledger) => ledger.category === vat.category)?.id ?? '',
      },
    });
  }
  if (body.type === 7 && !isZero(total)) {
    return refusal('MUT_118', `the rows add up to ${formatAmount(total)}, not zero`, 'rows');
  }
  const stored: StoredDocument = {
    id: tenant.newId(),
    reference: kept,
    entryNumber,
    date,
    description: typeof body.description === 'string' ? body.description : '',
    lines,
    createdAt: localDateOf(now),
    mutation: {
      ledgerId: scalarText(body.ledgerId) ?? '',
      inExVat: body.inExVat,
      signReversed: body.type === 7 && tenant.faults.booksMemorialSignReversed,
    },
  };
  tenant.documents.push(stored);
  tenant.posts += 1;
  return [200, { id: Number(stored.id) }];
}

function route(
  tenant: Tenant,
  method: string,
  path: string,
  url: URL,
  body: unknown,
  now: number,
): Answer {
  const limit = Number(url.searchParams.get('limit') ?? 100);
  const offset = Number(url.searchParams.get('offset') ?? 0);
  if (!(limit >= 1 && limit <= 2000)) return refusal('PAGE_001', 'limit is 1 to 2000', 'limit');
  if (!(offset >= 0)) return refusal('PAGE_002', 'offset is 0 or more', 'offset');
  const page = <T>(items: T[]) => {
    const slice = items.slice(offset, offset + limit);
    return { items: slice, count: slice.length };
  };
  if (method === 'GET' && path === 'ledger') {
    const code = url.searchParams.get('code');
    const ledgers = tenant.ledgers.filter((ledger) => code === null || ledger.code === code);
    return [
      200,
      page(
        ledgers.map((ledger) => ({
          id: Number(ledger.id),
          code: ledger.code,
          description: ledger.name,
          category: ledger.category ?? 'BAL',
        })),
      ),
    ];
  }
  const balance = /^ledger\/(\d+)\/balance$/.exec(path);
  const ledger = balance && tenant.ledgers.find((candidate) => candidate.id === balance[1]);
  if (method === 'GET' && ledger) return [200, balanceAnswer(tenant, ledger, url.searchParams)];
  if (path === 'mutation' && method === 'POST') {
    if (!isRecord(body)) return refusal('DATA_01', 'no body');
    return createMutation(tenant, body, now);
  }
  if (path === 'mutation' && method === 'GET') {
    const found = tenant.documents.filter((document) => listed(document, url.searchParams));
    return [
      200,
      page(
        found.map((document) => {
          const {
            rows,
            description: _description,
            inExVat: _inExVat,
            vat: _vat,
            ...item
          } = mutationOf(document);
          const debits = rows.filter((row) => row.amount > 0).map((row) => parseAmount(row.amount));
          return { ...item, amount: Number(formatAmount(debits.reduce(add, ZERO))) };
        }),
      ),
    ];
  }
  const one = /^mutation\/(\d+)$/.exec(path);
  const document = one && tenant.documents.find((candidate) => candidate.id === one[1]);
  if (method === 'GET' && document) return [200, mutationOf(document)];
  return [404, { type: 'validation', code: 'MUT_300', title: 'no such mutation', status: 404 }];
}

async function jsonBody(request: IncomingMessage): Promise<unknown> {
  try {
    return JSON.parse((await readBody(request)) || 'null');
  } catch {
    return undefined;
  }
}

/** Answers a request under `/e-boekhouden/`; false when the path is not the stand-in's. */
export async function handleEBoekhouden(
  books: StandInBooks,
  request: IncomingMessage,
  response: ServerResponse,
  url: URL,
): Promise<boolean> {
  const api = API.exec(url.pathname);
  if (!api) return false;
  const [path, method, now] = [api[1] ?? '', request.method ?? 'GET', Date.now()];
  const body = method === 'POST' ? await jsonBody(request) : null;
  if (body === undefined) {
    sendJson(response, 400, refusal('ERR_002', 'the body is not JSON')[1]);
    return true;
  }
  if (path === 'session' && method === 'POST') {
    const [tenant, opened] = openSession(books, body, now);
    return answer(response, tenant, opened);
  }
  const tenant = books.bySession(request.headers.authorization ?? '', now);
  if (!tenant) {
    send(response, 401, 'text/plain; charset=utf-8', '');
    return true;
  }
  tenant.requests += 1;
  const call = documentCallOf(tenant, method, path);
  if (throttled(tenant, call, response)) return true;
  await tenant.delay();
  if (path === 'session' && method === 'DELETE') {
    tenant.sessions.delete(request.headers.authorization ?? '');
    return answer(response, tenant, [204, null]);
  }
  const routed = misbehaved(tenant, call, () => route(tenant, method, path, url, body, now));
  return answer(response, tenant, routed);
}

/** Sends the answer, or drops it (its request done) when the tenant's fault says so. */
function answer(response: ServerResponse, tenant: Tenant | null, [status, body]: Answer): true {
  if (tenant?.dropsThisAnswer()) response.destroy();
  else if (status === 204) send(response, 204, 'text/plain; charset=utf-8', '');
  else sendJson(response, status, body);
  return true;
}
