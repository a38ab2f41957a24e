/**
 * What the package booked, held against what was sent. After every post the document is read
 * back by its id (a 201 the package did not keep shows here); for the first day posted on a
 * connection and for a day whose answer was in doubt, the books themselves are compared too:
 * each ledger's balance of the day before and after the post must have moved by the entry's
 * debit − credit on it, and the cross-posting ledger (e-Boekhouden's) by nothing. A booking
 * that differs is said in plain words per account ("8010: booked debit € 100.00, sent credit
 * € 100.00"), so the user can find it in the package. The comparisons are pure; `readBack`
 * asks the package.
 */
import { add, formatAmount, subtract, ZERO, type Amount } from '../../../../shared/money.js';
import type {
  BookedDocument,
  PackageClient,
  PackageEntry,
} from '../../data/bookkeeping/package-client.js';
import { repeated } from './package-retry.js';

/** The package's ledger id as the user knows it: our account code, or the ledger's id. */
export type LedgerName = (ledgerId: string) => string;

/** debit − credit per ledger. */
function netByLedger(lines: readonly { ledgerId: string; debit: Amount; credit: Amount }[]) {
  const net = new Map<string, Amount>();
  for (const line of lines) {
    const moved = subtract(line.debit, line.credit);
    net.set(line.ledgerId, add(net.get(line.ledgerId) ?? ZERO, moved));
  }
  return net;
}

/** "debit € 100.00", "credit € 5.00" or "nothing". */
const side = (amount: Amount): string =>
  amount === ZERO
    ? 'nothing'
    : amount > ZERO
      ? `debit € ${formatAmount(amount)}`
      : `credit € ${formatAmount(subtract(ZERO, amount))}`;

function differences(
  found: ReadonlyMap<string, Amount>,
  sent: ReadonlyMap<string, Amount>,
  name: LedgerName,
  verb: string,
): string[] {
  const ledgers = [...new Set([...found.keys(), ...sent.keys()])];
  return ledgers
    .filter((ledger) => (found.get(ledger) ?? ZERO) !== (sent.get(ledger) ?? ZERO))
    .map((ledger) => ({ ledger, label: name(ledger) }))
    .sort((a, b) => a.label.localeCompare(b.label))
    .map(
      ({ ledger, label }) =>
        `${label}: ${verb} ${side(found.get(ledger) ?? ZERO)}, sent ${side(sent.get(ledger) ?? ZERO)}`,
    );
}

/** How the document read back differs from the entry sent: its day, then per ledger. */
export function documentDifferences(
  sent: PackageEntry,
  booked: BookedDocument,
  name: LedgerName,
): string[] {
  const day = booked.date === sent.date ? [] : [`booked on ${booked.date}, sent ${sent.date}`];
  return [
    ...day,
    ...differences(netByLedger(booked.lines), netByLedger(sent.lines), name, 'booked'),
  ];
}

/** The ledgers whose balances show the entry: its lines' and the cross-posting ledger. */
export function ledgersOf(sent: PackageEntry): string[] {
  const ids = sent.lines.map((line) => line.ledgerId);
  if (sent.crossPostingLedgerId !== null) ids.push(sent.crossPostingLedgerId);
  return [...new Set(ids)];
}

/** How the books moved (after − before) unlike the entry: the cross-posting ledger by nothing. */
export function balanceDifferences(
  sent: PackageEntry,
  before: ReadonlyMap<string, Amount>,
  after: ReadonlyMap<string, Amount>,
  name: LedgerName,
): string[] {
  const moved = new Map(
    ledgersOf(sent).map((ledger) => [
      ledger,
      subtract(after.get(ledger) ?? ZERO, before.get(ledger) ?? ZERO),
    ]),
  );
  return differences(moved, netByLedger(sent.lines), name, 'the books moved');
}

export type ReadBack =
  | { kind: 'booked' }
  | { kind: 'missing' }
  | { kind: 'mismatch'; differences: string[] };

export interface ReadBackParts {
  client: PackageClient;
  signal: AbortSignal;
  name: LedgerName;
}

/**
 * The day's balances of the entry's ledgers, or null when the package's document is its books.
 * A ledger a call, each asked again on its own: the day's ten ledgers read as one call would
 * fail as a whole on any answer lost, however often it was asked again.
 */
export async function balancesOf(
  parts: ReadBackParts,
  sent: PackageEntry,
): Promise<ReadonlyMap<string, Amount> | null> {
  const balances = new Map<string, Amount>();
  for (const ledgerId of ledgersOf(sent)) {
    const one = await repeated(parts, () =>
      parts.client.ledgerBalances([ledgerId], sent.date, sent.date, parts.signal),
    );
    if (one === null) return null;
    for (const [id, amount] of one) balances.set(id, amount);
  }
  return balances;
}

/**
 * Reads the document back (and, with `before`, the books after it): `missing` when the package
 * does not have it, `mismatch` with what differs, else `booked`.
 */
export async function readBack(
  parts: ReadBackParts,
  sent: PackageEntry,
  documentId: string,
  before: ReadonlyMap<string, Amount> | null,
): Promise<ReadBack> {
  const booked = await repeated(parts, () => parts.client.booked(documentId, parts.signal));
  if (booked === null) return { kind: 'missing' };
  const found = documentDifferences(sent, booked, parts.name);
  if (found.length === 0 && before !== null) {
    const after = await balancesOf(parts, sent);
    if (after !== null) found.push(...balanceDifferences(sent, before, after, parts.name));
  }
  return found.length === 0 ? { kind: 'booked' } : { kind: 'mismatch', differences: found };
}
