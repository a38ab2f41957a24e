/** The rubrieken sales data fills: high, low, other rates above 0 %, and 0 % / not taxed here. */
export const SALES_RUBRIEKEN = ['1a', '1b', '1c', '1e'] as const;
export type SalesRubriek = (typeof SALES_RUBRIEKEN)[number];
