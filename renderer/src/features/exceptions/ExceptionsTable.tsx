import type { Exception } from '../../../../shared/api/exceptions.js';
import { Money } from '../../components/value/Money.js';
import { MoreRows, useParts } from '../../components/table/InParts.js';
import { PlainTable } from '../../components/table/PlainTable.js';
import type { HeadColumn } from '../../components/table/PlainTableHead.js';
import { useLocale, useT } from '../../i18n/index.js';
import { formatNumber } from '../../lib/format.js';
import { useDateStyle } from '../../app/settings-store.js';
import { dayText, foundText, ordersOf, stateOf, subjectText } from './exception-text.js';

/**
 * The rows shown at first, and how many more each click on "show more" adds. A busy shop's
 * year lists thousands (4,785 at 50,000 products and 300 orders a day): rendered at once they
 * held the page for 1.6 s, and each seen mark, which renders the list again, for half a second.
 */
export const EXCEPTIONS_PART = 200;

/**
 * The exceptions, newest day first as the service lists them, a part at a time: the day, the
 * kind, what it is about (and where), the money involved, what was found against the
 * threshold, a button to its orders (or, for a catalog state, to its products) and the user's
 * own seen mark.
 */
export function ExceptionsTable({
  exceptions,
  seen,
  onOpenOrders,
  onOpenProducts,
  onSeen,
}: {
  exceptions: readonly Exception[];
  /** The ids this user marked seen. */
  seen: ReadonlySet<string>;
  onOpenOrders: (exception: Exception) => void;
  onOpenProducts: (exception: Exception) => void;
  onSeen: (exception: Exception, seen: boolean) => void;
}) {
  const t = useT();
  const parts = useParts(exceptions, EXCEPTIONS_PART);
  const columns: HeadColumn[] = [
    { label: t('exc.col.day') },
    { label: t('exc.col.kind') },
    { label: t('exc.col.subject') },
    { label: t('exc.col.amount'), align: 'end' },
    { label: t('exc.col.found'), align: 'end' },
    { label: t('exc.col.orders'), hidden: true },
    { label: t('exc.col.seen') },
  ];
  return (
    <>
      <div className="wide-table wide-table--long">
        <PlainTable className="exc__table" columns={columns}>
          <tbody>
            {parts.shown.map((exception) => (
              <ExceptionRow
                key={exception.id}
                exception={exception}
                seen={seen.has(exception.id)}
                onOpenOrders={onOpenOrders}
                onOpenProducts={onOpenProducts}
                onSeen={onSeen}
              />
            ))}
          </tbody>
        </PlainTable>
      </div>
      <MoreRows parts={parts} shownOf="exc.shownOf" />
    </>
  );
}

/**
 * One exception: its day, kind, subject (and where), the money involved, what was found, the
 * button to its orders or products, and the user's seen mark.
 */
function ExceptionRow({
  exception,
  seen,
  onOpenOrders,
  onOpenProducts,
  onSeen,
}: {
  exception: Exception;
  seen: boolean;
  onOpenOrders: (exception: Exception) => void;
  onOpenProducts: (exception: Exception) => void;
  onSeen: (exception: Exception, seen: boolean) => void;
}) {
  const t = useT();
  const locale = useLocale();
  const style = useDateStyle();
  return (
    <tr data-kind={exception.kind} className={seen ? 'muted' : undefined}>
      <td className="exc__day">
        {exception.day === null ? t('exc.noDay') : dayText(exception.day, style)}
      </td>
      <td>{t(`exc.kind.${exception.kind}`)}</td>
      <th scope="row" className="exc__subject">
        {subjectText(t, exception)}
        {/* A till-day's subject is its till; an order's and a product's say where, and a
        product priced below cost how much of it was sold so. */}
        {exception.subject.type === 'till_day' ? null : (
          <span className="exc__where">
            {exception.shop_name ??
              (exception.sold_below_cost
                ? t('exc.soldBelowCost', {
                    count: formatNumber(exception.sold_below_cost, locale),
                  })
                : t('exc.catalog'))}
          </span>
        )}
      </th>
      <td className="numeric">
        {exception.amount !== null ? (
          <Money value={exception.amount} />
        ) : exception.value_at_stake !== null ? (
          // Negative stock and a missing cost price: what they put at stake in the stock value.
          <span data-testid="exc-at-stake">
            <Money value={exception.value_at_stake} />
            <span className="exc__where">{t('exc.atStake')}</span>
          </span>
        ) : (
          <span className="muted">—</span>
        )}
      </td>
      <td className="numeric exc__found">{foundText(t, exception, locale)}</td>
      <td>
        <OpenButton
          exception={exception}
          onOpenOrders={onOpenOrders}
          onOpenProducts={onOpenProducts}
        />
      </td>
      <td>
        <input
          type="checkbox"
          className="exc__seen"
          checked={seen}
          aria-label={t('exc.markSeen', {
            subject: [
              t(`exc.kind.${exception.kind}`),
              subjectText(t, exception),
              exception.day === null ? null : dayText(exception.day, style),
            ]
              .filter((part) => part !== null)
              .join(', '),
          })}
          onChange={(event) => onSeen(exception, event.target.checked)}
        />
      </td>
    </tr>
  );
}

/** What the exception opens: its catalog state's products, or its orders; else nothing. */
function OpenButton({
  exception,
  onOpenOrders,
  onOpenProducts,
}: {
  exception: Exception;
  onOpenOrders: (exception: Exception) => void;
  onOpenProducts: (exception: Exception) => void;
}) {
  const t = useT();
  const style = useDateStyle();
  if (stateOf(exception) !== null) {
    return (
      <button
        type="button"
        className="button button--small"
        aria-label={t('exc.openProductsLabel', { state: subjectText(t, exception) })}
        onClick={() => onOpenProducts(exception)}
      >
        {t('exc.openProducts')}
      </button>
    );
  }
  if (ordersOf(exception) === null) return null;
  return (
    <button
      type="button"
      className="button button--small"
      aria-label={
        exception.day === null
          ? t('exc.openProductOrdersLabel', { product: exception.subject.label })
          : t('exc.openOrdersLabel', {
              shop: exception.shop_name ?? '',
              day: dayText(exception.day, style),
            })
      }
      onClick={() => onOpenOrders(exception)}
    >
      {t('exc.openOrders')}
    </button>
  );
}
