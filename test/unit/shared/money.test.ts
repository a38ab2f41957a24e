import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  MoneyError,
  ZERO,
  abs,
  add,
  compare,
  formatAmount,
  fromCents,
  isNegative,
  isPositive,
  isZero,
  multiply,
  negate,
  shareInCents,
  parseAmount,
  percentFromFraction,
  parseOptionalAmount,
  parseStoredAmount,
  percentage,
  round,
  subtract,
  sum,
  toCents,
  toOptionalJsonNumber,
  toJsonDecimals,
  toJsonNumber,
  type Amount,
} from '../../../shared/money.js';

/** The exact text of an amount at full precision, to compare without floats. */
const exact = (amount: Amount): string => formatAmount(amount, { decimals: 8 });

describe('parseAmount', () => {
  it.each<[number | string, string]>([
    [0, '0.00000000'],
    [12.5, '12.50000000'],
    ['12.5', '12.50000000'],
    [' 12.50 ', '12.50000000'],
    ['+3', '3.00000000'],
    ['-4.1234', '-4.12340000'],
    ['1.', '1.00000000'],
    ['.5', '0.50000000'],
    ['-.5', '-0.50000000'],
    ['1e-7', '0.00000010'],
    [1e-7, '0.00000010'],
    ['1E3', '1000.00000000'],
    ['2.5e+2', '250.00000000'],
    [1e21, '1000000000000000000000.00000000'],
    ['-0.005', '-0.00500000'],
    [-0.005, '-0.00500000'],
    [0.30000000000000004, '0.30000000'],
    ['0.30000000000000004', '0.30000000'],
    [0.1 + 0.2, '0.30000000'],
    // Beyond 8 decimals: rounded half away from zero.
    ['0.000000005', '0.00000001'],
    ['-0.000000005', '-0.00000001'],
    ['0.0000000049', '0.00000000'],
    [-0, '0.00000000'],
    ['-0', '0.00000000'],
  ])('%j -> %s', (input, expected) => {
    expect(exact(parseAmount(input))).toBe(expected);
  });

  it.each<[number | string]>([
    ['abc'],
    [''],
    [' '],
    ['1,50'],
    ['1.2.3'],
    ['€5'],
    ['0x10'],
    ['--1'],
    ['1e'],
    ['.'],
    ['Infinity'],
    ['NaN'],
    [Number.NaN],
    [Number.POSITIVE_INFINITY],
    [Number.NEGATIVE_INFINITY],
  ])('rejects %j', (input) => {
    expect(() => parseAmount(input)).toThrow(MoneyError);
  });

  it('parseOptionalAmount keeps null and undefined as null', () => {
    expect(parseOptionalAmount(null)).toBeNull();
    expect(parseOptionalAmount(undefined)).toBeNull();
    expect(parseOptionalAmount('1.25')).toBe(parseAmount(1.25));
  });
});

describe('sums are exact where floats are not', () => {
  it('0.1 + 0.2 is 0.30', () => {
    expect(0.1 + 0.2).not.toBe(0.3);
    const total = add(parseAmount(0.1), parseAmount(0.2));
    expect(formatAmount(total)).toBe('0.30');
    expect(toJsonNumber(total)).toBe(0.3);
  });

  it('0.01 summed ten thousand times is 100.00', () => {
    let float = 0;
    for (let index = 0; index < 10_000; index++) float += 0.01;
    expect(float).not.toBe(100);
    const cent = parseAmount(0.01);
    const total = sum(Array.from({ length: 10_000 }, () => cent));
    expect(formatAmount(total)).toBe('100.00');
    expect(exact(total)).toBe('100.00000000');
  });

  it.each<[number[], string]>([
    [[], '0.00'],
    [[1.1, 2.2, 3.3], '6.60'],
    [[19.99, -19.99], '0.00'],
    [[0.7, 0.1], '0.80'],
    [[-1.005, -1.005], '-2.01'],
  ])('sum %j = %s', (values, expected) => {
    expect(formatAmount(sum(values.map((value) => parseAmount(value))))).toBe(expected);
  });

  it('add, subtract, negate, abs, compare and the predicates', () => {
    const a = parseAmount('10.25');
    const b = parseAmount('3.5');
    expect(exact(subtract(a, b))).toBe('6.75000000');
    expect(exact(subtract(b, a))).toBe('-6.75000000');
    expect(exact(negate(a))).toBe('-10.25000000');
    expect(exact(abs(negate(a)))).toBe('10.25000000');
    expect([compare(a, b), compare(b, a), compare(a, a)]).toStrictEqual([1, -1, 0]);
    expect([
      isZero(ZERO),
      isZero(a),
      isNegative(negate(a)),
      isPositive(a),
      isPositive(ZERO),
    ]).toStrictEqual([true, false, true, true, false]);
  });

  it('cents in and out', () => {
    expect(exact(fromCents(1999))).toBe('19.99000000');
    expect(exact(fromCents(-5n))).toBe('-0.05000000');
    expect(toCents(parseAmount('0.005'))).toBe(1n);
    expect(toCents(parseAmount('-0.005'))).toBe(-1n);
    expect(toCents(parseAmount('0.0049'))).toBe(0n);
  });
});

