/**
 * The data layer's edge: the platform's parsed rows (upstream/wire/) are handed up as the
 * domain's own types (core/model/) without a copy, because each parsed row already has the
 * record's shape. The checks below are types only (nothing runs): a wire field the domain
 * reads that changes its type or goes away fails `npm run typecheck` here, not somewhere in
 * a report. What the platform nests in its own way (a product's article, an order's billing
 * name) is read by this layer's accessors (product-rows.ts, order-fields.ts).
 */
import type {
  EmbeddedPrice,
  DayClosingRow,
  LocationRow,
  OrderItemRow,
  OrderRow,
  OrderTaxRow,
  PaymentMethodRow,
  PaymentRow,
  ProductGroupRow,
  ProductPriceRow,
  ShopProductRow,
  ShopRow,
  TaxRateRow,
} from '../../../upstream/wire.js';
import type {
  CatalogArticle,
  CatalogProductRecord,
  PriceRecord,
  ProductPriceRecord,
} from '../../core/model/catalog.js';
import type {
  LocationRecord,
  PaymentMethodRecord,
  ProductGroupRecord,
  ShopRecord,
  TaxRateRecord,
} from '../../core/model/reference.js';
import type {
  DayClosingRecord,
  OrderLineRecord,
  OrderRecord,
  OrderPaymentRecord,
  OrderTaxRecord,
  PaymentRecord,
} from '../../core/model/sales.js';
import type { OrderPaymentRow } from './payments.js';

/** Compiles only when `Row` can be handed up as `Own` as it is. */
type HandedUpAs<Row extends Own, Own> = [Row, Own];

export type RecordChecks = [
  HandedUpAs<OrderRow, OrderRecord>,
  HandedUpAs<OrderItemRow, OrderLineRecord>,
  HandedUpAs<OrderTaxRow, OrderTaxRecord>,
  HandedUpAs<PaymentRow, PaymentRecord>,
  HandedUpAs<OrderPaymentRow, OrderPaymentRecord>,
  HandedUpAs<DayClosingRow, DayClosingRecord>,
  HandedUpAs<ShopRow, ShopRecord>,
  HandedUpAs<LocationRow, LocationRecord>,
  HandedUpAs<TaxRateRow, TaxRateRecord>,
  HandedUpAs<PaymentMethodRow, PaymentMethodRecord>,
  HandedUpAs<ProductGroupRow, ProductGroupRecord>,
  HandedUpAs<EmbeddedPrice, PriceRecord>,
  HandedUpAs<ProductPriceRow, ProductPriceRecord>,
  HandedUpAs<ShopProductRow, CatalogProductRecord>,
  HandedUpAs<ShopProductRow['flat_product']['product'], CatalogArticle>,
];
