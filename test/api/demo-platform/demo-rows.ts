/** The rows the demo platform serves, under the names the demo-platform tests use. */
export type { DemoShopProduct as ShopProductRow } from '../../../electron/demo-platform/data/catalog.js';
export type {
  DemoDayClosing as DayClosingRow,
  DemoOrder as OrderRow,
  DemoPayment as PaymentRow,
  DemoServedPayment as ServedPaymentRow,
} from '../../../electron/demo-platform/data/order-rows.js';
export type { DemoPriceRow as ProductPriceRow } from '../../../electron/demo-platform/data/price-rows.js';
export type {
  LocationRow,
  PaymentMethodRow,
  ShopRow,
} from '../../../electron/demo-platform/data/reference.js';
export type {
  SessionInfo,
  TaxRateRow,
  UpstreamAuth,
  UpstreamList,
} from '../../../electron/upstream/wire.js';
