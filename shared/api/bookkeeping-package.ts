/** The bookkeeping packages the journal posts into, by the names the API gives them. */
import { z } from 'zod';

export const BOOKKEEPING_PACKAGES = ['moneybird', 'e-boekhouden'] as const;
export type BookkeepingPackage = (typeof BOOKKEEPING_PACKAGES)[number];

export const packageField = z.enum(BOOKKEEPING_PACKAGES, {
  message: 'must be moneybird or e-boekhouden',
});
