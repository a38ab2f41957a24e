/**
 * startDemoPlatform: the embedded stand-in for the upstream platform, on loopback HTTP.
 *
 * Routes:
 * - `POST /{account}/?action=request&api=fulljson&module=M&function=F` the protocol (also at
 *   `POST /?...` with the account taken from `auth.account`);
 * - `GET /{account}/order/{id}` the read-only order page (the demo's back-office link);
 * - `/__admin/faults` fault injection while running, `/__admin/calls` the count of protocol
 *   calls received (see admin.ts), `/__admin/orders` edits to orders (admin-orders.ts),
 *   `/__admin/stock` the stock on a past day (admin-stock.ts);
 * - `/moneybird/api/v2/…` and `/e-boekhouden/v1/…` the bookkeeping packages' stand-ins, and
 *   `/__admin/bookkeeping` their faults (bookkeeping/).
 */
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import { DEMO_ACCOUNTS } from './accounts.js';
import {
  ADMIN_CALLS_PATH,
  ADMIN_FAULTS_PATH,
  applyFaultRequest,
  handleAdmin,
  handleCallsAdmin,
  type FaultRequest,
} from './admin.js';
import {
  ADMIN_ORDERS_PATH,
  clearOrderEdits,
  editOrder,
  handleOrdersAdmin,
} from './admin-orders.js';
import { CallCounter, type CallCountSnapshot } from './call-count.js';
import { CallLoad } from './call-load.js';
import { AccountData } from './data/account-data.js';
import type { OrderEditRequest } from './data/order-edit.js';
import type { EditedOrder } from './data/order-overlay.js';
import { FaultController } from './faults.js';
import { BodyTooLargeError, send, sendText } from './http-io.js';
import { resolveOptions, type DemoPlatformOptions, type ResolvedOptions } from './options.js';
import { demoBackofficeUrlTemplate, renderNotFound, renderOrderPage } from './order-page.js';
import { SessionStore } from './sessions.js';
import { handleCall, type PlatformState } from './transport.js';
import { ADMIN_STOCK_PATH, handleStockAdmin, stockHistoryOf } from './admin-stock.js';
import type { DemoStockLevel } from './data/stock-history.js';
import {
  ADMIN_BOOKKEEPING_PATH,
  applyStandInSettings,
  handleBookkeepingAdmin,
  type StandInSettings,
  type StandInSummary,
} from './bookkeeping/admin.js';
import { handleEBoekhouden } from './bookkeeping/e-boekhouden.js';
import { handleMoneybird } from './bookkeeping/moneybird.js';
import { StandInBooks } from './bookkeeping/tenants.js';

export type { DemoPlatformOptions, DemoSizing } from './options.js';
export type { FaultSettings } from './faults.js';
export type { FaultRequest } from './admin.js';
export type { CallCountSnapshot } from './call-count.js';
export type { OrderEdit, OrderEditRequest } from './data/order-edit.js';
export type { EditedOrder } from './data/order-overlay.js';
export type { DemoStockLevel } from './data/stock-history.js';
export { demoBackofficeUrlTemplate } from './order-page.js';
export type { StandInSettings } from './bookkeeping/admin.js';

export interface DemoPlatform {
  /** `http://127.0.0.1:PORT/` */
  url: string;
  port: number;
  /** `http://127.0.0.1:PORT/{account}/`: the upstream base URL template. */
  baseUrlTemplate: string;
  /** `http://127.0.0.1:PORT/{account}/order/{id}`: where the order page lives. */
  backofficeUrlTemplate: string;
  /** The Moneybird stand-in's API base URL (`…/moneybird/api/v2/`), as `--moneybird-url` takes. */
  moneybirdUrl: string;
  /** The e-Boekhouden stand-in's API base URL (`…/e-boekhouden/`), as `--eboekhouden-url` takes. */
  eBoekhoudenUrl: string;
  /** Sets a stand-in administration's faults and adds ledger accounts (also POST /__admin/bookkeeping). */
  bookkeeping(settings: StandInSettings): StandInSummary;
  /** The accounts served, e.g. ['demo', 'demo2']. */
  accounts: string[];
  /** Sets faults for one account (`account` given) or for all; `expireSessions` ends sessions. */
  setFaults(request: FaultRequest): void;
  /** Clears one account's faults, or every fault. */
  clearFaults(account?: string): void;
  /** Ends every session (of one account, or all). */
  expireSessions(account?: string): void;
  /**
   * Changes an order of an account, as edited in the platform (also POST /__admin/orders):
   * answers the order and its payments as every call now serves them. A RangeError says
   * what is wrong with the request (an unknown account or order, a bad field).
   */
  editOrder(request: OrderEditRequest): EditedOrder;
  /** Forgets the order edits of one account, or of all: the generated orders are back. */
  clearOrderEdits(account?: string): void;
  /**
   * What the session info of a user (by login e-mail) answers as their e-mail from now on, as
   * a platform whose e-mail field holds anything; null answers their login again.
   */
  answerEmail(account: string, login: string, answered: string | null): void;
  /** Each limited product's stock at the end of a day (also GET /__admin/stock; admin-stock.ts). */
  stockOn(account: string, date: string): DemoStockLevel[];
  /** How many protocol calls arrived (also GET /__admin/calls). */
  calls(): CallCountSnapshot;
  /**
   * Builds each account's catalog now rather than on its first call, an account a turn of the
   * event loop (a call arriving meanwhile waits for one account's at most): a platform has
   * its data at rest before anyone logs in (the service asks once idle: its boot/idle-work.ts).
   */
  prepareCatalogs(): Promise<void>;
  close(): Promise<void>;
}

