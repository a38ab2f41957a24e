/**
 * e-Boekhouden.nl's REST API, as its swagger document describes it (the generated client in
 * github.com/NixySoftware/eboekhouden; docs/journal.md cites each fact): the API token is
 * exchanged for a short-lived session (`POST /v1/session` with `accessToken` and `source`),
 * whose token is the `Authorization` header as it is; `GET /v1/ledger` lists the ledgers by
 * `code`; a memorial entry is a mutation of `type` 7 (`POST /v1/mutation`), found again by
 * its `invoiceNumber` (`GET /v1/mutation?invoiceNumber=`), which the package keeps unique
 * (MUT_019), else by its day and `entryNumber`. Errors are `{type, code, title, status}`; a
 * closed period is MUT_005 or SECURITY_007/008. Rows are booked by the memorial convention
 * (e-boekhouden-requests.ts; docs/journal.md), and read back by it (`booked`).
 * Every row goes with the VAT code GEEN: with any other, the package calculates VAT of its own
 * from the row ("the corresponding value will be calculated based on the VAT code"), and our
 * own VAT rows would count twice (docs/decisions/0116-e-boekhouden-rows-without-vat-codes.md).
 */
import { parseAmount, type Amount } from '../../../../shared/money.js';
import {
  bookedOf,
  failureOf,
  idOf,
  itemsOf,
  MAX_LEDGER_ID,
  mutationIdOf,
  sessionFailureOf,
  WHAT,
} from './e-boekhouden-answers.js';
import { mutationRequestOf, sessionRequestOf } from './e-boekhouden-requests.js';
import {
  PackageFailure,
  type BookedDocument,
  type PackageAdministration,
  type PackageClient,
  type PackageEntry,
  type PackageLedger,
} from './package-client.js';
import {
  callPackage,
  rateLimitRetryAt,
  textField,
  tokenFingerprint,
  type PackageAnswer,
  type PackageCall,
} from './package-http.js';
import { pause } from './request-window.js';
import { fieldOf } from '../../../../shared/guards.js';

export interface EBoekhoudenSetup {
  /** `https://api.e-boekhouden.nl/` or a stand-in's, ending in `/`. */
  baseUrl: string;
  token: string;
  maxWaitMs: number;
  /**
   * The connection's own random id (connection.ts), which keeps its postings apart; absent
   * for a connection stored before it had one, which keeps the token's fingerprint.
   */
  connectionId?: string | undefined;
}

const PAGE = 2000;

export class EBoekhoudenClient implements PackageClient {
  readonly package = 'e-boekhouden' as const;
  readonly target: string;
  private session: { token: string; until: number } | null = null;

  constructor(private readonly setup: EBoekhoudenSetup) {
    this.target = `e-boekhouden:${setup.connectionId ?? tokenFingerprint(setup.token)}`;
  }

  /** No administration to choose: the token is one; checked by opening a session and a read. */
  async administration(signal?: AbortSignal): Promise<PackageAdministration> {
    await this.call({ method: 'GET', url: 'v1/ledger?limit=1', signal });
    return { id: this.target.slice('e-boekhouden:'.length), name: '', periodLockedUntil: null };
  }

  async ledgers(signal?: AbortSignal): Promise<PackageLedger[]> {
    const ledgers: PackageLedger[] = [];
    for (let offset = 0; ; offset += PAGE) {
      const items = itemsOf(
        await this.call({ method: 'GET', url: `v1/ledger?limit=${PAGE}&offset=${offset}`, signal }),
      );
      for (const item of items) {
        const id = idOf(item.id, MAX_LEDGER_ID);
        const code = textField(item, 'code');
        if (id !== null && code) {
          const name = textField(item, 'description') ?? '';
          ledgers.push({ id, code, name, takesJournalEntries: true });
        }
      }
      if (items.length < PAGE) return ledgers;
    }
  }

  /** None: a memorial entry's rows take no VAT code here (GEEN on each, see above). */
  vatCodes(): Promise<null> {
    return Promise.resolve(null);
  }

  /**
   * By `invoiceNumber`; and, should the package not keep one on a memorial entry, by the
   * day's type-7 mutations and their `entryNumber` (the list has no filter on it).
   */
  async find(reference: string, from: string, to: string, signal?: AbortSignal) {
    const byInvoice = `v1/mutation?invoiceNumber=${encodeURIComponent(reference)}&limit=100`;
    const found = itemsOf(await this.call({ method: 'GET', url: byInvoice, signal })).find(
      (item) => item.invoiceNumber === reference,
    );
    if (found) return mutationIdOf(found.id);
    // The swagger's date filter: `date=` one day, `date[range]=from,to` inclusive.
    const date = from === to ? `date=${from}` : `date[range]=${from},${to}`;
    for (let offset = 0; ; offset += PAGE) {
      const url = `v1/mutation?type=7&${date}&limit=${PAGE}&offset=${offset}`;
      const items = itemsOf(await this.call({ method: 'GET', url, signal }));
      const same = items.find((item) => item.entryNumber === reference);
      if (same) return mutationIdOf(same.id);
      if (items.length < PAGE) return null;
    }
  }

