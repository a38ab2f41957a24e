import { Fragment } from 'react';
import type { DayClosings, DayClosing } from '../../../../shared/api/day-closings.js';
import { PlainTable } from '../../components/table/PlainTable.js';
import type { HeadColumn } from '../../components/table/PlainTableHead.js';
import { useT } from '../../i18n/index.js';
import { formatDay } from '../../lib/day-text.js';
import { formatMoney } from '../../lib/format.js';
import { useDateStyle } from '../../app/settings-store.js';
import { MoneyCell } from '../../components/table/MoneyCell.js';

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
  const columns: HeadColumn[] = [
    { label: t('closings.date') },
    { label: t('closings.till') },
    { label: t('closings.expected'), align: 'end' },
    { label: t('closings.counted'), align: 'end' },
    { label: t('closings.difference'), align: 'end' },
    { label: t('closings.orders'), align: 'end' },
    { label: t('closings.payments') },
    { label: t('closings.status') },
  ];
  return (
    <PlainTable
      caption={t('closings.title')}
      className="plain-table--compact till-days"
      columns={columns}
    >
      <tbody>
        {closings.data.map((row) => (
          <ClosingRow key={`${row.date}-${row.shop_id}`} row={row} />
        ))}
      </tbody>
    </PlainTable>
  );
}

/** One till's day: cash expected and counted, the orders (a link to them), payments, state. */
function ClosingRow({ row }: { row: DayClosing }) {
  const t = useT();
  const style = useDateStyle();
  const date = formatDay(row.date, style);
  return (
    <tr className={row.flagged || !row.closed ? 'till-days__row--attention' : undefined}>
      <th scope="row" className="nowrap">
        {date}
      </th>
      <td className="till-days__till wrap">{row.shop_name}</td>
      <MoneyCell value={row.expected_cash} />
      <MoneyCell value={row.counted_cash} />
      <MoneyCell value={row.difference} />
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