const ORDER_PAGE = /^\/([^/]+)\/order\/([^/]+)\/?$/;
const ACCOUNT_BASE = /^\/([^/]+)\/?$/;

function createState(options: DemoPlatformOptions, resolved: ResolvedOptions): PlatformState {
  let refCounter = 0;
  return {
    accounts: new Map(
      DEMO_ACCOUNTS.map((account) => [account.name, new AccountData(account, resolved)]),
    ),
    sessions: new SessionStore(resolved.sessionLifetimeSeconds * 1000),
    faults: new FaultController(options.faults, resolved.seed),
    calls: new CallCounter(),
    load: new CallLoad(resolved.maxCallsInFlight),
    hanging: new Set(),
    nextRef: () => `demo-${(++refCounter).toString(36).padStart(6, '0')}`,
    strictPublic: resolved.strictPublic,
  };
}

async function route(
  state: PlatformState,
  books: StandInBooks,
  request: IncomingMessage,
  response: ServerResponse,
) {
  const url = new URL(request.url ?? '/', 'http://127.0.0.1');
  if (url.pathname === ADMIN_BOOKKEEPING_PATH) {
    return handleBookkeepingAdmin(books, request, response, url);
  }
  if (await handleMoneybird(books, request, response, url)) return;
  if (await handleEBoekhouden(books, request, response, url)) return;
  if (url.pathname === ADMIN_FAULTS_PATH) return handleAdmin(state, request, response, url);
  if (url.pathname === ADMIN_CALLS_PATH) return handleCallsAdmin(state, request, response);
  if (url.pathname === ADMIN_ORDERS_PATH) return handleOrdersAdmin(state, request, response, url);
  if (url.pathname === ADMIN_STOCK_PATH) return handleStockAdmin(state, request, response, url);
  const pageMatch = ORDER_PAGE.exec(url.pathname);
  if (pageMatch && request.method === 'GET') {
    const [account, id] = [
      decodeURIComponent(pageMatch[1] ?? ''),
      decodeURIComponent(pageMatch[2] ?? ''),
    ];
    const data = state.accounts.get(account);
    const order = data && /^\d+$/.test(id) ? data.orderOverlay.orderById(Number(id)) : null;
    if (!data || !order)
      return send(response, 404, 'text/html; charset=utf-8', renderNotFound(account, id));
    const payments = data.orderOverlay.paymentsOfOrder(order.id);
    return send(response, 200, 'text/html; charset=utf-8', renderOrderPage(data, order, payments));
  }
  if (request.method === 'POST') {
    if (url.pathname === '/') return handleCall(state, request, response, url, null);
    const baseMatch = ACCOUNT_BASE.exec(url.pathname);
    if (baseMatch) {
      return handleCall(state, request, response, url, decodeURIComponent(baseMatch[1] ?? ''));
    }
  }
  if (request.method === 'GET' && url.pathname === '/') {
    return sendText(
      response,
      200,
      'Back-Office Desk demo platform. POST /{account}/?action=request&api=fulljson&module=M&function=F',
    );
  }
  sendText(response, 404, 'Not found');
}

export async function startDemoPlatform(options: DemoPlatformOptions = {}): Promise<DemoPlatform> {
  const resolved = resolveOptions(options);
  const state = createState(options, resolved);
  const books = new StandInBooks();
  const server = createServer((request, response) => {
    route(state, books, request, response).catch((error: unknown) => {
      if (response.headersSent) return response.destroy();
      if (error instanceof BodyTooLargeError) return sendText(response, 413, error.message);
      // An unexpected bug answers like a platform crash: HTTP 500, no details.
      console.error('demo platform error:', error);
      sendText(response, 500, 'Internal Server Error');
    });
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(resolved.port, resolved.host, () => {
      server.off('error', reject);
      resolve();
    });
  });
  const address = server.address();
  // Listening on a TCP port (not a pipe), as asked: its address is an AddressInfo.
  if (address === null || typeof address === 'string') throw new Error('not listening on a port');
  const { port } = address;
  const origin = `http://${resolved.host}:${port}`;
  return {
    url: `${origin}/`,
    port,
    baseUrlTemplate: `${origin}/{account}/`,
    backofficeUrlTemplate: demoBackofficeUrlTemplate(origin),
    moneybirdUrl: `${origin}/moneybird/api/v2/`,
    eBoekhoudenUrl: `${origin}/e-boekhouden/`,
    bookkeeping: (settings) => applyStandInSettings(books, settings),
    accounts: [...state.accounts.keys()],
    setFaults: (request) => applyFaultRequest(state, request),
    clearFaults: (account) => state.faults.clear(account),
    expireSessions: (account) => state.sessions.expireAll(account),
    editOrder: (request) => editOrder(state, request),
    clearOrderEdits: (account) => clearOrderEdits(state, account),
    answerEmail: (account, login, answered) => {
      const data = state.accounts.get(account);
      if (!data) throw new RangeError(`no demo account ${account}`);
      if (answered === null) data.answeredEmails.delete(login);
      else data.answeredEmails.set(login, answered);
    },
    stockOn: (account, date) => stockHistoryOf(state, account, date),
    calls: () => state.calls.snapshot(),
    prepareCatalogs: async () => {
      for (const data of state.accounts.values()) {
        await new Promise((resolve) => setImmediate(resolve));
        data.prepareCatalog();
      }
    },
    close: () =>
      new Promise<void>((resolve, reject) => {
        for (const response of state.hanging) response.destroy();
        server.close((error) => (error ? reject(error) : resolve()));
        server.closeAllConnections();
      }),
  };
}
