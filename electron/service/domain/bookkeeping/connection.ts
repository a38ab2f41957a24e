/**
 * The account's connection to its bookkeeping package: made with a token the package accepts
 * (and, for Moneybird, an administration the token may use), kept with the token sealed under
 * the vault key (as webhooks and schedules keep their credentials: core/credential-box.ts,
 * the connection's id bound in), never answered back; checked on request, with what is wrong
 * in words a screen can say (the token refused, the administration gone, the package not
 * answering). The whole account's: who may change it is rights.ts's rule.
 */
import { randomBytes } from 'node:crypto';
import type {
  BookkeepingConnection,
  BookkeepingConnectionInput,
} from '../../../../shared/api/bookkeeping.js';
import { formatApiTimestamp } from '../../../../shared/dates.js';
import type { AuthContext } from '../../core/caller.js';
import type { Clock } from '../../core/clock.js';
import { openValue, sealValue } from '../../core/credential-box.js';
import { ApiError } from '../../core/errors.js';
import { vaultUnavailable, type Vault } from '../../core/vault-key.js';
import type {
  BookkeepingConnections,
  StoredConnection,
} from '../../data/bookkeeping-connections/store.js';
import type { BookkeepingLinks } from '../../data/bookkeeping-links/store.js';
import { EBoekhoudenClient } from '../../data/bookkeeping/e-boekhouden.js';
import { MoneybirdClient } from '../../data/bookkeeping/moneybird.js';
import type { PackageClient } from '../../data/bookkeeping/package-client.js';
import type { RequestWindow } from '../../data/bookkeeping/request-window.js';
import { notConnected, packageRefusal } from './refusals.js';
import { proveAccess } from './connection-check.js';
import { checkMayManageBookkeeping } from './rights.js';

const TOKEN_INFO = 'backoffice-desk bookkeeping token v1';

export interface ConnectionParts {
  connections: BookkeepingConnections;
  /** The links of the mapping's accounts to the package's, per connection (account-links.ts). */
  links: BookkeepingLinks;
  vault: Vault;
  /** The packages' API base URLs (`--moneybird-url`, `--eboekhouden-url`). */
  urls: { moneybird: string; eBoekhouden: string };
  window: RequestWindow;
  /** The longest a package's 429 is waited out. */
  maxWaitMs: number;
  clock: Clock;
}

type ClientInput =
  | { package: 'moneybird'; token: string; administration_id: string }
  | { package: 'e-boekhouden'; token: string; connection_id?: string | undefined };

export function clientOf(parts: ConnectionParts, input: ClientInput): PackageClient {
  if (input.package === 'moneybird') {
    return new MoneybirdClient({
      baseUrl: parts.urls.moneybird,
      token: input.token,
      administrationId: input.administration_id,
      window: parts.window,
      maxWaitMs: parts.maxWaitMs,
    });
  }
  return new EBoekhoudenClient({
    baseUrl: parts.urls.eBoekhouden,
    token: input.token,
    maxWaitMs: parts.maxWaitMs,
    connectionId: input.connection_id,
  });
}

/** The client of the account's connection; 409 when it has none. */
export async function openClient(parts: ConnectionParts, account: string): Promise<PackageClient> {
  const stored = await parts.connections.get(account);
  if (!stored) throw notConnected();
  const { vault } = parts;
  if (vault.status === 'unavailable') throw vaultUnavailable(vault.reason);
  const token =
    stored.vault_key_id === vault.id
      ? openValue(vault.key, stored.id, stored.token, TOKEN_INFO)
      : undefined;
  if (typeof token !== 'string') {
    throw new ApiError(
      409,
      'the bookkeeping token was sealed under another vault key: connect again',
      {},
      { code: 'bookkeeping_token_unreadable' },
    );
  }
  if (stored.package === 'moneybird')
    return clientOf(parts, {
      package: 'moneybird',
      token,
      administration_id: stored.administration_id,
    });
  // e-Boekhouden's connection is known by its own random id; one stored before it had one
  // (its administration id the token's fingerprint) keeps that, so its postings stay its own.
  const connectionId = stored.administration_id === stored.id ? stored.id : undefined;
  return clientOf(parts, { package: 'e-boekhouden', token, connection_id: connectionId });
}

