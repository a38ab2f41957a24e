/**
 * Shared fixtures: the worker's own services, a logged-in page, a direct API client (to check
 * what the screens show against what the service answers), the demo platform's fault switch,
 * a guard that fails a test on any console error the test did not expect, and one that fails
 * it on any request of the page that the service refused (4xx) unless the test provokes it.
 */
import {
  test as base,
  expect,
  type APIRequestContext,
  type Page,
  type Response,
} from '@playwright/test';
import type { z } from 'zod';
import { startServiceProcess, type ServiceProcess } from '../tools/service-process.js';
import { ENDPOINTS, type GetAnswer, type GetPath } from '../../shared/api/endpoints.js';
import { AppShell } from './pages/app-shell.js';
import { openSignedIn } from './pages/kept-session.js';
import { loginThroughApi } from './pages/login-page.js';

export const DEMO_END = '2026-11-20';
export const ORDERS_RANGE = { from: '2026-11-01', to: '2026-11-20' };
export const REPORT_RANGE = { from: '2026-10-01', to: '2026-10-31' };

export const euro = (value: number): string =>
  new Intl.NumberFormat('nl-NL', { style: 'currency', currency: 'EUR' }).format(value);

/** The answer schema of a GET path, from the endpoint table. */
const answerSchemaOf = (path: GetPath): z.ZodType => ENDPOINTS[`GET ${path}` as const].response;

export class ServiceApi {
  private token = '';

  constructor(private readonly request: APIRequestContext) {}

  async login(): Promise<void> {
    this.token = (await loginThroughApi(this.request)).token;
  }

  /** A JSON answer, checked against the endpoint's answer schema and typed by it. */
  async json<Path extends GetPath>(
    path: Path,
    query: Record<string, string> = {},
  ): Promise<GetAnswer<Path>> {
    const response = await this.request.get(path, {
      params: query,
      headers: { Authorization: `Bearer ${this.token}` },
    });
    expect(response.status(), `${path} answered`).toBe(200);
    // Parsed with the path's own answer schema, so the answer is of the path's type.
    return answerSchemaOf(path).parse(await response.json()) as GetAnswer<Path>;
  }

  /** Replaces a resource (PUT) and expects the service to take it. */
  async put(path: string, body: unknown): Promise<void> {
    const response = await this.request.put(path, {
      data: body,
      headers: { Authorization: `Bearer ${this.token}` },
    });
    expect(response.status(), await response.text()).toBe(200);
  }

  /** Removes a resource (DELETE, with a JSON body where it takes one) and expects the service to. */
  async delete(path: string, body?: unknown): Promise<void> {
    const response = await this.request.delete(path, {
      headers: { Authorization: `Bearer ${this.token}` },
      ...(body === undefined ? {} : { data: body }),
    });
    expect(response.status(), await response.text()).toBe(200);
  }

  async csv(path: string, query: Record<string, string>): Promise<Buffer> {
    return this.file(path, { ...query, format: 'csv' });
  }

  /** An export's file (`format` in the query: csv, xlsx), as its bytes. */
  async file(path: string, query: Record<string, string>): Promise<Buffer> {
    const response = await this.request.get(path, {
      params: query,
      headers: { Authorization: `Bearer ${this.token}` },
    });
    expect(response.status()).toBe(200);
    return response.body();
  }
}

/** The embedded demo platform, found through the back-office links it hands out. */
export class DemoPlatform {
  constructor(
    private readonly request: APIRequestContext,
    readonly origin: string,
  ) {}

  static async find(request: APIRequestContext, api: ServiceApi): Promise<DemoPlatform> {
    const orders = await api.json('/api/discount-orders', {
      from: ORDERS_RANGE.from,
      to: ORDERS_RANGE.to,
    });
    const first = orders.data[0];
    if (!first) throw new Error('the demo range has no discounted orders to find the platform by');
    return new DemoPlatform(request, new URL(first.backoffice_url).origin);
  }

  async setFaults(settings: Record<string, number>): Promise<void> {
    const response = await this.request.post(`${this.origin}/__admin/faults`, { data: settings });
    expect(response.ok()).toBe(true);
  }

  async clearFaults(): Promise<void> {
    await this.request.delete(`${this.origin}/__admin/faults`);
  }

  /**
   * Sets a bookkeeping stand-in's administration (its faults, ledgers to add: the admin
   * endpoint of electron/demo-platform/bookkeeping/admin.ts); answers how many entries it holds.
   */
  async bookkeeping(settings: Record<string, unknown>): Promise<{ documents: number }> {
    const response = await this.request.post(`${this.origin}/__admin/bookkeeping`, {
      data: settings,
    });
    expect(response.ok()).toBe(true);
    return (await response.json()) as { documents: number };
  }

  /**
   * Changes an order of the demo account as the shop would after the sale (its /__admin/orders
   * edit, electron/demo-platform/data/order-edit.ts), e.g. `{ kind: 'status', status: 'cancelled' }`.
   */
  async editOrder(orderId: number, edit: Record<string, unknown>): Promise<void> {
    const response = await this.request.post(`${this.origin}/__admin/orders`, {
      data: { account: 'demo', orderId, edit },
    });
    expect(response.ok(), await response.text()).toBe(true);
  }

