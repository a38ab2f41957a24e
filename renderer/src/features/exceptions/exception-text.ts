/**
 * How an exception reads in the table: what was found against its threshold, in its unit, and
 * which order an exception of one order is about (its orders_path names it).
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

export function foundText(t: Translate, exception: Exception, locale: string): string {
  const { measured, threshold, unit } = exception;
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

/** The order an exception of one order (a discount, a line below cost) is about. */
export function orderIdOf(exception: Exception): number | null {
  const match = /^\/api\/orders\/(\d+)$/.exec(exception.orders_path ?? '');
  return match ? Number(match[1]) : null;
}

/**
 * Where an exception's orders are: a till's or shop's orders of its day, or the orders a product
 * priced below cost was sold on below cost in the period; null: it has none.
 */
export type ExceptionOrdersAt =
  | { kind: 'day'; day: string; shopId: number }
  | { kind: 'product'; productId: number; orderIds: readonly number[] };

export function ordersOf(exception: Exception): ExceptionOrdersAt | null {
  if (exception.day !== null && exception.shop_id !== null) {
    return { kind: 'day', day: exception.day, shopId: exception.shop_id };
  }
  if (
    exception.order_ids &&
    exception.order_ids.length > 0 &&
    exception.subject.type === 'product'
  ) {
    return { kind: 'product', productId: exception.subject.id, orderIds: exception.order_ids };
  }
  return null;
}

/** An exception's day in the user's date style. */
export function dayText(day: string, style: DateStyle): string {
  const date = parseLocalDate(day);
  return date === null ? day : formatDay(date, style);
}

/** A catalog state's words: how many products are in it ("200 products never priced"). */
export function stateText(t: Translate, kind: CatalogStateKind, count: number): string {
  return count === 1 ? t(`exc.state.${kind}.one`) : t(`exc.state.${kind}`, { count });
}

/** The products behind a catalog state, with its kind; null for any other exception. */
export function stateOf(exception: Exception) {
  const { kind, products } = exception;
  return isCatalogStateKind(kind) && products !== null ? { kind, products } : null;
}

/** What an exception is about, in words: its subject's label, or a catalog state's count. */
export function subjectText(t: Translate, exception: Exception): string {
  const state = stateOf(exception);
  return state ? stateText(t, state.kind, state.products.length) : exception.subject.label;
}
