/**
 * e-Boekhouden.nl's REST API, as its swagger document describes it (the generated client in
 * github.com/NixySoftware/eboekhouden; docs/journal.md cites each fact): the API token is
 * exchanged for a short-lived session (`POST /v1/session` with `accessToken` and `source`),
 * whose token is the `Authorization` header as it is; `GET /v1/ledger` lists the ledgers by
 * `code`; a memorial entry is a mutation of `type` 7 (`POST /v1/mutation`), found again by
 * its `invoiceNumber` (`GET /v1/mutation?invoiceNumber=`), which the package keeps unique
 * (MUT_019). Errors are `{type, code, title, status}`; a closed period is MUT_005 or
 * SECURITY_007/008. A row's amount is signed, debit positive (unverified: docs/journal.md).
 * Every row goes with the VAT code GEEN: with any other, the package calculates VAT of its own
 * from the row ("the corresponding value will be calculated based on the VAT code"), and our
 * own VAT rows would count twice (docs/decisions/0116-e-boekhouden-rows-without-vat-codes.md).
 */
import { subtract, toJsonNumber, type Amount } from '../../../../shared/money.js';
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

export interface EBoekhoudenSetup {
  /** `https://api.e-boekhouden.nl/` or a stand-in's, ending in `/`. */
  baseUrl: string;
  token: string;
  maxWaitMs: number;
}

const WHAT = 'e-Boekhouden';
/** `source`: "a code to identify your integration"; letters only, whatever its pattern is. */
const SOURCE = 'BackOfficeDesk';
const PAGE = 2000;
/** The package's codes for a closed period. */
const CLOSED_CODES = new Set(['MUT_005', 'SECURITY_007', 'SECURITY_008']);

/** "Geen btw": the package calculates no VAT for the row. */
const NO_VAT = 'GEEN';

function failureOf(answer: PackageAnswer): PackageFailure | null {
  const { status } = answer;
  if (status >= 200 && status < 300) return null;
  const code = textField(answer.json, 'code');
  const title = textField(answer.json, 'title') ?? textField(answer.json, 'message');
  const words = `${WHAT}: ${title ?? (answer.text.slice(0, 200) || `HTTP ${status}`)}${code ? ` (${code})` : ''}`;
  const detail = { status, ...(code ? { code } : {}) };
  if (code !== undefined && CLOSED_CODES.has(code))
    return new PackageFailure('closed', words, detail);
  if (code === 'MUT_019') return new PackageFailure('duplicate', words, detail);
  if (status === 401 || status === 403) return new PackageFailure('unauthorized', words, detail);
  if (status === 404) return new PackageFailure('not_found', words, detail);
  if (status === 400 || status === 422) return new PackageFailure('refused', words, detail);
  if (status >= 500) return new PackageFailure('server', words, detail);
  return new PackageFailure('unexpected', words, detail);
}

const itemsOf = (answer: PackageAnswer): Record<string, unknown>[] => {
  const items = (answer.json as { items?: unknown } | undefined)?.items ?? [];
  if (!Array.isArray(items)) throw new PackageFailure('unexpected', `${WHAT}: no items`);
  return items.filter(
    (item): item is Record<string, unknown> => typeof item === 'object' && item !== null,
  );
};

export class EBoekhoudenClient implements PackageClient {
  readonly package = 'e-boekhouden' as const;
  readonly target: string;
  private session: { token: string; until: number } | null = null;

  constructor(private readonly setup: EBoekhoudenSetup) {
    this.target = `e-boekhouden:${tokenFingerprint(setup.token)}`;
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
        const code = textField(item, 'code');
        if (typeof item.id === 'number' && code) {
          ledgers.push({
            id: String(item.id),
            code,
            name: textField(item, 'description') ?? '',
            takesJournalEntries: true,
          });
        }
      }
      if (items.length < PAGE) return ledgers;
    }
  }

  /** None: a memorial entry's rows take no VAT code here (NO_VAT on each, see above). */
  vatCodes(): Promise<null> {
    return Promise.resolve(null);
  }

  async find(reference: string, _from: string, _to: string, signal?: AbortSignal) {
    const url = `v1/mutation?invoiceNumber=${encodeURIComponent(reference)}&limit=100`;
    const found = itemsOf(await this.call({ method: 'GET', url, signal })).find(
      (item) => item.invoiceNumber === reference,
    );
    return typeof found?.id === 'number' ? String(found.id) : null;
  }

  async post(entry: PackageEntry, signal?: AbortSignal): Promise<string> {
    const rows = entry.lines.map((line) => ({
      ledgerId: Number(line.ledgerId),
      vatCode: NO_VAT,
      // Debit positive, credit negative (unverified for type 7: docs/journal.md).
      amount: toJsonNumber(subtract(line.debit, line.credit)),
      description: line.description,
    }));
    const body = {
      type: 7,
      date: entry.date,
      // A mutation names a ledger of its own; a memorial entry's is its first row's.
      ledgerId: rows[0]?.ledgerId,
      invoiceNumber: entry.reference,
      entryNumber: entry.reference,
      description: entry.description,
      // Required (MUTA_005); with GEEN on every row it changes nothing: the amounts are ours.
      inExVat: 'EX',
      rows,
    };
    const answer = await this.call({ method: 'POST', url: 'v1/mutation', body, signal });
    const id = (answer.json as { id?: unknown } | undefined)?.id;
    if (typeof id !== 'number') throw new PackageFailure('unexpected', `${WHAT}: no mutation id`);
    return String(id);
  }

  // CONTRACT PLACEHOLDER: replaced by the package's read-back (issue work in progress).
  booked(): Promise<BookedDocument | null> {
    return Promise.reject(new Error('read-back not built yet'));
  }

  // CONTRACT PLACEHOLDER: replaced by the package's ledger balances (issue work in progress).
  ledgerBalances(): Promise<ReadonlyMap<string, Amount> | null> {
    return Promise.reject(new Error('ledger balances not built yet'));
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
        const now = Date.now();
        const retryAt = rateLimitRetryAt(answer.headers, now, waited, this.setup.maxWaitMs, WHAT);
        waited += 1;
        await pause(retryAt - now, call.signal);
        continue;
      }
      const failure = failureOf(answer);
      if (failure) throw failure;
      return answer;
    }
  }

  private async sessionToken(signal?: AbortSignal): Promise<string> {
    if (this.session && this.session.until > Date.now()) return this.session.token;
    const answer = await callPackage(
      {
        method: 'POST',
        url: `${this.setup.baseUrl}v1/session`,
        body: { accessToken: this.setup.token, source: SOURCE },
        signal,
      },
      WHAT,
    );
    const failure = failureOf(answer);
    if (failure) {
      // The session's own refusals (a token missing, expired or unknown) are the token's.
      if (failure.kind === 'refused') throw new PackageFailure('unauthorized', failure.message);
      throw failure;
    }
    const token = textField(answer.json, 'token');
    const expiresIn = (answer.json as { expiresIn?: unknown } | undefined)?.expiresIn;
    if (!token) throw new PackageFailure('unexpected', `${WHAT}: the session has no token`);
    const seconds = typeof expiresIn === 'number' ? expiresIn : 300;
    this.session = { token, until: Date.now() + Math.max(0, seconds - 30) * 1000 };
    return token;
  }
}