  /** Protocol calls the platform has received so far (its /__admin/calls counter). */
  async callCount(): Promise<number> {
    const response = await this.request.get(`${this.origin}/__admin/calls`);
    expect(response.ok()).toBe(true);
    return ((await response.json()) as { total: number }).total;
  }
}

/**
 * The headless services a test can run against, each with its embedded demo platform: the
 * main one (read model on), one whose demo platform answers only the publicly known calls,
 * one with the read model off (slow platform reads, which the model makes fast after a
 * period's first read), and one whose first login is a test's own (`first-login`: a larger
 * catalog, so the warm-up is still reading it when the page asks). A test picks one with
 * `test.use({ service })`; `main` by default. Every one reads ahead after a login, as users
 * have it (`--warm-up on`, issue 43).
 *
 * The demo shops sell 15 orders a day, not the default 30: a warm-up reads every order of 13
 * months, and each worker's services read them again, some 11 % of the browser stage's CPU
 * (698 against 620 CPU-s, one run after the other: docs/performance.md). Half as many orders
 * still fill every screen past its first page, and no test counts on the default's figures:
 * each compares the screen with the service's own answer.
 */
const SMALLER_SHOP = ['--demo-orders-per-day', '15'];
const SERVICE_FLAGS = {
  main: SMALLER_SHOP,
  'strict-public': ['--demo-strict-public', ...SMALLER_SHOP],
  'pass-through': ['--read-model', 'off', ...SMALLER_SHOP],
  'first-login': ['--demo-products', '5000'],
} as const satisfies Record<string, readonly string[]>;
export type ServiceKind = keyof typeof SERVICE_FLAGS;

/**
 * The worker's own services, started on first use (any free port, a fresh data folder and
 * vault key: test/tools/service-process.ts) and stopped with the worker, so what a service
 * holds follows from the worker's tests alone.
 */
class WorkerServices {
  private readonly started = new Map<ServiceKind, Promise<ServiceProcess>>();

  async url(kind: ServiceKind): Promise<string> {
    return (await this.start(kind)).url;
  }

  /** The service's embedded demo platform, `http://127.0.0.1:PORT`. */
  async demoUrl(kind: ServiceKind): Promise<string> {
    return (await this.start(kind)).demoUrl;
  }

  private start(kind: ServiceKind): Promise<ServiceProcess> {
    let service = this.started.get(kind);
    if (!service) {
      service = startServiceProcess({ args: [...SERVICE_FLAGS[kind]], warmUp: true });
      this.started.set(kind, service);
    }
    return service;
  }

  /**
   * Stops one kind's service before the worker ends: a spec whose service no other spec uses
   * stops it when done, so its warm-up does not read months beside the specs after it.
   */
  async stopOne(kind: ServiceKind): Promise<void> {
    const service = this.started.get(kind);
    this.started.delete(kind);
    await stopService(service);
  }

  async stop(): Promise<void> {
    const services = [...this.started.values()];
    this.started.clear();
    await Promise.all(services.map(stopService));
  }

  /**
   * The worker's services that have ended by themselves (none was stopped yet), each with how
   * it ended and its last output: a crash names its cause instead of showing only as the
   * page's refused requests.
   */
  async ended(): Promise<string[]> {
    const ended: string[] = [];
    for (const [kind, starting] of this.started) {
      const service = await starting.catch(() => null);
      const exit = service?.exited();
      if (service && exit) {
        ended.push(
          `the ${kind} service ended (${exit}); its last output:\n${service.output().slice(-4000)}`,
        );
      }
    }
    return ended;
  }
}

async function stopService(starting: Promise<ServiceProcess> | undefined): Promise<void> {
  let service: ServiceProcess;
  try {
    if (!starting) return;
    service = await starting;
  } catch {
    return; // A service that failed to start failed the test that asked for it.
  }
  // What went wrong inside a service shows in the run's output, not only as a failed test.
  for (const line of service.errorLines()) process.stderr.write(`${line}\n`);
  await service.stop();
}

interface ConsoleGuard {
  /** Console errors matching this are expected in this test (a 502 the test provoked). */
  allow(pattern: RegExp): void;
}

/** A refusal a test provokes on purpose: its status, and the path it comes from. */
interface ExpectedRefusal {
  status: number;
  /** The request's path: exactly this string, or any path this pattern matches. */
  path: string | RegExp;
}

interface RefusalGuard {
  /**
   * This test provokes this refusal on purpose (a wrong password's 400, a 409 it asks for, the
   * 401 after logging out). Any other 4xx the page receives fails the test: the UI must never
   * ask what the service refuses.
   */
  allow(refusal: ExpectedRefusal): void;
}

/** One refused request of the page: what was asked and what the service said. */
interface Refusal {
  status: number;
  method: string;
  url: URL;
  requestBody: string | null;
  /** The service's error `code: message`, or why it could not be read. */
  reason: Promise<string>;
}

