/**
 * Moneybird's API v2, as its OpenAPI document describes it (github.com/moneybird/openapi,
 * `openapi.json`; docs/journal.md cites each fact): a bearer token; `GET administrations`
 * (with `period_locked_until`), `GET {administration}/ledger_accounts` (the code is
 * `account_id`), `GET {administration}/tax_rates` (a memorial entry's line takes a rate of
 * `tax_rate_type` `general_journal_document`), and general journal documents, looked up with
 * `filter=period:…,reference:…`, posted with `reference`, `date` and
 * `general_journal_document_entries_attributes`, and read back by id. Ids are sent and kept
 * as text: they are beyond 2^53. A 429 is waited out until the time it names
 * (request-window.ts); its answers are read in moneybird-answers.ts (a missing permission, a
 * 402, an id not of Moneybird's shape).
 */
import type { Amount } from '../../../../shared/money.js';
import { formatAmount } from '../../../../shared/money.js';
import {
  PackageFailure,
  type BookedDocument,
  type PackageAdministration,
  type PackageClient,
  type PackageEntry,
  type PackageLedger,
  type PackageVatCode,
} from './package-client.js';
import { callPackage, rateLimitRetryAt, tokenFingerprint } from './package-http.js';
import type { RequestWindow } from './request-window.js';
import { bookedOf, failureOf, idOf, ledgerOf, rowsOf, text, WHAT } from './moneybird-answers.js';
import { fieldOf } from '../../../../shared/guards.js';

export interface MoneybirdSetup {
  /** `https://moneybird.com/api/v2/` or a stand-in's, ending in `/`. */
  baseUrl: string;
  token: string;
  administrationId: string;
  window: RequestWindow;
  /** The longest a 429 is waited out before the call fails as `rate_limited`. */
  maxWaitMs: number;
}

const PAGE = 100;

export class MoneybirdClient implements PackageClient {
  readonly package = 'moneybird' as const;
  readonly target: string;
  private readonly windowKey: string;

  constructor(private readonly setup: MoneybirdSetup) {
    this.target = `moneybird:${setup.administrationId}`;
    this.windowKey = `moneybird:${tokenFingerprint(setup.token)}`;
  }

  /** Every administration the token may use (the connect screen's choice). */
  async administrations(signal?: AbortSignal): Promise<PackageAdministration[]> {
    const rows = rowsOf(await this.call('GET', 'administrations.json', undefined, signal));
    return rows.map((row) => ({
      id: idOf(row.id, 'administration'),
      name: text(row.name),
      periodLockedUntil:
        typeof row.period_locked_until === 'string' ? row.period_locked_until : null,
    }));
  }

  async administration(signal?: AbortSignal): Promise<PackageAdministration> {
    const found = (await this.administrations(signal)).find(
      (administration) => administration.id === this.setup.administrationId,
    );
    if (!found) {
      throw new PackageFailure(
        'not_found',
        `${WHAT}: administration ${this.setup.administrationId} is not among the token's`,
      );
    }
    return found;
  }

  async ledgers(signal?: AbortSignal): Promise<PackageLedger[]> {
    const rows = rowsOf(
      await this.call('GET', this.path('ledger_accounts.json'), undefined, signal),
    );
    return rows.flatMap((row) => ledgerOf(row) ?? []);
  }

  async vatCodes(signal?: AbortSignal): Promise<PackageVatCode[]> {
    const codes: PackageVatCode[] = [];
    for (let page = 1; ; page += 1) {
      const query = `tax_rates.json?filter=tax_rate_type:general_journal_document&page=${page}&per_page=${PAGE}`;
      const rows = rowsOf(await this.call('GET', this.path(query), undefined, signal));
      for (const row of rows) {
        if (row.active === false || row.tax_rate_type !== 'general_journal_document') continue;
        const percentage = Number(row.percentage);
        codes.push({
          id: idOf(row.id, 'tax rate'),
          name: text(row.name),
          percentage: Number.isFinite(percentage) ? percentage : null,
          country: typeof row.country === 'string' && row.country !== '' ? row.country : null,
        });
      }
      if (rows.length < PAGE) return codes;
    }
  }

