import type { Exception } from '../../../../shared/api/exceptions.js';
import { Money } from '../../components/Money.js';
import { PlainTableHead } from '../../components/PlainTableHead.js';
import { useLocale, useT } from '../../i18n/index.js';
import { formatNumber } from '../../lib/format.js';
import { useDateStyle } from '../../app/settings-store.js';
import { dayText, foundText, ordersOf, stateOf, subjectText } from './finding-text.js';

/**
 * The findings, newest day first as the service lists them: the day, the kind, what it is
 * about (and where), the money involved, what was found against the threshold, a button
 * to its orders (or, for a catalog state, to its products) and the user's own seen mark.
 */
export function FindingsTable({
  findings,
  seen,
  onOpenOrders,
  onOpenProducts,
  onSeen,
}: {
  findings: readonly Exception[];
  /** The ids this user marked seen. */
  seen: ReadonlySet<string>;
  onOpenOrders: (finding: Exception) => void;
  onOpenProducts: (finding: Exception) => void;
  onSeen: (finding: Exception, seen: boolean) => void;
}) {
  const t = useT();
  const locale = useLocale();
  const style = useDateStyle();
  return (
    <table className="plain-table exc__table">
      <PlainTableHead
        columns={[
          { label: t('exc.col.day') },
          { label: t('exc.col.kind') },
          { label: t('exc.col.subject') },
          { label: t('exc.col.amount'), align: 'end' },
          { label: t('exc.col.found'), align: 'end' },
          { label: t('exc.col.orders'), hidden: true },
          { label: t('exc.col.seen') },
        ]}
      />
      <tbody>
        {findings.map((finding) => (
          <tr
            key={finding.id}
            data-kind={finding.kind}
            className={seen.has(finding.id) ? 'muted' : undefined}
          >
            <td className="exc__day">
              {finding.day === null ? t('exc.noDay') : dayText(finding.day, style)}
            </td>
            <td>{t(`exc.kind.${finding.kind}`)}</td>
            <th scope="row" className="exc__subject">
              {subjectText(t, finding)}
              {/* A till-day's subject is its till; an order's and a product's say where, and a
                  product priced below cost how much of it was sold so. */}
              {finding.subject.type === 'till_day' ? null : (
                <span className="exc__where">
                  {finding.shop_name ??
                    (finding.sold_below_cost
                      ? t('exc.soldBelowCost', {
                          count: formatNumber(finding.sold_below_cost, locale),
                        })
                      : t('exc.catalog'))}
                </span>
              )}
            </th>
            <td className="numeric">
              {finding.amount === null ? (
                <span className="muted">—</span>
              ) : (
                <Money value={finding.amount} />
              )}
            </td>
            <td className="numeric exc__found">{foundText(t, finding, locale)}</td>
            <td>
              {stateOf(finding) !== null ? (
                <button
                  type="button"
                  className="button button--small"
                  aria-label={t('exc.openProductsLabel', { state: subjectText(t, finding) })}
                  onClick={() => onOpenProducts(finding)}
                >
                  {t('exc.openProducts')}
                </button>
              ) : ordersOf(finding) !== null ? (
                <button
                  type="button"
                  className="button button--small"
                  aria-label={
                    finding.day === null
                      ? t('exc.openProductOrdersLabel', { product: finding.subject.label })
                      : t('exc.openOrdersLabel', {
                          shop: finding.shop_name ?? '',
                          day: dayText(finding.day, style),
                        })
                  }
                  onClick={() => onOpenOrders(finding)}
                >
                  {t('exc.openOrders')}
                </button>
              ) : null}
            </td>
            <td>
              <input
                type="checkbox"
                className="exc__seen"
                checked={seen.has(finding.id)}
                aria-label={t('exc.markSeen', {
                  subject: [
                    t(`exc.kind.${finding.kind}`),
                    subjectText(t, finding),
                    finding.day === null ? null : dayText(finding.day, style),
                  ]
                    .filter((part) => part !== null)
                    .join(', '),
                })}
                onChange={(event) => onSeen(finding, event.target.checked)}
              />
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