  async post(entry: PackageEntry, signal?: AbortSignal): Promise<string> {
    const body = mutationRequestOf(entry);
    const answer = await this.call({ method: 'POST', url: 'v1/mutation', body, signal });
    return mutationIdOf(fieldOf(answer.json, 'id'));
  }

  /**
   * The mutation as the package booked it, by the memorial convention: each row is a pair
   * with the mutation's `ledgerId`, a positive amount crediting the row's ledger and debiting
   * the mutation's, a negative one the reverse (docs/journal.md).
   */
  async booked(documentId: string, signal?: AbortSignal): Promise<BookedDocument | null> {
    const id = mutationIdOf(Number(documentId));
    let answer: PackageAnswer;
    try {
      answer = await this.call({ method: 'GET', url: `v1/mutation/${id}`, signal });
    } catch (error) {
      if (error instanceof PackageFailure && error.kind === 'not_found') return null;
      throw error;
    }
    return bookedOf(answer.json, id);
  }

  /** `GET v1/ledger/{id}/balance?from&to`: "the difference over the period", debit positive. */
  async ledgerBalances(
    ledgerIds: readonly string[],
    from: string,
    to: string,
    signal?: AbortSignal,
  ): Promise<ReadonlyMap<string, Amount>> {
    const balances = new Map<string, Amount>();
    for (const ledgerId of ledgerIds) {
      const id = idOf(Number(ledgerId), MAX_LEDGER_ID);
      if (id === null) throw new PackageFailure('unexpected', `${WHAT}: not a ledger id`);
      const url = `v1/ledger/${id}/balance?from=${from}&to=${to}`;
      const { json } = await this.call({ method: 'GET', url, signal });
      const balance = fieldOf(json, 'balance');
      if (typeof balance !== 'number' || !Number.isFinite(balance))
        throw new PackageFailure('unexpected', `${WHAT}: a balance without an amount`);
      balances.set(id, parseAmount(balance));
    }
    return balances;
  }

  link(): null {
    return null;
  }

  /**
   * A call with a session (opened, or opened again once when the package ended it), a 429
   * waited out as rateLimitRetryAt says: a loop, never a call within a call.
   */
  private async call(call: PackageCall): Promise<PackageAnswer> {
    let renewed = false;
    for (let waited = 0; ;) {
      const session = await this.sessionToken(call.signal);
      const answer = await callPackage(
        { ...call, url: this.setup.baseUrl + call.url, headers: { authorization: session } },
        WHAT,
      );
      if (answer.status === 401 && !renewed) {
        this.session = null;
        renewed = true;
        continue;
      }
      if (answer.status === 429) {
        waited = await this.waitOut(answer, waited, call.signal);
        continue;
      }
      const failure = failureOf(answer);
      if (failure) throw failure;
      return answer;
    }
  }

  /** Waits out a 429 as rateLimitRetryAt says (or fails as it says); the waits so far. */
  private async waitOut(answer: PackageAnswer, waited: number, signal?: AbortSignal) {
    const now = Date.now();
    const retryAt = rateLimitRetryAt(answer.headers, now, waited, this.setup.maxWaitMs, WHAT);
    await pause(retryAt - now, signal);
    return waited + 1;
  }

  private async sessionToken(signal?: AbortSignal): Promise<string> {
    if (this.session && this.session.until > Date.now()) return this.session.token;
    const body = sessionRequestOf(this.setup.token);
    for (let waited = 0; ;) {
      const url = `${this.setup.baseUrl}v1/session`;
      const answer = await callPackage({ method: 'POST', url, body, signal }, WHAT);
      if (answer.status === 429) {
        waited = await this.waitOut(answer, waited, signal);
        continue;
      }
      const failure = sessionFailureOf(answer);
      if (failure) throw failure;
      const token = textField(answer.json, 'token');
      const expiresIn = fieldOf(answer.json, 'expiresIn');
      if (!token) throw new PackageFailure('unexpected', `${WHAT}: the session has no token`);
      const seconds = typeof expiresIn === 'number' ? expiresIn : 300;
      this.session = { token, until: Date.now() + Math.max(0, seconds - 30) * 1000 };
      return token;
    }
  }
}
