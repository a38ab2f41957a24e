/**
 * How a stand-in package misbehaves, for the tests that prove a package cannot hurt the desk,
 * the same switches in both stand-ins (set with POST /__admin/bookkeeping
 * `misbehaviour`): its document calls (lookups, posts, read-backs) answered 429 forever with a
 * chosen `Retry-After`; every Nth post answered stored but not kept; a post answered with an id
 * of a chosen size (50 MB) or an id the package does not have; a post refused in hostile words
 * (U+202E, ESC, NUL, 5,000 characters); a document booked otherwise than sent (mirrored, or
 * its last line dropped). A real package does none of these on purpose; each has been seen
 * of one that broke, or would cost the books if it happened.
 */
import type { ServerResponse } from 'node:http';
import type { StoredDocument, Tenant } from './tenants.js';
import { fieldOf } from '../../../shared/guards.js';

export interface Misbehaviour {
  throttleDocuments?: { retryAfter: number } | null;
  unstoredEvery?: number | null;
  oversizedId?: number | null;
  unknownId?: boolean;
  hostileRefusal?: boolean;
  booking?: 'mirrored' | 'line_dropped' | null;
}

/** The words of a hostile refusal: bidi override, ESC, NUL, and 5,000 characters. */
export const HOSTILE_WORDS = `\u202Eecnalab\u202C \u001b[31mrefused\u0000 ${'x'.repeat(5000)}`;

type Answer = [number, unknown];

/** A call the switches touch: a document call, and whether it posts one. */
export interface DocumentCall {
  document: boolean;
  post: boolean;
}

/** The call by its path under the API's root: Moneybird's documents, e-Boekhouden's mutations. */
export function documentCallOf(tenant: Tenant, method: string, path: string): DocumentCall {
  if (tenant.pkg === 'e-boekhouden') {
    return {
      document: path.startsWith('mutation'),
      post: path === 'mutation' && method === 'POST',
    };
  }
  const post = method === 'POST' && path.endsWith('/documents/general_journal_documents');
  return { document: path.includes('/documents/'), post };
}

/** A refusal in the package's shape (Moneybird's 422 `error`, e-Boekhouden's validation). */
const refusalOf = (tenant: Tenant, words: string): Answer =>
  tenant.pkg === 'moneybird'
    ? [422, { error: words }]
    : [400, { type: 'validation', code: 'MUT_999', title: words, status: 400 }];

/** Answers the 429 of `throttleDocuments` (true), or leaves the call alone (false). */
export function throttled(tenant: Tenant, call: DocumentCall, response: ServerResponse): boolean {
  const throttle = tenant.misbehaviour.throttleDocuments;
  if (!call.document || !throttle) return false;
  tenant.throttled += 1;
  response.writeHead(429, {
    'Content-Type': 'application/json; charset=utf-8',
    'Retry-After': String(throttle.retryAfter),
  });
  response.end(JSON.stringify('Too many requests'));
  return true;
}

/** The post's answer as the switches make it; any other call's as it was. */
export function misbehaved(tenant: Tenant, call: DocumentCall, answer: () => Answer): Answer {
  const faults = tenant.misbehaviour;
  if (!call.post) return answer();
  if (faults.hostileRefusal) return refusalOf(tenant, HOSTILE_WORDS);
  const before = tenant.documents.length;
  const [status, body] = answer();
  const stored = tenant.documents.length > before ? tenant.documents.at(-1) : undefined;
  if (!stored || typeof body !== 'object' || body === null) return [status, body];
  if (faults.booking) bookOtherwise(stored, faults.booking);
  tenant.misbehavedPosts += 1;
  if (faults.unstoredEvery && tenant.misbehavedPosts % faults.unstoredEvery === 0) {
    tenant.documents.pop();
    tenant.posts -= 1;
  }
  const id = fieldOf(body, 'id');
  if (faults.oversizedId) return [status, { ...body, id: '9'.repeat(faults.oversizedId) }];
  if (faults.unknownId)
    return [status, { ...body, id: typeof id === 'number' ? id * 10 + 7 : `${String(id)}7` }];
  return [status, body];
}

/** Mirrored: each line's debit and credit swapped (e-Boekhouden's signed amount negated). */
function bookOtherwise(document: StoredDocument, how: 'mirrored' | 'line_dropped'): void {
  if (how === 'line_dropped') {
    document.lines.pop();
    return;
  }
  for (const line of document.lines) {
    const signed = document.mutation !== undefined;
    const { debit, credit } = line;
    line.debit = signed ? (debit.startsWith('-') ? debit.slice(1) : `-${debit}`) : credit;
    line.credit = signed ? credit : debit;
  }
}
