/**
 * The links from the ledger mapping's account codes to the package's accounts, kept per
 * connection (data/bookkeeping-links/): read for a posting run and the accounts check, and
 * replaced by PUT /api/bookkeeping/accounts. A link names an account the package has and that
 * takes memorial entries (Moneybird: `allowed_document_types`), of an account code the
 * mapping uses; anything else is a 400 naming it, and nothing is kept. Changed only by whom
 * may change the connection.
 */
import type { BookkeepingAccountLinksInput } from '../../../../shared/api/bookkeeping.js';
import type { AuthContext } from '../../core/caller.js';
import { ApiError } from '../../core/errors.js';
import { readLedgerMapping } from '../ledger/ledger-mapping.js';
import { fromPackage, packageAccounts, type AccountsDeps } from './accounts.js';
import { openClient, type ConnectionParts } from './connection.js';
import { notConnected } from './refusals.js';
import { checkMayManageBookkeeping } from './rights.js';

type LinkParts = Pick<ConnectionParts, 'connections' | 'links'>;

/** The account's links for its connection of now; none for another (or no) connection. */
export async function linksOf(parts: LinkParts, account: string): Promise<Record<string, string>> {
  const [connection, stored] = await Promise.all([
    parts.connections.get(account),
    parts.links.get(account),
  ]);
  return connection !== null && stored?.connection_id === connection.id ? stored.links : {};
}

const refused = (message: string, field: string) =>
  new ApiError(
    400,
    message,
    {},
    { code: 'bookkeeping_link_refused', fields: { params: { field } } },
  );

/** GET /api/bookkeeping/accounts, with the connection's links. */
export async function accountsOf(parts: ConnectionParts, deps: AccountsDeps, auth: AuthContext) {
  const client = await openClient(parts, auth.account);
  return packageAccounts(deps, auth, client, await linksOf(parts, auth.account));
}

export async function linkAccounts(
  parts: ConnectionParts,
  deps: AccountsDeps,
  auth: AuthContext,
  input: BookkeepingAccountLinksInput,
) {
  checkMayManageBookkeeping(auth);
  const client = await openClient(parts, auth.account);
  const [mapping, ledgers, connection] = await Promise.all([
    readLedgerMapping(deps, auth),
    fromPackage((signal) => client.ledgers(signal)),
    parts.connections.get(auth.account),
  ]);
  if (connection === null) throw notConnected();
  const used = new Set(mapping.rgs.map((row) => row.account));
  const byId = new Map(ledgers.map((ledger) => [ledger.id, ledger]));
  for (const [account, id] of Object.entries(input.links)) {
    const field = `links.${account}`;
    if (!used.has(account)) {
      throw refused(
        `field '${field}': the ledger mapping posts nothing to account ${account}`,
        field,
      );
    }
    const ledger = byId.get(id);
    if (!ledger) throw refused(`field '${field}': the package has no account ${id}`, field);
    if (!ledger.takesJournalEntries) {
      throw refused(
        `field '${field}': the package's account ${ledger.name} (${id}) takes no memorial entries`,
        field,
      );
    }
  }
  await parts.links.put(auth.account, { connection_id: connection.id, links: input.links });
  return packageAccounts(deps, auth, client, input.links);
}
