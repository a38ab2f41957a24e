/**
 * The demo platform read with plain HTTP and JSON: no client, no schema, no mapping of ours.
 * Tests compute what the service should answer from these rows, exactly as the platform
 * sent them, so a mistake in our parsing cannot hide in the expectation too.
 */
import {
  UPSTREAM_CALLS,
  listLimitOf,
  type ListCallName,
  type UpstreamCallName,
} from '../../electron/upstream/calls.js';
import type { DemoShopProduct } from '../../electron/demo-platform/data/catalog.js';
import type {
  DemoDayClosing,
  DemoOrder,
  DemoServedPayment,
} from '../../electron/demo-platform/data/order-rows.js';
import type { DemoPriceRow } from '../../electron/demo-platform/data/price-rows.js';
import type {
  LocationRow,
  PaymentMethodRow,
  ShopRow,
} from '../../electron/demo-platform/data/reference.js';
import type { UpstreamFilter, UpstreamOrder } from '../../electron/upstream/wire.js';

/**
 * What the demo serves per call. In the strict-public mode the fields calls.ts marks as
 * assumed are absent, whatever these types say: read them with `?? null`.
 */
export interface RawRows {
  searchProducts: DemoShopProduct;
  listProductPrices: DemoPriceRow;
  listTaxRates: { id: number; name: string; alias: string; value: number; country_iso2: string };
  listPaymentMethods: PaymentMethodRow;
  listShops: ShopRow;
  listLocations: LocationRow;
  listProductGroups: { id: number; name: string; code: string };
  listOrders: DemoOrder;
  /** Webshop payments in the recorded shape: no order_id, shop_id or type alias. */
  listPayments: DemoServedPayment;
  listDayClosings: DemoDayClosing;
}

export interface RawPlatform {
  account: string;
  /** One call; resolves `response`, rejects with the failure's `error` text. */
  call(name: UpstreamCallName, params: unknown[]): Promise<unknown>;
  /** Every row, page by page (the call's own page size); leading arguments default to "" and "nl". */
  drain<Name extends ListCallName>(
    name: Name,
    options?: { filters?: UpstreamFilter[]; order?: UpstreamOrder[]; leading?: unknown[] },
  ): Promise<RawRows[Name][]>;
}

const defaultLeading = (name: UpstreamCallName): unknown[] => {
  const args: readonly string[] = UPSTREAM_CALLS[name].args;
  return args.slice(0, args.indexOf('start')).map((arg) => (arg === 'lang' ? 'nl' : ''));
};

export async function rawPlatform(
  baseUrlTemplate: string,
  credentials: { account: string; email: string; password: string },
): Promise<RawPlatform> {
  const base = baseUrlTemplate.replaceAll('{account}', credentials.account);
  const post = async (name: UpstreamCallName, auth: unknown, params: unknown[]) => {
    const { module, function: fn } = UPSTREAM_CALLS[name];
    const url = `${base}?action=request&api=fulljson&module=${module}&function=${fn}`;
    const response = await fetch(url, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ auth, params }),
    });
    const answer = (await response.json()) as {
      success: boolean;
      response?: unknown;
      error?: string;
    };
    if (!answer.success) throw new Error(`${module}::${fn}: ${answer.error ?? 'failed'}`);
    return answer.response;
  };
  const { account, email, password } = credentials;
  const auth = await post(
    'login',
    { mode: 'none', account, user: 'anonymous', rights: 'anonymous' },
    [email, password, account],
  );
  return {
    account,
    call: (name, params) => post(name, auth, params),
    async drain(name, options = {}) {
      const limit = listLimitOf(name);
      const rows = [];
      for (let start = 0; ; start += limit) {
        const page = (await post(name, auth, [
          ...(options.leading ?? defaultLeading(name)),
          start,
          limit,
          options.order ?? [{ name: 'id', dir: 'asc' }],
          options.filters ?? null,
        ])) as { data: RawRows[typeof name][]; total: number };
        rows.push(...page.data);
        if (page.data.length === 0 || start + limit >= page.total) return rows;
      }
    },
  };
}
