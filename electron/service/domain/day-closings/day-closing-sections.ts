/**
 * The tills' day closings as export sections (export/send-tables.ts): a heading with the totals,
 * one row per till-day, and the till-days' payments and settlements per method, one row each.
 */
import type { DayClosings } from '../../../../shared/api/day-closings.js';
import { words } from '../export/cells.js';
import {
  ALL_LOCATIONS,
  ALL_SHOPS,
  column,
  money as amount,
  section,
  type ReportSection,
} from '../financial-report/report-section.js';

const money = (value: number | null) => (value === null ? null : amount(value));

export function dayClosingsHeading(closings: DayClosings): ReportSection {
  return section(
    'Till closings',
    'Kassa-afsluitingen',
    [
      column('report', 'text', 'Rapport'),
      column('from', 'date', 'Van'),
      column('to', 'date', 'Tot en met'),
      column('location_id', 'integer', 'Vestiging'),
      column('shop_id', 'integer', 'Winkel-id'),
      column('threshold', 'money', 'Drempel'),
      column(
        'difference',
        'money',
        'Kasverschil (geteld − verwacht)',
        'Cash difference (counted − expected)',
      ),
      column('flagged', 'integer', 'Gemarkeerd'),
      column('not_closed', 'integer', 'Niet afgesloten'),
      column('orders', 'integer'),
    ],
    [
      [
        words('Till closings', 'Kassa-afsluitingen'),
        closings.from,
        closings.to,
        closings.location_id ?? ALL_LOCATIONS,
        closings.shop_id ?? ALL_SHOPS,
        money(closings.threshold),
        money(closings.totals.difference),
        closings.totals.flagged,
        closings.totals.not_closed,
        closings.totals.orders,
      ],
    ],
  );
}

const date = column('date', 'date', 'Datum');
const shopId = column('shop_id', 'integer', 'Winkel-id');

/** One row per till-day and payment method: its payments, or its settlements. */
function methodsSection(
  closings: DayClosings,
  field: 'payments' | 'settlements',
  [title, titleNl]: [string, string],
): ReportSection {
  return section(
    title,
    titleNl,
    [
      date,
      shopId,
      column('type_alias', 'paymentType', 'Betaalsoort'),
      column('name', 'text', 'Naam'),
      column('amount', 'money', 'Bedrag'),
    ],
    closings.data.flatMap((row) =>
      row[field].map((method) => [
        row.date,
        row.shop_id,
        method.type_alias,
        method.name,
        money(method.amount),
      ]),
    ),
  );
}

export function dayClosingSections(closings: DayClosings): ReportSection[] {
  return [
    section(
      'Till-days',
      'Kassadagen',
      [
        date,
        shopId,
        column('shop', 'text', 'Winkel'),
        column('closed', 'yesNo', 'Afgesloten'),
        column('expected_cash', 'money', 'Verwacht contant'),
        column('counted_cash', 'money', 'Geteld contant'),
        column(
          'difference',
          'money',
          'Kasverschil (geteld − verwacht)',
          'Cash difference (counted − expected)',
        ),
        column('flagged', 'yesNo', 'Gemarkeerd'),
        column('orders', 'integer', 'Orders'),
      ],
      closings.data.map((row) => [
        row.date,
        row.shop_id,
        row.shop_name,
        row.closed,
        money(row.expected_cash),
        money(row.counted_cash),
        money(row.difference),
        row.flagged,
        row.orders,
      ]),
    ),
    methodsSection(closings, 'payments', ['Payments per till-day', 'Betalingen per kassadag']),
    methodsSection(closings, 'settlements', ['Settlements per till-day', 'Verrekend per kassadag']),
  ];
}
