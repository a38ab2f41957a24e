/**
 * The Moneybird stand-in, under `/moneybird/api/v2/`: the calls the service makes, in the shapes
 * Moneybird's OpenAPI document gives them (README.md cites each): administrations, ledger
 * accounts, tax rates, and general journal documents listed by `filter` and created. It
 * refuses what the document says Moneybird refuses, in its error shapes: a bad token (401), an
 * unknown administration or document (404), a missing document (400 with `symbolic`), and, as
 * 422 `{error: {field: [...]}, details: {field: [{error}]}}`, an unknown ledger account or tax
 * rate, a rate not for memorial entries, debit and credit that differ, and a date in the
 * locked period; more than the rate limit is a 429 with `RateLimit-*` and `Retry-After` as the
 * window's end in epoch seconds. The words are ours. A document's page is at
 * `/moneybird/{administration}/general_journal_documents/{id}`.
 */
import type { IncomingMessage, ServerResponse } from 'node:http';
import { readBody, send, sendJson } from '../http-io.js';
import { escapeHtml } from '../order-page.js';
import { documentCallOf, misbehaved, throttled } from './misbehaviour.js';
import type { StandInBooks, StandInLedger, Tenant } from './tenants.js';
import { createDocument, documentOf, listDocuments, type Answer } from './moneybird-documents.js';
import { DOCUMENT_TYPES, scopesNeeded } from './moneybird-chart.js';

/** A category's code as Moneybird answers it: its own, none, or (by default) ours. */
const accountIdOf = (ledger: StandInLedger): string | null =>
  ledger.accountId === undefined ? ledger.code : ledger.accountId;

const API = /^\/moneybird\/api\/v2\/(.+?)(?:\.json)?$/;
const PAGE = /^\/moneybird\/(\d+)\/general_journal_documents\/(\d+)$/;

function administrationOf(tenant: Tenant) {
  return {
    id: tenant.administrationId,
    name: `Demowinkel ${tenant.administrationId.slice(-4)}`,
    language: 'nl',
    currency: 'EUR',
    country: 'NL',
    time_zone: 'Europe/Amsterdam',
    access: 'user',
    suspended: false,
    period_locked_until: tenant.faults.lockedUntil,
    period_start_date: '2026-01-01',
  };
}

function route(
  tenant: Tenant,
  method: string,
  path: string[],
  url: URL,
  body: unknown,
  now: number,
): Answer {
  const [first, ...rest] = path;
  if (first === 'administrations' && rest.length === 0 && method === 'GET') {
    return [200, [administrationOf(tenant)]];
  }
  if (first !== tenant.administrationId) return [404, { error: 'administration not found' }];
  const at = rest.join('/');
  const needed = scopesNeeded(at);
  if (needed.length > 0 && !needed.some((scope) => tenant.scopes.has(scope))) {
    return [401, { error: `No access to ${needed.join(', ')}` }];
  }
  if (method === 'GET' && at === 'ledger_accounts') {
    return [
      200,
      tenant.ledgers.map((ledger) => ({
        id: ledger.id,
        administration_id: tenant.administrationId,
        name: ledger.name,
        account_type: ledger.code < '5000' ? 'current_assets' : 'revenue',
        account_id: accountIdOf(ledger),
        parent_id: null,
        active: true,
        allowed_document_types: ledger.allowed ?? DOCUMENT_TYPES,
      })),
    ];
  }
  if (method === 'GET' && at === 'tax_rates') {
    const typeFilter = /tax_rate_type:([a-z_]+)/.exec(url.searchParams.get('filter') ?? '')?.[1];
    const rates = tenant.taxRates.filter(
      (rate) => typeFilter === undefined || typeFilter === 'all' || rate.type === typeFilter,
    );
    const perPage = Math.min(100, Number(url.searchParams.get('per_page') ?? 50) || 50);
    const page = Math.max(1, Number(url.searchParams.get('page') ?? 1) || 1);
    return [
      200,
      rates.slice((page - 1) * perPage, page * perPage).map((rate) => ({
        id: rate.id,
        administration_id: tenant.administrationId,
        name: rate.name,
        percentage: rate.percentage,
        tax_rate_type: rate.type,
        show_tax: true,
        active: true,
        country: rate.country,
      })),
    ];
  }
  if (at === 'documents/general_journal_documents') {
    if (method === 'POST' && tenant.faults.paymentRequired) {
      return [402, { error: "the administration's subscription does not include this" }];
    }
    if (method === 'POST') return createDocument(tenant, body, now);
    if (method === 'GET') return listDocuments(tenant, url, now);
  }
  const one = /^documents\/general_journal_documents\/(\d+)$/.exec(at);
  const document = one && tenant.documents.find((candidate) => candidate.id === one[1]);
  if (method === 'GET' && document) return [200, documentOf(tenant, document)];
  return [404, { error: 'record not found' }];
}