/** The error body's `code: message` (the one error shape), or the body as it came. */
async function refusalReason(response: Response): Promise<string> {
  let text: string;
  try {
    text = await response.text();
  } catch (error) {
    return `(no body: ${error instanceof Error ? error.message : String(error)})`;
  }
  try {
    const body = JSON.parse(text) as { code?: unknown; message?: unknown };
    if (typeof body.code === 'string') return `${body.code}: ${String(body.message)}`;
  } catch {
    // Not JSON: the text itself is the best account of the refusal.
  }
  return text.slice(0, 300);
}

const isExpected = (refusal: Refusal, expected: readonly ExpectedRefusal[]): boolean =>
  expected.some(
    ({ status, path }) =>
      status === refusal.status &&
      (typeof path === 'string' ? path === refusal.url.pathname : path.test(refusal.url.pathname)),
  );

/** A browser's line for a refused resource: the refusal guard reports it, with its URL. */
const REFUSED_RESOURCE = /^Failed to load resource: the server responded with a status of 4\d\d /;

interface Fixtures {
  /** Which of the worker's services `baseURL` points at. */
  service: ServiceKind;
  /**
   * The time the page's clock stands still at, set before the page loads anything: Playwright
   * installs its clock and sets the time in two steps, and a page that runs between them reads
   * a time of 0 (a test that stopped the clock after logging in saw the sidebar ask for the
   * exceptions of 26 December 1969 to 1 January 1970, on a busy machine). Null: the machine's.
   */
  fixedTime: Date | null;
  /**
   * The test sets or runs the page's clock after the page has loaded: Playwright's clock is
   * installed before the page loads anything, at the machine's time and running, so each later
   * change is one step with no moment at 0 between (an install on a loaded page is two).
   */
  ownClock: boolean;
  consoleGuard: ConsoleGuard;
  refusals: RefusalGuard;
  serviceEnded: undefined;
  api: ServiceApi;
  /** The page signed in as the demo manager, on the catalog (pages/kept-session.ts). */
  signedIn: Page;
  shell: AppShell;
}

interface WorkerFixtures {
  services: WorkerServices;
}

export const test = base.extend<Fixtures, WorkerFixtures>({
  service: ['main', { option: true }],
  fixedTime: [null, { option: true }],
  ownClock: [false, { option: true }],
  page: async ({ page, fixedTime, ownClock }, use) => {
    if (fixedTime) await page.clock.setFixedTime(fixedTime);
    else if (ownClock) await page.clock.install();
    await use(page);
  },
  services: [
    // Playwright reads a fixture's dependencies from its first parameter's pattern: none here.
    // eslint-disable-next-line no-empty-pattern
    async ({}, use) => {
      const services = new WorkerServices();
      await use(services);
      await services.stop();
    },
    { scope: 'worker', timeout: 120_000 },
  ],
  baseURL: async ({ service, services }, use) => {
    await use(await services.url(service));
  },
  consoleGuard: [
    async ({ page }, use) => {
      const errors: string[] = [];
      const allowed: RegExp[] = [];
      page.on('console', (message) => {
        if (message.type() === 'error') errors.push(message.text());
      });
      page.on('pageerror', (error) => errors.push(error.message));
      await use({ allow: (pattern) => allowed.push(pattern) });
      const unexpected = errors.filter(
        (text) => !REFUSED_RESOURCE.test(text) && !allowed.some((rule) => rule.test(text)),
      );
      expect(unexpected, 'console errors').toEqual([]);
    },
    { auto: true },
  ],
  refusals: [
    async ({ page }, use) => {
      // A listener only: each refused answer's body is read as it arrives, so the check at the
      // end waits for nothing the page has not already received.
      const refusals: Refusal[] = [];
      const expected: ExpectedRefusal[] = [];
      page.on('response', (response) => {
        const status = response.status();
        if (status < 400 || status > 499) return;
        const request = response.request();
        refusals.push({
          status,
          method: request.method(),
          url: new URL(response.url()),
          requestBody: request.postData(),
          reason: refusalReason(response),
        });
      });
      await use({ allow: (refusal) => expected.push(refusal) });
      const unexpected = await Promise.all(
        refusals
          .filter((refusal) => !isExpected(refusal, expected))
          .map(async ({ status, method, url, requestBody, reason }) =>
            [
              `${method} ${url.pathname}${url.search} → ${status} ${await reason}`,
              ...(requestBody === null ? [] : [`  request body: ${requestBody.slice(0, 500)}`]),
            ].join('\n'),
          ),
      );
      expect(unexpected, 'requests of the page the service refused (4xx)').toEqual([]);
    },
    { auto: true },
  ],
  // After the two guards: torn down before them, so a service's end is the test's first error.
  serviceEnded: [
    async ({ services }, use) => {
      await use(undefined);
      expect(await services.ended(), 'services that ended during the test').toEqual([]);
    },
    { auto: true },
  ],
  api: async ({ request }, use) => {
    const api = new ServiceApi(request);
    await api.login();
    await use(api);
  },
  signedIn: async ({ page, request }, use) => {
    await openSignedIn(page, request);
    await use(page);
  },
  shell: async ({ page }, use) => {
    await use(new AppShell(page));
  },
});

export { expect };
