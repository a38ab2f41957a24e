import { describe, expect, it } from 'vitest';
import { dialectFor, formatRow } from '../../../shared/csv.js';
import { csvDateTime, xlsxCellOf } from '../../../electron/service/domain/export/cells.js';
import { csvColumnsOf, csvRowsOf } from '../../../electron/service/domain/export/table-file.js';
import { layoutExport } from '../../../electron/service/domain/export/table.js';
import {
  discountOrderTable,
  orderTable,
} from '../../../electron/service/domain/orders/orders-export.js';
import { toDiscountOrder, toOrder } from '../../../electron/service/domain/orders/rows.js';
import type { ExportLanguage } from '../../../shared/api/export-columns.js';
import type { ExportSort } from '../../../shared/api/common.js';
import type { ShopRow } from '../../../electron/upstream/wire.js';
import { CONTEXT, upstreamOrder } from './fixtures.js';

/** The Dutch spreadsheet's dialect: `;`, decimal commas, dd-mm-jjjj days. */
const EXCEL_NL = dialectFor(';');

const shops: ShopRow[] = [
  {
    id: 11,
    name: 'Winkel Utrecht',
    alias: 'utrecht',
    shop_type: { alias: 'Pos' },
    location_id: 101,
    published: true,
  },
];

function csvLines<Row>(
  table: Parameters<typeof layoutExport<Row>>[0],
  rows: Row[],
  options: { columns?: string[]; sort?: ExportSort; lang?: ExportLanguage } = {},
  delimiter: ',' | ';' = ';',
): string[] {
  const layout = layoutExport(table, rows, options);
  const lang = options.lang ?? 'en';
  const dialect = dialectFor(delimiter);
  const decimals = csvColumnsOf(layout.columns, lang).map((column) => column.decimals ?? 2);
  return [
    formatRow(
      csvColumnsOf(layout.columns, lang).map((column) => column.header),
      dialect,
    ),
    ...[...csvRowsOf(layout.columns, layout.rows, lang, dialect)].map((row) =>
      formatRow(row, dialect, decimals),
    ),
  ];
}