describe('multiply (quantity × price per unit)', () => {
  it.each<[number | string, number | string, string]>([
    [2.5, 3, '7.50000000'],
    ['1.2345', 3, '3.70350000'],
    ['1.2345', '0.5', '0.61725000'],
    ['19.9999', -2, '-39.99980000'],
    ['-4.25', -1, '4.25000000'],
    ['0.1', '0.1', '0.01000000'],
    ['12.3456', '1.5', '18.51840000'],
    ['9.9999', '9999.9999', '99998.99900001'],
    [0.1, 3, '0.30000000'],
    ['5', 0, '0.00000000'],
  ])('%j × %j = %s', (ppu, quantity, expected) => {
    expect(exact(multiply(parseAmount(ppu), quantity))).toBe(expected);
  });

  it('takes an Amount as the factor too', () => {
    expect(exact(multiply(parseAmount('2.50'), parseAmount('0.21')))).toBe('0.52500000');
  });

  it('a tax fraction as a percentage', () => {
    expect(toJsonNumber(multiply(parseAmount(0.21), 100))).toBe(21);
    expect(toJsonNumber(multiply(parseAmount(0.09), 100))).toBe(9);
  });
});

describe('round: half away from zero', () => {
  it.each<[string, number, string]>([
    ['0.005', 2, '0.01000000'],
    ['-0.005', 2, '-0.01000000'],
    ['0.0049', 2, '0.00000000'],
    ['-0.0049', 2, '0.00000000'],
    ['1.015', 2, '1.02000000'],
    ['-1.015', 2, '-1.02000000'],
    ['2.675', 2, '2.68000000'],
    ['1.00005', 4, '1.00010000'],
    ['-1.00005', 4, '-1.00010000'],
    ['0.5', 0, '1.00000000'],
    ['-0.5', 0, '-1.00000000'],
    ['1.23456789', 8, '1.23456789'],
  ])('round(%s, %i) = %s', (value, decimals, expected) => {
    expect(exact(round(parseAmount(value), decimals))).toBe(expected);
  });

  it('2.675 is 2.68 although the float 2.675 is below it', () => {
    expect((2.675).toFixed(2)).toBe('2.67');
    expect(formatAmount(parseAmount(2.675))).toBe('2.68');
  });

  it('rejects a precision outside 0..8', () => {
    expect(() => round(ZERO, -1)).toThrow(MoneyError);
    expect(() => round(ZERO, 9)).toThrow(MoneyError);
  });
});

describe('formatAmount', () => {
  it.each<[string, Parameters<typeof formatAmount>[1], string]>([
    ['1234.5', {}, '1234.50'],
    ['-1234.5', {}, '-1234.50'],
    ['1234.5', { decimalSeparator: ',' }, '1234,50'],
    ['-0.005', { decimalSeparator: ',' }, '-0,01'],
    ['0.004', {}, '0.00'],
    ['-0.004', {}, '0.00'],
    ['0', {}, '0.00'],
    ['0.05', {}, '0.05'],
    ['1.23456', { decimals: 4 }, '1.2346'],
    ['1.23456', { decimals: 4, decimalSeparator: ',' }, '1,2346'],
    ['7.5', { decimals: 0 }, '8'],
    ['-7.5', { decimals: 0 }, '-8'],
    ['1000000', {}, '1000000.00'],
  ])('%s with %j -> %s', (value, options, expected) => {
    expect(formatAmount(parseAmount(value), options)).toBe(expected);
  });
});

