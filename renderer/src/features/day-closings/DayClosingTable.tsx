import { Fragment } from 'react';
import type { DayClosings, DayClosing } from '../../../../shared/api/day-closings.js';
import { Money } from '../../components/value/Money.js';
import { PlainTableHead } from '../../components/table/PlainTableHead.js';
import { useT } from '../../i18n/index.js';
import { parseLocalDate } from '../../../../shared/dates.js';
import { formatDay } from '../../lib/day-text.js';
import { formatMoney } from '../../lib/format.js';
import { useDateStyle } from '../../app/settings-store.js';

/**
 * The report's drill-down for one till on one day: the financial report of that day and
 * location with the till's turnover figure open, which lists the orders behind it.
 */
function dayClosingOrdersHref(row: DayClosing): string {
  const params = new URLSearchParams({ period: 'custom', from: row.date, to: row.date });
  if (row.location_id !== null) params.set('location', String(row.location_id));
  params.set('drill', 'turnover_shop');
  params.set('drill_shop', String(row.shop_id));
  return `#/financial-report?${params.toString()}`;
}

function Status({ row }: { row: DayClosing }) {
  const t = useT();
  if (!row.closed) return <span className="badge badge--warning">{t('closings.notClosed')}</span>;
  if (row.flagged) return <span className="badge badge--warning">{t('closings.flagged')}</span>;
  return <span className="badge badge--muted">{t('closings.ok')}</span>;
}

/** One row per till per day; the orders figure opens that till-day's orders. */
export function DayClosingTable({ closings }: { closings: DayClosings }) {
  const t = useT();
  return (
    <table className="plain-table plain-table--compact till-days">
      <caption className="visually-hidden">{t('closings.title')}</caption>
      <PlainTableHead
        columns={[
          { label: t('closings.date') },
          { label: t('closings.till') },
          { label: t('closings.expected'), align: 'end' },
          { label: t('closings.counted'), align: 'end' },
          { label: t('closings.difference'), align: 'end' },
          { label: t('closings.orders'), align: 'end' },
          { label: t('closings.payments') },
          { label: t('closings.status') },
        ]}
      />
      <tbody>
        {closings.data.map((row) => (
          <ClosingRow key={`${row.date}-${row.shop_id}`} row={row} />
        ))}
      </tbody>
    </table>
  );
}

/** One till's day: cash expected and counted, the orders (a link to them), payments, state. */
function ClosingRow({ row }: { row: DayClosing }) {
  const t = useT();
  const style = useDateStyle();
  const day = parseLocalDate(row.date);
  const date = day ? formatDay(day, style) : row.date;
  return (
    <tr className={row.flagged || !row.closed ? 'till-days__row--attention' : undefined}>
      <th scope="row" className="nowrap">
        {date}
      </th>
      <td className="till-days__till wrap">{row.shop_name}</td>
      <td className="numeric">
        <Money value={row.expected_cash} />
      </td>
      <td className="numeric">
        <Money value={row.counted_cash} />
      </td>
      <td className="numeric">
        <Money value={row.difference} />
      </td>
      <td className="numeric">
        <a
          className="figure-link"
          href={dayClosingOrdersHref(row)}
          aria-label={t('closings.openOrders', { count: row.orders, till: row.shop_name, date })}
        >
          {row.orders}
        </a>
      </td>
      <td className="till-days__payments wrap">
        <Payments payments={row.payments} />
        {row.settlements.length > 0 ? (
          <span className="muted">
            {row.payments.length > 0 ? ' · ' : null}
            {t('closings.settled')} <Payments payments={row.settlements} />
          </span>
        ) : null}
      </td>
      <td className="till-days__status wrap">
        <Status row={row} />
      </td>
    </tr>
  );
}

/** Amounts per payment type, each kept on one line, between dots. */
function Payments({ payments }: { payments: DayClosing['payments'] }) {
  return (
    <>
      {payments.map((payment, index) => (
        <Fragment key={payment.type_alias}>
          {index > 0 ? ' · ' : null}
          <span className="nowrap">
            {payment.name} <span lang="nl">{formatMoney(payment.amount)}</span>
          </span>
        </Fragment>
      ))}
    </>
  );
}
