/**
 * How a finding reads in the table: what was found against its threshold, in its unit, and
 * which order a finding of one order is about (its orders_path names it).
 */
import {
  isCatalogStateKind,
  type CatalogStateKind,
  type Exception,
} from '../../../../shared/api/exceptions.js';
import { parseLocalDate } from '../../../../shared/dates.js';
import type { DateStyle } from '../../../../shared/preferences.js';
import type { Translate } from '../../i18n/index.js';
import { formatDay } from '../../lib/day-text.js';
import { formatMoney, formatNumber, formatPercent } from '../../lib/format.js';

export function foundText(t: Translate, finding: Exception, locale: string): string {
  const { measured, threshold, unit } = finding;
  if (unit === null || threshold === null) return '—';
  switch (unit) {
    case 'EUR': {
      // In cents, as every amount of the screen (not € 26,6055 / € 33,2569); a price
      // and a cost that only differ below a cent keep their 4 decimals, so they still differ.
      const close =
        measured !== null &&
        formatMoney(measured) === formatMoney(threshold) &&
        measured !== threshold;
      const precision = close ? 'unit' : 'cents';
      const found = measured === null ? '—' : formatMoney(measured, precision);
      return `${found} / ${formatMoney(threshold, precision)}`;
    }
    case 'percent':
      return `${measured === null ? t('exc.noSales') : formatPercent(measured, 'share')} / ${formatPercent(threshold, 'share')}`;
    case 'closings':
      return `${t('exc.closings', { count: measured ?? 0 })} / ${threshold}`;
    case 'quantity':
      return `${t('exc.pieces', { count: formatNumber(measured ?? 0, locale) })} / ${threshold}`;
  }
}

/** The order a finding of one order (a discount, a line below cost) is about. */
export function orderIdOf(finding: Exception): number | null {
  const match = /^\/api\/orders\/(\d+)$/.exec(finding.orders_path ?? '');
  return match ? Number(match[1]) : null;
}

/**
 * Where a finding's orders are: a till's or shop's orders of its day, or the orders a product
 * priced below cost was sold on below cost in the period; null: it has none.
 */
export type FindingOrdersAt =
  | { kind: 'day'; day: string; shopId: number }
  | { kind: 'product'; productId: number; orderIds: readonly number[] };

export function ordersOf(finding: Exception): FindingOrdersAt | null {
  if (finding.day !== null && finding.shop_id !== null) {
    return { kind: 'day', day: finding.day, shopId: finding.shop_id };
  }
  if (finding.order_ids && finding.order_ids.length > 0 && finding.subject.type === 'product') {
    return { kind: 'product', productId: finding.subject.id, orderIds: finding.order_ids };
  }
  return null;
}

/** A finding's day in the user's date style. */
export function dayText(day: string, style: DateStyle): string {
  const date = parseLocalDate(day);
  return date === null ? day : formatDay(date, style);
}

/** A catalog state's words: how many products are in it ("200 products never priced"). */
export function stateText(t: Translate, kind: CatalogStateKind, count: number): string {
  return count === 1 ? t(`exc.state.${kind}.one`) : t(`exc.state.${kind}`, { count });
}

/** The products behind a catalog state, with its kind; null for any other finding. */
export function stateOf(finding: Exception) {
  const { kind, products } = finding;
  return isCatalogStateKind(kind) && products !== null ? { kind, products } : null;
}

/** What a finding is about, in words: its subject's label, or a catalog state's count. */
export function subjectText(t: Translate, finding: Exception): string {
  const state = stateOf(finding);
  return state ? stateText(t, state.kind, state.products.length) : finding.subject.label;
}