describe('order export tables', () => {
  it('writes one CSV line per order with the shop name and exact money, headers as always', () => {
    const order = toDiscountOrder(upstreamOrder(), CONTEXT);
    // Excel NL writes the day as a Dutch spreadsheet reads it; the comma file keeps ISO.
    expect(csvLines(discountOrderTable(shops), [order], {}, ',')[1]).toMatch(
      /^D-5001,2026-03-01 00:30:00,complete,/,
    );
    expect(csvLines(discountOrderTable(shops), [order])).toEqual([
      'Order number;Date;Status;Shop;Customer;E-mail;Value incl. VAT;Value excl. VAT;' +
        'Discount incl. VAT;Discount excl. VAT;Link\r\n',
      'D-5001;01-03-2026 00:30:00;complete;Winkel Utrecht;Jansen BV;jan@example.nl;100,00;82,64;10,00;8,26;' +
        'https://demo.storekeepercloud.com/#order/details/5001\r\n',
    ]);
  });

  it('writes the status in words in Dutch, and as the platform has it in English', () => {
    const order = toDiscountOrder(upstreamOrder({ status: 'on_hold' }), CONTEXT);
    const { rows } = layoutExport(discountOrderTable(shops), [order], {});
    const status = (lang: ExportLanguage) =>
      [...csvRowsOf(discountOrderTable(shops).spec.columns, rows, lang, EXCEL_NL)][0]?.[2];
    expect(status('nl')).toBe('In de wacht');
    expect(status('en')).toBe('on_hold');
    const unknown = toDiscountOrder(upstreamOrder({ status: 'parked' }), CONTEXT);
    const later = layoutExport(discountOrderTable(shops), [unknown], {});
    expect(
      [...csvRowsOf(discountOrderTable(shops).spec.columns, later.rows, 'nl', EXCEL_NL)][0]?.[2],
    ).toBe('parked');
  });

  it('adds the paid column for the order list and falls back to the shop id', () => {
    const order = toOrder(upstreamOrder({ shop_id: 99, is_paid: false }), CONTEXT);
    const { rows } = layoutExport(orderTable(shops), [order], {});
    expect(
      [...csvRowsOf(orderTable(shops).spec.columns, rows, 'en', EXCEL_NL)][0]?.slice(3, 7),
    ).toEqual(['99', 'Jansen BV', 'jan@example.nl', 'no']);
    expect([...csvRowsOf(orderTable(shops).spec.columns, rows, 'nl', EXCEL_NL)][0]?.[6]).toBe(
      'nee',
    );
  });

  it('neutralises a customer name that a spreadsheet would evaluate', () => {
    const order = toDiscountOrder(
      upstreamOrder({ relation_data: { id: 1, name: '=HYPERLINK("x")' } }),
      CONTEXT,
    );
    expect(csvLines(discountOrderTable(shops), [order], {}, ',')[1]).toContain(
      `"'=HYPERLINK(""x"")"`,
    );
  });

  it('writes the local wall-clock time', () => {
    expect(csvDateTime('2026-10-25T02:30:00+01:00')).toBe('2026-10-25 02:30:00');
  });

  it('chooses columns in the asked order with Dutch headers', () => {
    const order = toDiscountOrder(upstreamOrder(), CONTEXT);
    expect(
      csvLines(discountOrderTable(shops), [order], {
        columns: ['discount_value_wt', 'number'],
        lang: 'nl',
      }),
    ).toEqual(['Korting incl. btw;Ordernummer\r\n', '10,00;D-5001\r\n']);
  });

  it('sorts by money exactly, by text in Dutch order and by time, stably, empties last', () => {
    const orders = [
      { id: 1, number: 'B-2', value_wt: 0.3, date_purchased: '2026-10-25 02:30:00+01:00' },
      { id: 2, number: 'b-10', value_wt: 0.1, date_purchased: '2026-10-25 02:30:00+02:00' },
      { id: 3, number: 'A-1', value_wt: 0.3, date_purchased: '2026-10-24 23:00:00+02:00' },
    ].map((fields) => toDiscountOrder(upstreamOrder(fields), CONTEXT));
    const numbers = (sort: ExportSort) =>
      layoutExport(discountOrderTable(shops), orders, { sort, columns: ['number'] }).rows.map(
        (row) => row[0],
      );
    expect(numbers({ key: 'value_wt', descending: false })).toEqual(['b-10', 'B-2', 'A-1']);
    expect(numbers({ key: 'value_wt', descending: true })).toEqual(['B-2', 'A-1', 'b-10']);
    expect(numbers({ key: 'number', descending: false })).toEqual(['A-1', 'B-2', 'b-10']);
    // 02:30+02:00 comes an hour before 02:30+01:00 (the repeated hour of the DST change).
    expect(numbers({ key: 'date', descending: false })).toEqual(['A-1', 'b-10', 'B-2']);
    expect(numbers({ key: 'date', descending: true })).toEqual(['B-2', 'b-10', 'A-1']);
  });

  it('gives .xlsx cells real values: money as the rounded number, time as wall-clock date', () => {
    const order = toDiscountOrder(upstreamOrder({ value_wt: 12.345 }), CONTEXT);
    const table = discountOrderTable(shops);
    expect(xlsxCellOf(table.cells.value_wt(order), 'money', 'en')).toBe(12.35);
    expect(xlsxCellOf(table.cells.date(order), 'dateTime', 'en')).toEqual(
      new Date(Date.UTC(2026, 2, 1, 0, 30, 0)),
    );
    expect(xlsxCellOf(21, 'percent', 'en')).toBe(0.21);
    expect(xlsxCellOf(7.3, 'percent', 'en')).toBe(0.073);
    expect(xlsxCellOf(true, 'yesNo', 'nl')).toBe('ja');
  });
});
