/**
 * The names the service gives its downloads, before the extension its format adds (`.csv`,
 * `.xlsx`, `.zip`, `.pdf`, `.xaf`). The endpoint table (endpoints.ts) says which endpoint uses
 * which, so a route names its file and the month pack names the same file with one function.
 */

/** What names a file of a period: its days and, if it is one location's, the location. */
export interface PeriodOfFile {
  from: string;
  to: string;
  /** null: every location. */
  location_id: number | null;
}

/** The end of a file name for one location; nothing for all. */
export const locationSuffix = (locationId: number | null): string =>
  locationId === null ? '' : `-location-${locationId}`;

const shopSuffix = (shopId: number | null): string => (shopId === null ? '' : `-shop-${shopId}`);

const groupSuffix = (groupId: number | null): string =>
  groupId === null ? '' : `-group-${groupId}`;

/** `financial-report-2026-03-01-2026-03-31-location-2`. */
export const periodFileName =
  (stem: string) =>
  ({ from, to, location_id }: PeriodOfFile): string =>
    `${stem}-${from}-${to}${locationSuffix(location_id)}`;

/** The day closings of one shop name the shop after the location. */
export const dayClosingsFileName = (closings: PeriodOfFile & { shop_id: number | null }): string =>
  `${periodFileName('day-closings')(closings)}${shopSuffix(closings.shop_id)}`;

/** The discount orders of one shop name the shop instead of the location. */
export const discountOrdersFileName = (period: PeriodOfFile & { shop_id: number | null }): string =>
  period.shop_id === null
    ? periodFileName('discount-orders')(period)
    : `discount-orders-${period.from}-${period.to}${shopSuffix(period.shop_id)}`;

/** The order list names a shop, never a location. */
export const ordersFileName = (period: {
  from: string;
  to: string;
  shop_id: number | null;
}): string => `orders-${period.from}-${period.to}${shopSuffix(period.shop_id)}`;

export const productSalesFileName = (
  period: PeriodOfFile & { product_group_id: number | null },
): string => `${periodFileName('product-sales')(period)}${groupSuffix(period.product_group_id)}`;

/** The slow movers are named by the window's length and last day. */
export const slowMoversFileName = (window: {
  days: number;
  to: string;
  location_id: number | null;
  product_group_id: number | null;
}): string =>
  `slow-movers-${window.days}-days-${window.to}${locationSuffix(window.location_id)}` +
  groupSuffix(window.product_group_id);

/** The price list is today's. */
export const priceListFileName = ({ day }: { day: string }): string => `price-list-${day}`;

/** A reference list is every row of it, named by the list alone. */
export const fixedFileName = (name: string) => (): string => name;

/** The stock value is named by its day: `stock-value-2026-10-31`. */
export const stockValueFileName = (value: { date: string; location_id: number | null }): string =>
  `stock-value-${value.date}${locationSuffix(value.location_id)}`;
