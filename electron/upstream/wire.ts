/**
 * The upstream platform's wire protocol (docs/upstream.md): auth objects, the request body,
 * answers, filters and list pages, shared by our protocol client and by the demo platform.
 * The row shapes of each call live in wire/ as schemas; their types are re-exported here.
 */
import type { SessionAuth } from './wire/session.js';

/** Before a session: the client library's anonymous auth (php:Auth.php `setAnonymous`). */
interface AnonymousAuth {
  mode: 'none';
  account: string;
  user: 'anonymous';
  rights: 'anonymous';
}

/** Anonymous, or a session: the login's answer exactly as the platform sent it. */
export type UpstreamAuth = AnonymousAuth | SessionAuth;

export interface UpstreamRequestBody {
  auth: UpstreamAuth;
  params: unknown[];
}

export type UpstreamErrorClass = 'Auth' | 'Lookup' | 'General' | 'Internal' | `Module::${string}`;

export type UpstreamAnswer<T = unknown> =
  | { success: true; response: T }
  | {
      success: false;
      class: UpstreamErrorClass;
      error: string;
      errno: number;
      ref: string;
    };

/**
 * Recorded: `=`, `in_list`, `notnull`; `ilike` appears in one public developer script. The
 * range operators are in no recording or public code: what uses them rests on an assumption.
 */
export type FilterOperator = '=' | 'in_list' | 'ilike' | 'notnull' | '>=' | '<' | '<=' | '>';

export type UpstreamFilter =
  | { name: string; val: string | number | boolean | null }
  | { name: string; multi_val: (string | number)[] };

export interface UpstreamOrder {
  name: string;
  dir: 'asc' | 'desc';
}

export interface UpstreamList<T> {
  data: T[];
  count: number;
  total: number;
}

export type {
  EmbeddedPrice,
  ProductPriceRow,
  ShopProductRow,
  ShopProductWire,
} from './wire/catalog.js';
export type {
  DayClosingRow,
  NonTurnoverKind,
  OrderItemRow,
  OrderRow,
  OrderTaxRow,
  OrderWire,
  PaymentRow,
  PaymentWire,
} from './wire/orders.js';
export type {
  LocationRow,
  PaymentMethodRow,
  ProductGroupRow,
  ShopRow,
  TaxRateRow,
} from './wire/reference.js';
export type { SessionAuth, SessionInfo } from './wire/session.js';
