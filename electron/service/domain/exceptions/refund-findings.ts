/**
 * The refund findings: a till's or shop's day whose returns (till returns and refunds recorded
 * afterwards, incl. VAT) are above a share of its sales that day, or above an amount. Judged
 * once every day of the period is added up (order-findings.ts keeps the days' tallies).
 */
import type { ExceptionThresholdsInput } from '../../../../shared/api/exceptions.js';
import {
  compare,
  isPositive,
  parseAmount,
  percentage,
  toJsonNumber,
  type Amount,
} from '../../../../shared/money.js';
import { dayOrdersPath, finding, type Finding } from './finding.js';

/** What a till or shop sold and took back (magnitudes) on a day, incl. VAT. */
export interface DayShopTally {
  day: string;
  shopId: number;
  sold: Amount;
  returned: Amount;
}

/** Where a finding is: its day, location and shop, as the finding names them. */
type Where = (
  day: string,
  shopId: number,
) => { day: string; location_id: number | null; shop_id: number; shop_name: string };

export function refundFindings(
  days: Iterable<DayShopTally>,
  limits: Pick<ExceptionThresholdsInput, 'refund_share' | 'refund_amount'>,
  where: Where,
): Finding[] {
  const share = limits.refund_share;
  const amount = parseAmount(limits.refund_amount);
  const refunds: Finding[] = [];
  for (const tally of days) {
    if (!isPositive(tally.returned)) continue;
    const overAmount = compare(tally.returned, amount) > 0;
    const returnedShare = percentage(tally.returned, tally.sold);
    // Returns on a day without sales are above any share of them.
    const overShare = returnedShare === null || returnedShare > share;
    if (!overAmount && !overShare) continue;
    // Above the amount: measured in euros; else above the share (undefined without sales,
    // so the measure is null: returns on a day that sold nothing exceed any share of it).
    const at = where(tally.day, tally.shopId);
    refunds.push(
      finding({
        kind: 'refunds',
        ...at,
        subject: { type: 'till_day', id: tally.shopId, label: at.shop_name },
        amount: toJsonNumber(tally.returned),
        measured: overAmount ? toJsonNumber(tally.returned) : returnedShare,
        threshold: overAmount ? toJsonNumber(amount) : share,
        unit: overAmount ? 'EUR' : 'percent',
        orders_path: dayOrdersPath(tally.day, tally.shopId),
      }),
    );
  }
  return refunds;
}
