/**
 * The stand-ins' admin endpoint, for tests (loopback only, like the whole demo):
 * `GET|POST|DELETE /__admin/bookkeeping`. POST `{package, token, lockedUntil?, dropEvery?,
 * rateLimit?: {limit, windowSeconds}, latencyMs?, paymentRequired?, dropsMemorialInvoiceNumber?,
 * booksMemorialSignReversed?, refusesSessionSource?, ledgers?: [{code, name}], misbehaviour?}`
 * (see misbehaviour.ts) sets the faults of that
 * token's administration (made if new) and adds ledger accounts to it; GET
 * `?package=&token=` answers its administration id, how many requests arrived (and were
 * answered 429) and how many entries were stored; DELETE forgets every administration.
 */
import type { IncomingMessage, ServerResponse } from 'node:http';
import { readBody, sendJson } from '../http-io.js';
import type { Misbehaviour } from './misbehaviour.js';
import type { StandInBooks, StandInPackage, Tenant } from './tenants.js';
import { isOneOf } from '../../../shared/guards.js';

export const ADMIN_BOOKKEEPING_PATH = '/__admin/bookkeeping';

const PACKAGES: readonly StandInPackage[] = ['moneybird', 'e-boekhouden'];

export interface StandInSettings {
  package: StandInPackage;
  token: string;
  lockedUntil?: string | null;
  dropEvery?: number | null;
  rateLimit?: { limit: number; windowSeconds: number };
  latencyMs?: number;
  /** Moneybird: posting answers 402, the subscription's refusal. */
  paymentRequired?: boolean;
  /** e-Boekhouden's: memorial entries are stored without their `invoiceNumber`. */
  dropsMemorialInvoiceNumber?: boolean;
  /**
   * e-Boekhouden's: memorial entries are booked with their rows' sign read the other way (the
   * ledgers' balances mirrored), while each reads back as it was sent: a wrong guess of the
   * convention, which only the balances show.
   */
  booksMemorialSignReversed?: boolean;
  /** e-Boekhouden's: every session refused for its source (API_SESSION_002). */
  refusesSessionSource?: boolean;
  ledgers?: { code: string; name: string }[];
  /** Merged into the administration's misbehaviour (misbehaviour.ts). */
  misbehaviour?: Misbehaviour;
}

function tenantOf(books: StandInBooks, pkg: unknown, token: unknown): Tenant {
  if (!isOneOf(PACKAGES, pkg)) throw new RangeError('package: moneybird or e-boekhouden');
  const tenant = typeof token === 'string' ? books.tenant(pkg, token) : null;
  if (!tenant) throw new RangeError('token: must start with "demo"');
  return tenant;
}

export interface StandInSummary {
  administration_id: string;
  requests: number;
  posts: number;
  throttled: number;
  documents: number;
}

const summary = (tenant: Tenant): StandInSummary => ({
  administration_id: tenant.administrationId,
  requests: tenant.requests,
  posts: tenant.posts,
  throttled: tenant.throttled,
  documents: tenant.documents.length,
});

/** Applies settings to the token's administration; shared by the endpoint and the handle. */
export function applyStandInSettings(
  books: StandInBooks,
  settings: StandInSettings,
): StandInSummary {
  const tenant = tenantOf(books, settings.package, settings.token);
  if (settings.lockedUntil !== undefined) tenant.faults.lockedUntil = settings.lockedUntil;
  if (settings.dropEvery !== undefined) tenant.faults.dropEvery = settings.dropEvery;
  if (settings.rateLimit !== undefined) {
    tenant.faults.rateLimit = settings.rateLimit;
    tenant.window = { start: 0, count: 0 };
  }
  if (settings.latencyMs !== undefined) tenant.faults.latencyMs = settings.latencyMs;
  if (settings.paymentRequired !== undefined)
    tenant.faults.paymentRequired = settings.paymentRequired;
  if (settings.dropsMemorialInvoiceNumber !== undefined)
    tenant.faults.dropsMemorialInvoiceNumber = settings.dropsMemorialInvoiceNumber;
  if (settings.booksMemorialSignReversed !== undefined)
    tenant.faults.booksMemorialSignReversed = settings.booksMemorialSignReversed;
  if (settings.refusesSessionSource !== undefined)
    tenant.faults.refusesSessionSource = settings.refusesSessionSource;
  for (const ledger of settings.ledgers ?? []) tenant.addLedger(ledger.code, ledger.name);
  if (settings.misbehaviour !== undefined)
    tenant.misbehaviour = { ...tenant.misbehaviour, ...settings.misbehaviour };
  return summary(tenant);
}

export async function handleBookkeepingAdmin(
  books: StandInBooks,
  request: IncomingMessage,
  response: ServerResponse,
  url: URL,
): Promise<void> {
  try {
    if (request.method === 'DELETE') {
      books.clear();
      return sendJson(response, 200, {});
    }
    if (request.method === 'GET') {
      const params = url.searchParams;
      return sendJson(
        response,
        200,
        summary(tenantOf(books, params.get('package'), params.get('token'))),
      );
    }
    if (request.method !== 'POST')
      return sendJson(response, 405, { error: 'use GET, POST or DELETE' });
    const body = JSON.parse((await readBody(request)) || '{}') as StandInSettings;
    sendJson(response, 200, applyStandInSettings(books, body));
  } catch (error) {
    sendJson(response, 400, { error: error instanceof Error ? error.message : 'bad request' });
  }
}
