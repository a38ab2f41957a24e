/**
 * Excel NL is a person's file: days dd-mm-jjjj and payment types in the screens' words. The
 * comma file is the scripts': ISO days and the platform's keys. .xlsx has real dates and words.
 */
import { describe, expect, it } from 'vitest';
import { csvCellOf, xlsxCellOf } from '../../../electron/service/domain/export/cells.js';
import { dialectFor } from '../../../shared/csv.js';

const EXCEL_NL = dialectFor(';');
const COMMA = dialectFor(',');

describe('an export cell', () => {
  it('writes days and times as dd-mm-jjjj in Excel NL and as ISO in the comma file', () => {
    expect(csvCellOf('2026-10-05', 'date', 'nl', EXCEL_NL)).toBe('05-10-2026');
    expect(csvCellOf('2026-10-05', 'date', 'nl', COMMA)).toBe('2026-10-05');
    // The Amsterdam wall-clock time the timestamp carries, in the autumn's repeated hour too.
    const time = '2026-10-25T02:30:00+01:00';
    expect(csvCellOf(time, 'dateTime', 'en', EXCEL_NL)).toBe('25-10-2026 02:30:00');
    expect(csvCellOf(time, 'dateTime', 'en', COMMA)).toBe('2026-10-25 02:30:00');
    // A filed period's days, in its text.
    const period = '2026-10-01 – 2026-10-31';
    expect(csvCellOf(period, 'dayRange', 'nl', EXCEL_NL)).toBe('01-10-2026 – 31-10-2026');
    expect(csvCellOf(period, 'dayRange', 'nl', COMMA)).toBe(period);
    // Text that is no day stays as it is.
    expect(csvCellOf('not a day', 'date', 'nl', EXCEL_NL)).toBe('not a day');
  });

  it('writes a payment type in words in Excel NL and .xlsx, its key in the comma file', () => {
    expect(csvCellOf('OnlineGiftCard', 'paymentType', 'nl', EXCEL_NL)).toBe(
      'Cadeaukaart van de winkel',
    );
    expect(csvCellOf('OnlineGiftCard', 'paymentType', 'en', EXCEL_NL)).toBe("The shop's gift card");
    expect(csvCellOf('OnlineGiftCard', 'paymentType', 'nl', COMMA)).toBe('OnlineGiftCard');
    expect(csvCellOf('method:12', 'paymentType', 'nl', EXCEL_NL)).toBe(
      'Betaalmethode zonder soort',
    );
    expect(csvCellOf('Crypto', 'paymentType', 'nl', EXCEL_NL)).toBe('Andere soort: Crypto');
    expect(xlsxCellOf('Cash', 'paymentType', 'nl')).toBe('Contant');
    expect(xlsxCellOf('Cash', 'paymentType', 'en')).toBe('Cash');
  });
});
