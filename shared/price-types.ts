/**
 * Price types of the platform: 1 the regular sale price, 6 a discount price, 9 a deposit
 * (statiegeld) charged on top, all three recorded on the platform; 2 purchase and 3 cost rows
 * come only from the separate price call. Apart from shared/api so the renderer's bundle can
 * use the ids without pulling in zod.
 */
export const PRICE_TYPE = { regular: 1, purchase: 2, cost: 3, discount: 6, deposit: 9 } as const;
