/**
 * The stand-ins' administrations: one per package and API token, made on the token's first use.
 * A token that does not start with `demo` is refused, as a real package refuses an unknown
 * one; any other is an administration of its own (so each test, and a newcomer with `demo`,
 * gets a fresh one). Each starts with the chart of accounts of docs/journal.md's example
 * mapping and the demo platform's turnover groups, Moneybird's also with tax rates,
 * e-Boekhouden's also with VAT ledgers of its own (e-boekhouden-vat.ts), and keeps the entries
 * posted into it. Its faults, for tests (admin.ts): a period closed up to a day,
 * every Nth answer dropped after the request was done, the rate limit, and a latency.
 */
import { createHash, randomBytes } from 'node:crypto';
import { E_BOEKHOUDEN_VAT_LEDGERS, type InExVat } from './e-boekhouden-vat.js';
import {
  freshAccountId,
  MONEYBIRD_EXTRAS,
  TAX_RATES,
  scopesOf,
  withoutOurCodes,
  type MoneybirdScope,
} from './moneybird-chart.js';
import type { Misbehaviour } from './misbehaviour.js';
import { DEMO_CHART } from './chart.js';

export type StandInPackage = 'moneybird' | 'e-boekhouden';

/** A JSON value as text when it is a string or a number (ids and dates arrive as either). */
export const scalarText = (value: unknown): string | null =>
  typeof value === 'string' || typeof value === 'number' ? String(value) : null;

export interface StandInLedger {
  id: string;
  code: string;
  name: string;
  /** e-Boekhouden's category of a VAT ledger (AF19 …); every other ledger is BAL. */
  category?: string;
  /** Moneybird's `account_id` where it is not `code` (null: none): moneybird-chart.ts. */
  accountId?: string | null;
  /** Moneybird's `allowed_document_types`; all of them when not given. */
  allowed?: readonly string[];
}

export interface StandInTaxRate {
  id: string;
  name: string;
  percentage: string;
  type: 'sales_invoice' | 'purchase_invoice' | 'general_journal_document';
  country: string | null;
}

export interface StoredLine {
  ledgerId: string;
  description: string;
  /** Euros as the package keeps them: Moneybird's debit and credit text, e-Boekhouden's signed amount. */
  debit: string;
  credit: string;
  vat: string | null;
  /** e-Boekhouden's: the VAT the package calculated for the row and the ledger it went on. */
  vatBooked?: { amount: string; ledgerId: string } | null;
}

export interface StoredDocument {
  id: string;
  reference: string;
  /** e-Boekhouden's `entryNumber`, where it differs from the reference (absent: the same). */
  entryNumber?: string;
  date: string;
  description: string;
  lines: StoredLine[];
  createdAt: string;
  /**
   * e-Boekhouden's: the mutation's own ledger, whether its rows' amounts include VAT, and
   * whether it was booked with the rows' sign the other way (`booksMemorialSignReversed`).
   */
  mutation?: { ledgerId: string; inExVat: InExVat; signReversed?: boolean };
}

export interface TenantFaults {
  /** Days up to this one (YYYY-MM-DD) are in a closed period. */
  lockedUntil: string | null;
  /** Every Nth answer is dropped after its request was done (the connection closes). */
  dropEvery: number | null;
  /** Requests per window (Moneybird's 150 per 300 s by default). */
  rateLimit: { limit: number; windowSeconds: number };
  /** Each request waits this long before it is handled (two posting at once then cross). */
  latencyMs: number;
  /** Moneybird: the subscription does not allow posting (402). */
  paymentRequired: boolean;
  /** e-Boekhouden's: a memorial entry's `invoiceNumber` is not kept (found by date and entry number). */
  dropsMemorialInvoiceNumber: boolean;
  /**
   * e-Boekhouden's: a memorial entry is booked reading its rows' sign the other way from the
   * convention (a positive amount debits the row's ledger), while it reads back as sent.
   */
  booksMemorialSignReversed: boolean;
  /**
   * e-Boekhouden's: every session is refused with API_SESSION_002 (the source not matching its
   * pattern), whatever the source: as the live API refused one outside it.
   */
  refusesSessionSource: boolean;
}

/** Ids beyond 2^53, as Moneybird's are: a client that reads them as numbers loses them. */
const BIG_ID_BASE = 496_081_000_000_000_000n;

