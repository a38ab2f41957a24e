/**
 * A bookkeeping package in memory, the outside party of the posting engine's unit tests: it
 * keeps documents by reference and answers as a package would, with the faults a misbehaving
 * one has: a 201 without storing (every Nth post), a booking mirrored or a line dropped, books
 * that move otherwise than the document says, a 429 (as the clients throw it after waiting),
 * an id of a megabyte, hostile words in a refusal. Counts its calls.
 */
import { add, negate, subtract, ZERO, type Amount } from '../../../shared/money.js';
import {
  PackageFailure,
  type BookedDocument,
  type PackageClient,
  type PackageEntry,
} from '../../../electron/service/data/bookkeeping/package-client.js';

export interface FakeFaults {
  /** Every Nth post answers an id but stores nothing. */
  dropEvery?: number;
  /** How a stored document is booked: as sent, mirrored, or its last line dropped. */
  booking?: 'as_sent' | 'mirrored' | 'line_dropped';
  /** The books (ledger balances) move mirrored though the document reads as sent. */
  booksMirrored?: boolean;
  /** Whether the package keeps ledger balances at all (e-Boekhouden) or not (Moneybird). */
  balances?: boolean;
  /** Every document call fails `rate_limited`, asking again this many ms on. */
  rateLimitedFor?: number;
  /** A post answers this id. */
  answerId?: string;
  /** A post is refused in these words. */
  refusal?: string;
}

export class FakePackage implements PackageClient {
  readonly package = 'e-boekhouden' as const;
  readonly target = 'e-boekhouden:fake';
  readonly documents = new Map<string, { reference: string; booked: BookedDocument }>();
  readonly calls = { post: 0, find: 0, booked: 0, balances: 0 };
  private nextId = 1;

  constructor(
    public faults: FakeFaults = {},
    private readonly now: () => number = Date.now,
  ) {}

  administration() {
    return Promise.resolve({ id: 'fake', name: 'Fake', periodLockedUntil: null });
  }
  ledgers() {
    return Promise.resolve([]);
  }
  vatCodes() {
    return Promise.resolve(null);
  }

  private throttled(): void {
    const wait = this.faults.rateLimitedFor;
    if (wait !== undefined)
      throw new PackageFailure('rate_limited', 'Fake: too many requests', {
        retryAt: this.now() + wait,
      });
  }

  find(reference: string): Promise<string | null> {
    this.calls.find += 1;
    this.throttled();
    const found = [...this.documents].find(([, document]) => document.reference === reference);
    return Promise.resolve(found?.[0] ?? null);
  }

  post(entry: PackageEntry): Promise<string> {
    this.calls.post += 1;
    this.throttled();
    if (this.faults.refusal !== undefined)
      return Promise.reject(new PackageFailure('refused', this.faults.refusal, { status: 400 }));
    if (this.faults.answerId !== undefined) return Promise.resolve(this.faults.answerId);
    const id = String(this.nextId++);
    const every = this.faults.dropEvery;
    if (every !== undefined && this.calls.post % every === 0) return Promise.resolve(id);
    const flip = this.faults.booking === 'mirrored';
    const lines = entry.lines.map((line) => ({
      ledgerId: line.ledgerId,
      debit: flip ? line.credit : line.debit,
      credit: flip ? line.debit : line.credit,
    }));
    if (this.faults.booking === 'line_dropped') lines.pop();
    this.documents.set(id, { reference: entry.reference, booked: { id, date: entry.date, lines } });
    return Promise.resolve(id);
  }

  booked(documentId: string): Promise<BookedDocument | null> {
    this.calls.booked += 1;
    return Promise.resolve(this.documents.get(documentId)?.booked ?? null);
  }

  ledgerBalances(ids: readonly string[], from: string, to: string) {
    this.calls.balances += 1;
    if (this.faults.balances !== true) return Promise.resolve(null);
    const balances = new Map<string, Amount>(ids.map((id) => [id, ZERO]));
    for (const { booked } of this.documents.values()) {
      if (booked.date < from || booked.date > to) continue;
      for (const line of booked.lines) {
        const moved = subtract(line.debit, line.credit);
        const signed = this.faults.booksMirrored ? negate(moved) : moved;
        if (balances.has(line.ledgerId))
          balances.set(line.ledgerId, add(balances.get(line.ledgerId) ?? ZERO, signed));
      }
    }
    return Promise.resolve(balances as ReadonlyMap<string, Amount>);
  }

  link(): null {
    return null;
  }

  /** The package's documents by reference, each once. */
  references(): string[] {
    return [...this.documents.values()].map((document) => document.reference).sort();
  }
}
