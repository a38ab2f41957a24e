/**
 * Turnover, baskets and average basket of a set of sale moments (sale-moments.ts), exact.
 * Turnover is what the turnover lines sold less what came back (the report's total_sales −
 * total_returns); the average basket is what the baskets sold incl. VAT per basket, before
 * refunds (refunds of earlier days are not smaller baskets today).
 */
import {
  add,
  shareInCents,
  subtract,
  toJsonNumber,
  ZERO,
  type Amount,
} from '../../../../shared/money.js';
import type { SaleMoment } from './sale-moments.js';

export interface SalesTally {
  sold: Amount;
  soldWt: Amount;
  returned: Amount;
  returnedWt: Amount;
  orders: number;
  /** What the baskets sold incl. VAT (the average basket's numerator). */
  basketsWt: Amount;
}

export const emptyTally = (): SalesTally => ({
  sold: ZERO,
  soldWt: ZERO,
  returned: ZERO,
  returnedWt: ZERO,
  orders: 0,
  basketsWt: ZERO,
});

export function addMoment(tally: SalesTally, moment: SaleMoment): void {
  tally.sold = add(tally.sold, moment.sold);
  tally.soldWt = add(tally.soldWt, moment.soldWt);
  tally.returned = add(tally.returned, moment.returned);
  tally.returnedWt = add(tally.returnedWt, moment.returnedWt);
  if (moment.basket) {
    tally.orders += 1;
    tally.basketsWt = add(tally.basketsWt, moment.soldWt);
  }
}

export const turnoverOf = (tally: SalesTally): Amount => subtract(tally.sold, tally.returned);
export const turnoverWtOf = (tally: SalesTally): Amount => subtract(tally.soldWt, tally.returnedWt);

/** Per basket, to the cent (half away from zero); null without a basket. */
export const averageBasketOf = (tally: SalesTally): Amount | null =>
  tally.orders === 0 ? null : shareInCents(tally.basketsWt, 1, tally.orders);

/** The tally as the answers give it: euros rounded to cents. */
export function tallyToJson(tally: SalesTally) {
  const average = averageBasketOf(tally);
  return {
    turnover: toJsonNumber(turnoverOf(tally)),
    turnover_wt: toJsonNumber(turnoverWtOf(tally)),
    orders: tally.orders,
    average_basket_wt: average === null ? null : toJsonNumber(average),
  };
}