function viewOf(parts: ConnectionParts, stored: StoredConnection | null): BookkeepingConnection {
  if (!stored)
    return {
      connected: false,
      package: null,
      administration: null,
      connected_at: null,
      base_url: null,
    };
  return {
    connected: true,
    package: stored.package,
    administration: { id: stored.administration_id, name: stored.administration_name },
    connected_at: stored.connected_at,
    base_url: stored.package === 'moneybird' ? parts.urls.moneybird : parts.urls.eBoekhouden,
  };
}

export async function connectionView(parts: ConnectionParts, account: string) {
  return viewOf(parts, await parts.connections.get(account));
}

/** The administrations a Moneybird token may use, for the connect screen's choice. */
export async function administrationsOf(parts: ConnectionParts, token: string) {
  const client = new MoneybirdClient({
    baseUrl: parts.urls.moneybird,
    token,
    administrationId: '',
    window: parts.window,
    maxWaitMs: parts.maxWaitMs,
  });
  try {
    const found = await client.administrations();
    return {
      administrations: found.map(({ id, name, periodLockedUntil }) => ({
        id,
        name,
        period_locked_until: periodLockedUntil,
      })),
    };
  } catch (error) {
    throw packageRefusal(error);
  }
}

const newConnectionId = () => `bkc_${randomBytes(8).toString('hex')}`;

/** The id of the account's e-Boekhouden connection with this very token, if it has one. */
async function sameEBoekhouden(
  parts: ConnectionParts,
  account: string,
  input: BookkeepingConnectionInput,
): Promise<string | null> {
  const stored = await parts.connections.get(account);
  if (input.package !== 'e-boekhouden' || stored?.package !== 'e-boekhouden') return null;
  if (stored.administration_id !== stored.id || parts.vault.status === 'unavailable') return null;
  const kept =
    stored.vault_key_id === parts.vault.id
      ? openValue(parts.vault.key, stored.id, stored.token, TOKEN_INFO)
      : undefined;
  return kept === input.token ? stored.id : null;
}

export async function connect(
  parts: ConnectionParts,
  auth: AuthContext,
  input: BookkeepingConnectionInput,
): Promise<BookkeepingConnection> {
  checkMayManageBookkeeping(auth);
  const { vault } = parts;
  if (vault.status === 'unavailable') throw vaultUnavailable(vault.reason);
  // e-Boekhouden has no administration id to show: the connection's own random one is shown
  // (never one derived from the token), kept when the same token connects again.
  const id = (await sameEBoekhouden(parts, auth.account, input)) ?? newConnectionId();
  let administration;
  try {
    const client =
      input.package === 'e-boekhouden'
        ? clientOf(parts, { ...input, connection_id: id })
        : clientOf(parts, input);
    administration = await client.administration();
    await proveAccess(client, parts.clock.now());
  } catch (error) {
    throw packageRefusal(error);
  }
  const stored: StoredConnection = {
    id,
    package: input.package,
    administration_id: administration.id,
    administration_name: administration.name,
    token: sealValue(vault.key, id, input.token, TOKEN_INFO),
    vault_key_id: vault.id,
    connected_at: formatApiTimestamp(parts.clock.now()),
  };
  await parts.connections.put(auth.account, stored);
  return viewOf(parts, stored);
}

export async function disconnect(
  parts: ConnectionParts,
  auth: AuthContext,
): Promise<BookkeepingConnection> {
  checkMayManageBookkeeping(auth);
  await parts.connections.put(auth.account, null);
  return viewOf(parts, null);
}
