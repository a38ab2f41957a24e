import { describe, expect, it } from 'vitest';
import {
  CSV_BOM,
  dialectFor,
  exportDialect,
  formatCell,
  formatRow,
  toCsv,
} from '../../../shared/csv.js';
import { parseAmount } from '../../../shared/money.js';

const comma = dialectFor(',');
const semicolon = dialectFor(';');

describe('formula injection', () => {
  it.each([
    ...['=SUM(A1:A9)', '+31 6 1234', '-cmd', '@import', '\tx', '\rx', '\nx', '=1+1'],
    // Leading whitespace or controls that a spreadsheet may skip before the formula.
    ...['\n=1+1', '\r\n=1+1', '\t=1+1', '  =1+1', ' +1+1', '\u00a0-1+1', '\u000b@SUM(1)'],
    ...['\u0085=1+1', '\u2028=1+1', '\u0000=1+1', ' \n @A1'],
  ])('neutralises %j with a leading apostrophe', (text) => {
    expect(formatCell(text, comma).replace(/^"/, '')).toMatch(/^'/);
  });

  it('leaves plain numbers and ordinary text alone', () => {
    expect(formatCell('-12.5', comma)).toBe('-12.5');
    expect(formatCell('+3', comma)).toBe('+3');
    expect(formatCell('Koffie 250g', comma)).toBe('Koffie 250g');
    expect(formatCell(' Koffie', comma)).toBe(' Koffie');
    expect(formatCell('a = b', comma)).toBe('a = b');
  });
});

describe('one convention per export language', () => {
  it('is Excel NL for Dutch and comma with decimal points for English or no language', () => {
    expect(exportDialect('nl')).toEqual({ delimiter: ';', decimalSeparator: ',' });
    expect(exportDialect('en')).toEqual({ delimiter: ',', decimalSeparator: '.' });
    expect(exportDialect(undefined)).toEqual({ delimiter: ',', decimalSeparator: '.' });
  });

  it('takes a delimiter the caller names, with the decimal separator that goes with it', () => {
    expect(exportDialect('nl', ',')).toEqual({ delimiter: ',', decimalSeparator: '.' });
    expect(exportDialect('en', ';')).toEqual({ delimiter: ';', decimalSeparator: ',' });
  });
});

describe('quoting and dialects', () => {
  it('quotes cells holding the delimiter, quotes or line breaks', () => {
    expect(formatCell('a,b', comma)).toBe('"a,b"');
    expect(formatCell('a;b', comma)).toBe('a;b');
    expect(formatCell('a;b', semicolon)).toBe('"a;b"');
    expect(formatCell('say "hi"', comma)).toBe('"say ""hi"""');
    expect(formatCell('two\nlines', comma)).toBe('"two\nlines"');
  });

  it('writes money with decimal commas in the ; dialect and keeps requested decimals', () => {
    expect(formatCell(parseAmount(12.1), comma)).toBe('12.10');
    expect(formatCell(parseAmount(12.1), semicolon)).toBe('12,10');
    expect(formatCell(parseAmount(2.2936), semicolon, 4)).toBe('2,2936');
    expect(formatCell(5.5, semicolon)).toBe('5,5');
    expect(formatCell(null, comma)).toBe('');
  });

  it('ends rows with CRLF and starts documents with the BOM', () => {
    expect(formatRow(['a', 1, null], comma)).toBe('a,1,\r\n');
    const text = toCsv([['x'], ['y']], semicolon);
    expect(text.startsWith(CSV_BOM)).toBe(true);
    expect(text).toBe(`${CSV_BOM}x\r\ny\r\n`);
  });
});

describe('prices per unit in CSV', () => {
  it.each([
    ['78.99', '78.99'],
    ['65.2211', '65.2211'],
    ['71.091', '71.091'],
    ['5', '5.00'],
    ['-0.5', '-0.50'],
  ])('%s with up to 4 decimals is written %s', (value, expected) => {
    expect(formatCell(parseAmount(value), dialectFor(','), 4)).toBe(expected);
    expect(formatCell(parseAmount(value), dialectFor(';'), 4)).toBe(expected.replace('.', ','));
  });
});