describe('multiply by a whole quantity', () => {
  it('is the exact product either side of 2^53 units, as by a quantity in text', () => {
    const units = fc.oneof(
      fc.bigInt({ min: -(2n ** 60n), max: 2n ** 60n }),
      fc.bigInt({ min: 2n ** 53n - 10n ** 6n, max: 2n ** 53n + 10n ** 6n }),
    );
    const quantity = fc.oneof(fc.integer({ min: -1000, max: 1000 }), fc.integer());
    fc.assert(
      fc.property(units, fc.boolean(), quantity, (n, negative, whole) => {
        const amount = (negative ? -n : n) as Amount;
        expect(multiply(amount, whole)).toBe(multiply(amount, String(whole)));
        expect(multiply(amount, whole)).toBe(amount * BigInt(whole));
      }),
    );
  });
});

describe('parseStoredAmount', () => {
  it('reads back what formatAmount wrote at 8 decimals, as parseAmount does', () => {
    fc.assert(
      fc.property(fc.bigInt({ min: -(10n ** 27n), max: 10n ** 27n }), (units) => {
        const text = exact(units as Amount);
        expect(parseStoredAmount(text)).toBe(parseAmount(text));
      }),
    );
  });

  it('reads any other text as parseAmount does, and refuses what it refuses', () => {
    for (const text of ['12.5', '-0.1', '1e-7', ' 1.00000000']) {
      expect(parseStoredAmount(text), text).toBe(parseAmount(text));
    }
    for (const text of ['0x1.00000000', '1.0000000x', '1.2.00000000', '']) {
      expect(() => parseStoredAmount(text), text).toThrow(MoneyError);
    }
  });
});

describe('toJsonNumber', () => {
  it.each<[number | string, number, number]>([
    [0.30000000000000004, 2, 0.3],
    ['1.005', 2, 1.01],
    ['-1.005', 2, -1.01],
    ['-0.004', 2, 0],
    ['12.3456789', 2, 12.35],
    ['12.3456789', 4, 12.3457],
    ['100', 2, 100],
  ])('%j at %i decimals -> %j', (value, decimals, expected) => {
    const wire = toJsonNumber(parseAmount(value), decimals);
    expect(wire).toBe(expected);
    expect(Object.is(wire, -0)).toBe(false);
  });

  it('never prints more than 2 decimals, even for sums that drift as floats', () => {
    const values = ['0.1', '0.2', '0.3', '1.005', '33.333333', '-7.77777', '1e-7', '19.99'];
    let running = ZERO;
    for (const value of values) {
      running = add(running, multiply(parseAmount(value), '1.1'));
      const printed = JSON.stringify(toJsonNumber(running));
      expect(printed).toMatch(/^-?\d+(\.\d{1,2})?$/);
    }
  });

  it("is the number of the exact decimal's text, either side of the bounds it is made fast below", () => {
    const units = fc.oneof(
      fc.bigInt({ min: -(10n ** 17n), max: 10n ** 17n }),
      fc.bigInt({ min: 10n ** 15n - 1000n, max: 10n ** 15n + 1000n }),
      fc.bigInt({ min: 2n ** 53n - 10n ** 9n, max: 2n ** 53n + 10n ** 9n }).map((n) => -n),
      fc.bigInt({ min: 2n ** 53n - 10n ** 9n, max: 2n ** 53n + 10n ** 9n }),
      fc.bigInt({ min: -(10n ** 30n), max: 10n ** 30n }),
    );
    fc.assert(
      fc.property(units, fc.boolean(), fc.integer({ min: 0, max: 8 }), (n, scaled, decimals) => {
        // Scaled: n units of the last place, the boundary the fast path is bounded by.
        const amount = (scaled ? n * 10n ** BigInt(8 - decimals) : n) as Amount;
        const text = Number(formatAmount(amount, { decimals }));
        expect(toJsonNumber(amount, decimals)).toBe(Object.is(text, -0) ? 0 : text);
      }),
    );
  });

  it('toOptionalJsonNumber keeps null', () => {
    expect(toOptionalJsonNumber(null)).toBeNull();
    expect(toOptionalJsonNumber(parseAmount('1.23456'), 4)).toBe(1.2346);
  });
});