/** Answers a request under `/moneybird/`; false when the path is not the stand-in's. */
export async function handleMoneybird(
  books: StandInBooks,
  request: IncomingMessage,
  response: ServerResponse,
  url: URL,
): Promise<boolean> {
  const page = PAGE.exec(url.pathname);
  if (page && request.method === 'GET') {
    sendPage(books, response, page[1] ?? '', page[2] ?? '');
    return true;
  }
  const api = API.exec(url.pathname);
  if (!api) return false;
  const now = Date.now();
  const auth = /^Bearer (.+)$/.exec(request.headers.authorization ?? '')?.[1];
  const tenant = auth === undefined ? null : books.tenant('moneybird', auth);
  if (!tenant) {
    sendJson(response, 401, { error: 'the token is not valid' });
    return true;
  }
  tenant.requests += 1;
  const windowEnd = tenant.overLimit(now);
  if (windowEnd !== null) {
    const reset = String(Math.ceil(windowEnd / 1000));
    response.writeHead(429, {
      'Content-Type': 'application/json; charset=utf-8',
      'RateLimit-Limit': String(tenant.faults.rateLimit.limit),
      'RateLimit-Remaining': '0',
      'RateLimit-Reset': reset,
      'Retry-After': reset,
    });
    response.end(JSON.stringify('Too many requests, wait for the next window'));
    return true;
  }
  const call = documentCallOf(tenant, request.method ?? 'GET', api[1] ?? '');
  if (throttled(tenant, call, response)) return true;
  await tenant.delay();
  let body: unknown = null;
  if (request.method === 'POST') {
    try {
      body = JSON.parse((await readBody(request)) || 'null');
    } catch {
      sendJson(response, 400, { error: 'the body is not JSON' });
      return true;
    }
  }
  const [status, answer] = misbehaved(tenant, call, () =>
    route(tenant, request.method ?? 'GET', (api[1] ?? '').split('/'), url, body, now),
  );
  // Done and stored, the answer may be lost on the way (the fault tests post through).
  if (tenant.dropsThisAnswer()) response.destroy();
  else sendJson(response, status, answer);
  return true;
}

function sendPage(
  books: StandInBooks,
  response: ServerResponse,
  administration: string,
  id: string,
) {
  const tenant = books.findAdministration('moneybird', administration);
  const document = tenant?.documents.find((candidate) => candidate.id === id);
  if (!tenant || !document)
    return send(response, 404, 'text/html; charset=utf-8', '<h1>Not found</h1>');
  const names = new Map(
    tenant.ledgers.map((ledger) => [ledger.id, `${accountIdOf(ledger) ?? ''} ${ledger.name}`]),
  );
  const rows = document.lines
    .map(
      (line) =>
        `<tr><td>${escapeHtml(names.get(line.ledgerId))}</td><td>${escapeHtml(line.description)}</td><td>${escapeHtml(line.debit)}</td><td>${escapeHtml(line.credit)}</td></tr>`,
    )
    .join('');
  send(
    response,
    200,
    'text/html; charset=utf-8',
    `<!doctype html><html lang="nl"><meta charset="utf-8"><title>${escapeHtml(document.reference)}</title>` +
      `<h1>Memoriaal ${escapeHtml(document.reference)}</h1><p>${escapeHtml(document.date)} · Moneybird-stand-in</p>` +
      `<table><tr><th>Categorie</th><th>Omschrijving</th><th>Debet</th><th>Credit</th></tr>${rows}</table></html>`,
  );
}