  async find(reference: string, from: string, to: string, signal?: AbortSignal) {
    const period = `${from.replaceAll('-', '')}..${to.replaceAll('-', '')}`;
    const filter = encodeURIComponent(`period:${period},reference:${reference}`);
    const path = `documents/general_journal_documents.json?filter=${filter}&per_page=${PAGE}`;
    const rows = rowsOf(await this.call('GET', this.path(path), undefined, signal));
    const found = rows.find((row) => row.reference === reference);
    return found ? idOf(found.id, 'document') : null;
  }

  async post(entry: PackageEntry, signal?: AbortSignal): Promise<string> {
    const body = {
      general_journal_document: {
        reference: entry.reference,
        date: entry.date,
        general_journal_document_entries_attributes: entry.lines.map((line, index) => ({
          ledger_account_id: line.ledgerId,
          description: line.description,
          debit: money(line.debit),
          credit: money(line.credit),
          ...(line.vat === null ? {} : { tax_rate_id: line.vat }),
          row_order: index + 1,
        })),
      },
    };
    const path = this.path('documents/general_journal_documents.json');
    try {
      const answer = await this.call('POST', path, body, signal);
      return idOf(fieldOf(answer.json, 'id'), 'document');
    } catch (error) {
      // A refusal of a date in the closed period is the period's, not the entry's.
      if (error instanceof PackageFailure && error.kind === 'refused') {
        const locked = (await this.administration(signal)).periodLockedUntil;
        if (locked !== null && entry.date <= locked) {
          throw new PackageFailure('closed', `${error.message} (period locked until ${locked})`);
        }
      }
      throw error;
    }
  }

  /** `GET …/documents/general_journal_documents/{id}`: its lines; null on a 404. */
  async booked(documentId: string, signal?: AbortSignal): Promise<BookedDocument | null> {
    const id = idOf(documentId, 'document asked for');
    const path = this.path(`documents/general_journal_documents/${id}.json`);
    try {
      return bookedOf((await this.call('GET', path, undefined, signal)).json);
    } catch (error) {
      if (error instanceof PackageFailure && error.kind === 'not_found') return null;
      throw error;
    }
  }

  /** A general journal document's lines carry their debit and credit: they are the books. */
  ledgerBalances(): Promise<ReadonlyMap<string, Amount> | null> {
    return Promise.resolve(null);
  }

  link(documentId: string): string {
    const web = this.setup.baseUrl.replace(/api\/v2\/?$/, '');
    return `${web}${this.setup.administrationId}/general_journal_documents/${documentId}`;
  }

  private path(rest: string): string {
    return `${encodeURIComponent(this.setup.administrationId)}/${rest}`;
  }

  /** One call, within the rate limit; a 429 is waited out and asked again. */
  private async call(method: 'GET' | 'POST', path: string, body: unknown, signal?: AbortSignal) {
    for (let waited = 0; ; waited += 1) {
      await this.setup.window.take(this.windowKey, signal);
      const answer = await callPackage(
        {
          method,
          url: this.setup.baseUrl + path,
          headers: { authorization: `Bearer ${this.setup.token}` },
          body,
          signal,
        },
        WHAT,
      );
      if (answer.status === 429) {
        const retryAt = rateLimitRetryAt(
          answer.headers,
          Date.now(),
          waited,
          this.setup.maxWaitMs,
          WHAT,
        );
        this.setup.window.holdUntil(this.windowKey, retryAt);
        continue;
      }
      const failure = failureOf(answer);
      if (failure) throw failure;
      return answer;
    }
  }
}

const money = (amount: Amount): string => formatAmount(amount);