describe('toJsonDecimals', () => {
  const throughExactMoney = (value: number, decimals: number): number =>
    toJsonNumber(parseAmount(value), decimals);

  it.each<[number, number, number]>([
    [12.5, 4, 12.5],
    [12.3456, 4, 12.3456],
    [12.34565, 4, 12.3457],
    [-12.34565, 4, -12.3457],
    [0.30000000000000004, 4, 0.3],
    [1e-7, 4, 0],
    [-0, 4, 0],
    [1e21, 4, 1e21],
    [2.675, 2, 2.68],
  ])('%j at %i decimals -> %j', (value, decimals, expected) => {
    expect(Object.is(toJsonDecimals(value, decimals), expected)).toBe(true);
  });

  it('is exactly toJsonNumber(parseAmount(value)) for any finite number', () => {
    const prices = fc.oneof(
      fc.double({ noNaN: true, noDefaultInfinity: true, min: -1e9, max: 1e9 }),
      fc.integer({ min: -10_000_000, max: 10_000_000 }).map((cents) => cents / 100),
      fc.integer({ min: -100_000_000, max: 100_000_000 }).map((units) => units / 10_000),
      fc.integer({ min: -1e9, max: 1e9 }).map((units) => units / 1e7),
    );
    fc.assert(
      fc.property(prices, fc.integer({ min: 0, max: 8 }), (value, decimals) => {
        // Both refuse the same values (e.g. 5e-324, beyond parseAmount's exponent bound).
        const outcome = (convert: () => number) => {
          try {
            return convert();
          } catch (error) {
            return error instanceof MoneyError ? 'refused' : error;
          }
        };
        const fast = outcome(() => toJsonDecimals(value, decimals));
        expect(
          Object.is(
            fast,
            outcome(() => throughExactMoney(value, decimals)),
          ),
        ).toBe(true);
      }),
      { numRuns: 5000 },
    );
  });

  it('refuses what is not a finite amount, like parseAmount', () => {
    expect(() => toJsonDecimals(Number.NaN, 4)).toThrow(MoneyError);
    expect(() => toJsonDecimals(Number.POSITIVE_INFINITY, 4)).toThrow(MoneyError);
  });
});

describe('percentage', () => {
  it.each<[string, string, number | null]>([
    ['25', '100', 25],
    ['1', '3', 33.33],
    ['2', '3', 66.67],
    ['-1', '3', -33.33],
    ['1', '-3', -33.33],
    ['-1', '-3', 33.33],
    ['1', '-4', -25],
    ['-1', '-4', 25],
    ['-2', '-3', 66.67],
    ['1', '-8', -12.5],
    ['0.00005', '1', 0.01],
    ['-0.00005', '1', -0.01],
    ['0', '5', 0],
    ['150', '100', 150],
    ['5', '0', null],
    ['0', '0', null],
  ])('%s of %s -> %j', (part, whole, expected) => {
    expect(percentage(parseAmount(part), parseAmount(whole))).toBe(expected);
  });
});

describe('parseAmount refuses absurd exponents quickly', () => {
  it.each(['1e999999999', '1e-999999999', '5E31'])('%s', (text) => {
    expect(() => parseAmount(text)).toThrow(MoneyError);
  });
});

describe('shareInCents', () => {
  it.each([
    ['14.05', 1, 1, '14.05'],
    ['14.05', 0, 1, '0.00'],
    ['10.00', 1, 3, '3.33'],
    ['10.00', 2, 3, '6.67'],
    ['-10.00', 2, 3, '-6.67'],
    ['0.05', 1, 2, '0.03'],
    ['-0.05', 1, 2, '-0.03'],
    ['7.50', 1.5, 2.5, '4.50'],
  ])('%s × %s / %s is %s', (amount, part, whole, expected) => {
    expect(formatAmount(shareInCents(parseAmount(amount), part, whole))).toBe(expected);
  });
  it('refuses a whole of 0', () => {
    expect(() => shareInCents(parseAmount('1'), 1, 0)).toThrow(MoneyError);
  });
});

describe('percentFromFraction', () => {
  it('turns fractions into exact percentages, without float noise', () => {
    expect(percentFromFraction(0.21)).toBe(21);
    expect(percentFromFraction(0.09)).toBe(9);
    expect(percentFromFraction(0.07)).toBe(7); // 0.07 * 100 is 7.000000000000001 in floats
    expect(percentFromFraction(0.055)).toBe(5.5);
    expect(percentFromFraction(0.0575)).toBe(5.75);
    expect(percentFromFraction(0)).toBe(0);
    expect(percentFromFraction(0.17)).toBe(17); // 0.17 * 100 is 17.000000000000004
    expect(percentFromFraction('0.2100')).toBe(21); // as order payloads write it
  });
});