export class Tenant {
  readonly administrationId: string;
  readonly ledgers: StandInLedger[] = [];
  readonly taxRates: StandInTaxRate[];
  readonly documents: StoredDocument[] = [];
  readonly sessions = new Map<string, number>();
  faults: TenantFaults = {
    lockedUntil: null,
    dropEvery: null,
    rateLimit: { limit: 150, windowSeconds: 300 },
    latencyMs: 0,
    paymentRequired: false,
    dropsMemorialInvoiceNumber: false,
    booksMemorialSignReversed: false,
    refusesSessionSource: false,
  };
  /** Moneybird: the permissions the token was made with. */
  readonly scopes: ReadonlySet<MoneybirdScope>;
  /** How it misbehaves beyond the faults above (misbehaviour.ts), and its posts counted. */
  misbehaviour: Misbehaviour = {};
  misbehavedPosts = 0;
  /** Answers given (and dropped), for `dropEvery`. */
  answers = 0;
  /** Entries stored, and requests received: the admin endpoint tells them. */
  posts = 0;
  requests = 0;
  /** Requests answered 429. */
  throttled = 0;
  window = { start: 0, count: 0 };
  private nextId = 1n;

  constructor(
    readonly pkg: StandInPackage,
    readonly token: string,
  ) {
    const hash = createHash('sha256').update(`${pkg}\n${token}`).digest();
    this.administrationId = String(100_000_000_000 + (hash.readUInt32BE(0) % 900_000_000_000));
    this.scopes = scopesOf(token);
    for (const [code, name] of DEMO_CHART) this.addLedger(code, name);
    if (pkg === 'moneybird') {
      for (const extra of MONEYBIRD_EXTRAS) this.ledgers.push({ id: this.newId(), ...extra });
      if (withoutOurCodes(token)) {
        this.ledgers.forEach((ledger, index) => {
          if (ledger.accountId === undefined) ledger.accountId = freshAccountId(ledger.code, index);
        });
      }
    }
    if (pkg === 'e-boekhouden') {
      for (const { code, name, category } of E_BOEKHOUDEN_VAT_LEDGERS)
        this.addLedger(code, name, category);
    }
    this.taxRates = TAX_RATES.map((rate) => ({ ...rate, id: this.newId() }));
    this.built = true;
  }

  /** Made: a ledger added now is one a test adds (admin.ts). */
  private built = false;

  newId(): string {
    const n = this.nextId++;
    return this.pkg === 'moneybird'
      ? String(BIG_ID_BASE + n * 1_009n)
      : String(100_000 + Number(n));
  }

  /** A ledger of this code; in a fresh Moneybird administration (`nocodes`), one without. */
  addLedger(code: string, name: string, category?: string): void {
    if (this.ledgers.some((ledger) => ledger.code === code)) return;
    const fresh = this.pkg === 'moneybird' && withoutOurCodes(this.token) && this.built;
    this.ledgers.push({
      id: this.newId(),
      code,
      name,
      ...(category ? { category } : {}),
      ...(fresh ? { accountId: null } : {}),
    });
  }

  /** Whether this answer is the one to drop (every `dropEvery`th). */
  dropsThisAnswer(): boolean {
    this.answers += 1;
    const every = this.faults.dropEvery;
    return every !== null && this.answers % every === 0;
  }

  /** Counts a request in the rate window; answers the window's end when it is over the limit. */
  overLimit(now: number): number | null {
    const { limit, windowSeconds } = this.faults.rateLimit;
    if (now >= this.window.start + windowSeconds * 1000) this.window = { start: now, count: 0 };
    this.window.count += 1;
    if (this.window.count <= limit) return null;
    this.throttled += 1;
    return this.window.start + windowSeconds * 1000;
  }

  /** The latency fault: waits before the request is handled. */
  async delay(): Promise<void> {
    const ms = this.faults.latencyMs;
    if (ms > 0) await new Promise((resolve) => setTimeout(resolve, ms));
  }

  newSession(lifetimeSeconds: number, now: number): string {
    const token = randomBytes(24).toString('base64url');
    this.sessions.set(token, now + lifetimeSeconds * 1000);
    return token;
  }
}

/** Every administration of both stand-ins, by package and token. */
export class StandInBooks {
  private readonly tenants = new Map<string, Tenant>();

  /** The token's administration (made on first use); null for a token the stand-in refuses. */
  tenant(pkg: StandInPackage, token: string): Tenant | null {
    if (!token.startsWith('demo')) return null;
    const key = `${pkg}\n${token}`;
    let tenant = this.tenants.get(key);
    if (!tenant) {
      tenant = new Tenant(pkg, token);
      this.tenants.set(key, tenant);
    }
    return tenant;
  }

  /** The e-Boekhouden administration a session token was given for. */
  bySession(sessionToken: string, now: number): Tenant | null {
    for (const tenant of this.tenants.values()) {
      const until = tenant.sessions.get(sessionToken);
      if (until !== undefined && until > now) return tenant;
    }
    return null;
  }

  /** The administration of this id (Moneybird's document pages). */
  findAdministration(pkg: StandInPackage, administrationId: string): Tenant | null {
    for (const tenant of this.tenants.values()) {
      if (tenant.pkg === pkg && tenant.administrationId === administrationId) return tenant;
    }
    return null;
  }

  clear(): void {
    this.tenants.clear();
  }
}
