/**
 * The sales per hour as export tables (export/send-tables.ts): a heading with the range and
 * its totals, the 24 hours, and the weekday × hour grid one row per weekday and hour (a
 * table a spreadsheet pivots, rather than 24 columns per figure).
 */
import type { SalesByHour } from '../../../../shared/api/dashboard.js';
import type { ExportColumn } from '../../../../shared/api/export-columns.js';
import { words, type Words } from '../export/cells.js';
import {
  ALL_LOCATIONS,
  column,
  columnsOf,
  money,
  section,
  type ReportSection,
} from '../financial-report/report-section.js';

const hour: ExportColumn = { key: 'hour', kind: 'integer', en: 'Hour', nl: 'Uur' };
const weekday: ExportColumn = { key: 'weekday', kind: 'text', en: 'Weekday', nl: 'Weekdag' };
const days: ExportColumn = { key: 'days', kind: 'integer', en: 'Days', nl: 'Dagen' };

const WEEKDAY_WORDS: readonly Words[] = [
  words('Monday', 'maandag'),
  words('Tuesday', 'dinsdag'),
  words('Wednesday', 'woensdag'),
  words('Thursday', 'donderdag'),
  words('Friday', 'vrijdag'),
  words('Saturday', 'zaterdag'),
  words('Sunday', 'zondag'),
];

const figures = columnsOf(['turnover', 'money'], ['turnover_wt', 'money'], ['orders', 'integer']);

export function salesByHourSections(sales: SalesByHour): ReportSection[] {
  const heading = section(
    'Turnover by hour',
    'Omzet per uur',
    [
      ...columnsOf(['from', 'date'], ['to', 'date'], ['location_id', 'integer']),
      ...figures,
      // The report's sign and words: expected − counted, taken off its turnover (the till
      // closings' export counts the other way, and says so).
      column(
        'difference',
        'money',
        'Kasverschillen (verwacht − geteld)',
        'Cash differences (expected − counted)',
      ),
    ],
    [
      [
        sales.from,
        sales.to,
        sales.location_id ?? ALL_LOCATIONS,
        money(sales.total.turnover),
        money(sales.total.turnover_wt),
        sales.total.orders,
        money(sales.total.cash_differences),
      ],
    ],
  );
  const hours = section(
    'Hours',
    'Uren',
    [hour, ...figures],
    sales.hours.map((row) => [row.hour, money(row.turnover), money(row.turnover_wt), row.orders]),
  );
  const grid = section(
    'Weekday by hour',
    'Weekdag per uur',
    [weekday, days, hour, ...figures],
    sales.weekdays.flatMap((day) =>
      day.hours.map((row) => [
        WEEKDAY_WORDS[day.weekday - 1] ?? String(day.weekday),
        day.days,
        row.hour,
        money(row.turnover),
        money(row.turnover_wt),
        row.orders,
      ]),
    ),
  );
  return [heading, hours, grid];
}
