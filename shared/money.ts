/**
 * Exact money. The one module that converts between the wire's decimal euros and exact
 * amounts; nothing else does arithmetic on money.
 *
 * An Amount is a bigint count of 10^-8 euro. Wire values carry at most 4 decimals (prices
 * per unit) and quantities at most 4, so a quantity times a price is still exact at 8
 * decimals, and any sum of amounts is exact. Binary floats are only ever parsed from and
 * formatted to, never added.
 */

declare const amountBrand: unique symbol;
export type Amount = bigint & { readonly [amountBrand]: true };

const SCALE_DIGITS = 8;
const SCALE = 10n ** BigInt(SCALE_DIGITS);

export class MoneyError extends Error {
  override name = 'MoneyError';
}

export const ZERO = 0n as Amount;

const asAmount = (units: bigint): Amount => units as Amount;

/** Divides and rounds half away from zero (commercial rounding, as on a till receipt). */
function divideRounded(numerator: bigint, divisor: bigint): bigint {
  const quotient = numerator / divisor;
  const remainder = numerator % divisor;
  const twiceRemainder = (remainder < 0n ? -remainder : remainder) * 2n;
  // The divisor may be negative (a percentage of a negative whole): compare magnitudes and
  // step away from zero in the direction of the true quotient's sign.
  const divisorMagnitude = divisor < 0n ? -divisor : divisor;
  if (twiceRemainder >= divisorMagnitude) {
    return quotient + (numerator < 0n !== divisor < 0n ? -1n : 1n);
  }
  return quotient;
}

const DECIMAL_PATTERN = /^([+-])?(\d+)(?:\.(\d*))?(?:[eE]([+-]?\d+))?$|^([+-])?\.(\d+)$/;
/**
 * The common case, a plain decimal with at most 8 decimals ("12.50", "-3", 4.1): its units
 * are its digits with the decimals padded to 8, one BigInt of one string (a year's report
 * parses some 200,000 amounts; the general path's power of ten was most of its time).
 */
const PLAIN_DECIMAL = /^(-?\d{1,20})(?:\.(\d{1,8}))?$/;
const PADDING = '0'.repeat(SCALE_DIGITS);

/**
 * Parses a decimal euro value (a JSON number or a decimal string) exactly. Digits beyond
 * the 8th decimal (float noise such as 0.30000000000000004) are rounded half away from zero.
 */
export function parseAmount(value: number | string): Amount {
  // A report parses each line's amounts for each of its figures: most are seen before.
  const known = parsedAmounts.get(value);
  if (known !== undefined) return known;
  const amount = parseNew(value);
  if (parsedAmounts.size >= PARSED_KEPT) parsedAmounts.clear();
  parsedAmounts.set(value, amount);
  return amount;
}

/** Amounts parsed lately, by their wire value (a year's report has some thousands). */
const parsedAmounts = new Map<number | string, Amount>();
const PARSED_KEPT = 50_000;

function parseNew(value: number | string): Amount {
  if (typeof value === 'number' && !Number.isFinite(value)) {
    throw new MoneyError(`not a finite amount: ${String(value)}`);
  }
  const text = typeof value === 'number' ? String(value) : value.trim();
  const plain = PLAIN_DECIMAL.exec(text);
  if (plain) {
    const decimals = plain[2] ?? '';
    return asAmount(BigInt((plain[1] ?? '0') + decimals + PADDING.slice(decimals.length)));
  }
  const match = DECIMAL_PATTERN.exec(text);
  if (!match) throw new MoneyError(`not a decimal amount: ${JSON.stringify(value)}`);
  const sign = (match[1] ?? match[5]) === '-' ? -1n : 1n;
  const integerDigits = match[2] ?? '0';
  const fractionDigits = match[3] ?? match[6] ?? '';
  const exponent = Number(match[4] ?? 0);
  // No euro amount needs more; a huge exponent would otherwise build an enormous bigint.
  if (Math.abs(exponent) > 30)
    throw new MoneyError(`amount out of range: ${JSON.stringify(value)}`);
  // value = digits * 10^(exponent - fractionDigits.length); bring it to scale 10^-8.
  const digits = BigInt(integerDigits + fractionDigits);
  const shift = SCALE_DIGITS + exponent - fractionDigits.length;
  const units =
    shift >= 0 ? digits * 10n ** BigInt(shift) : divideRounded(digits, 10n ** BigInt(-shift));
  return asAmount(sign * units);
}

/** What formatAmount writes at 8 decimals (and the store keeps): its digits are its units. */
const EIGHT_DECIMALS = /^-?\d{1,20}\.\d{8}$/;

/**
 * An amount kept as formatAmount's text at 8 decimals, read back as one BigInt of its digits:
 * a stock value reads 100,000 prices, and parseAmount's general path was a third of that.
 */
export const parseStoredAmount = (text: string): Amount =>
  EIGHT_DECIMALS.test(text)
    ? asAmount(BigInt(text.slice(0, -9) + text.slice(-8)))
    : parseAmount(text);

/** Like parseAmount, but null and undefined stay null (optional wire fields). */
export function parseOptionalAmount(value: number | string | null | undefined): Amount | null {
  return value === null || value === undefined ? null : parseAmount(value);
}

export const fromCents = (cents: bigint | number): Amount =>
  asAmount(BigInt(cents) * (SCALE / 100n));

export const add = (a: Amount, b: Amount): Amount => asAmount(a + b);
export const subtract = (a: Amount, b: Amount): Amount => asAmount(a - b);
export const negate = (a: Amount): Amount => asAmount(0n - a);
export const abs = (a: Amount): Amount => asAmount(a < 0n ? 0n - a : a);
export const isZero = (a: Amount): boolean => a === 0n;
export const isNegative = (a: Amount): boolean => a < 0n;
export const isPositive = (a: Amount): boolean => a > 0n;
export const compare = (a: Amount, b: Amount): -1 | 0 | 1 => (a < b ? -1 : a > b ? 1 : 0);

export function sum(amounts: Iterable<Amount>): Amount {
  let total = 0n;
  for (const amount of amounts) total += amount;
  return asAmount(total);
}

/** amount × quantity, exact to 8 decimals (quantity is a decimal such as 2, -1 or 0.5). */
export function multiply(amount: Amount, quantity: number | string | Amount): Amount {
  // A whole quantity (most stock and line quantities) times an amount below 2^53 units: an
  // exact double while the product is one, so one BigInt is made, not six.
  if (typeof quantity === 'number' && Number.isInteger(quantity) && amount < SAFE_UNITS) {
    const product = Number(amount) * quantity;
    if (amount > -SAFE_UNITS && Number.isSafeInteger(product)) return asAmount(BigInt(product));
  }
  const factor = typeof quantity === 'bigint' ? quantity : parseAmount(quantity);
  return asAmount(divideRounded(amount * factor, SCALE));
}

/**
 * amount × part / whole in whole cents, half away from zero: the refunded share of a line
 * (2 of 3 pieces refunded) is a division, so it is rounded once, to the cent.
 */
export function shareInCents(amount: Amount, part: number, whole: number): Amount {
  const wholeUnits = parseAmount(whole);
  if (wholeUnits === 0n) throw new MoneyError('a share of a whole of 0');
  const centStep = 10n ** BigInt(SCALE_DIGITS - 2);
  const cents = divideRounded(amount * parseAmount(part), wholeUnits * centStep);
  return asAmount(cents * centStep);
}

/** Rounds to `decimals` places (0..8), half away from zero. */
export function round(amount: Amount, decimals = 2): Amount {
  if (decimals < 0 || decimals > SCALE_DIGITS) throw new MoneyError(`bad precision ${decimals}`);
  const step = 10n ** BigInt(SCALE_DIGITS - decimals);
  return asAmount(divideRounded(amount, step) * step);
}

/**
 * Whole euros rounded down (towards minus infinity): the VAT return's form takes whole euros
 * and the tax office allows dropping the cents in the retailer's favour, which for turnover
 * and VAT due is down, and for a negative amount (more refunded than sold) also down.
 */
export function floorToWholeEuros(amount: Amount): Amount {
  const remainder = amount % SCALE;
  const whole = amount - remainder;
  return asAmount(remainder < 0n ? whole - SCALE : whole);
}

/** The amount in whole cents, rounded half away from zero. */
export const toCents = (amount: Amount): bigint =>
  divideRounded(amount, 10n ** BigInt(SCALE_DIGITS - 2));

interface FormatOptions {
  /** Decimal places; the amount is rounded half away from zero first. Default 2. */
  decimals?: number;
  /** `.` for the wire and plain CSV, `,` for Dutch Excel. */
  decimalSeparator?: '.' | ',';
}

/** A plain decimal string such as `-1234.50` (no grouping), for CSV cells and JSON. */
export function formatAmount(amount: Amount, options: FormatOptions = {}): string {
  const decimals = options.decimals ?? 2;
  const rounded = round(amount, decimals);
  const negative = rounded < 0n;
  const magnitude = (negative ? 0n - rounded : rounded) / 10n ** BigInt(SCALE_DIGITS - decimals);
  const digits = magnitude.toString().padStart(decimals + 1, '0');
  const integerPart = digits.slice(0, digits.length - decimals);
  const fractionPart = digits.slice(digits.length - decimals);
  const separator = options.decimalSeparator ?? '.';
  return (negative ? '-' : '') + integerPart + (decimals > 0 ? separator + fractionPart : '');
}

/**
 * The amount as a JSON number rounded to `decimals` places (2 for money, 4 for prices per
 * unit): the double nearest the exact decimal, so it prints back as exactly that decimal, no
 * float artefacts. Below 10^15 units of the last place, units / 10^decimals (two exact doubles)
 * is that double with no text made (a stock value has 200,000); else the text's number.
 */
export function toJsonNumber(amount: Amount, decimals = 2): number {
  const step = STEPS[decimals];
  if (step === undefined) return Number(formatAmount(amount, { decimals }));
  // Below 2^53 units of 10^-8 every step is exact in doubles: rounded with no BigInt made.
  const units =
    amount < SAFE_UNITS && amount > -SAFE_UNITS
      ? roundedDouble(Number(amount), Number(step))
      : divideRounded(amount, step);
  if (units < EXACT_UNITS && units > -EXACT_UNITS) return Number(units) / 10 ** decimals || 0;
  const value = Number(formatAmount(amount, { decimals }));
  return Object.is(value, -0) ? 0 : value;
}

/** divideRounded of whole doubles below 2^53: the remainder and the quotient are exact. */
function roundedDouble(numerator: number, divisor: number): number {
  const remainder = numerator % divisor;
  const quotient = (numerator - remainder) / divisor;
  if (Math.abs(remainder) * 2 < divisor) return quotient;
  return quotient + (numerator < 0 ? -1 : 1);
}

/** Each number of places' (0–8) step in units of 10^-8; the bounds of exact doubles. */
const STEPS = Array.from({ length: 9 }, (_, places) => BigInt(10 ** (SCALE_DIGITS - places)));
const EXACT_UNITS = 10n ** 15n;
const SAFE_UNITS = 2n ** 53n;

/** 10 ** n for the places hasAtMostPlaces decides without text. */
const SCALES = [1, 10, 100, 1000, 10_000, 100_000, 1_000_000];

/**
 * Whether `value` is the double nearest a decimal of at most `decimals` places (0–6), told
 * without making its text (a first price list shows some 120,000 prices). Scaled and rounded,
 * it is a whole number n below 10^15, exact as a double and off by far less than a half;
 * n / 10^decimals is then the double nearest that decimal, and equal to `value` only when
 * `value` is it. Its shortest text then has no more places, and no exponent: nonzero, it is
 * at least 10^-6 and below 10^15. False means "not decided": the text decides then.
 */
function hasAtMostPlaces(value: number, decimals: number): boolean {
  const scale = SCALES[decimals];
  if (scale === undefined || !(Math.abs(value) < 1e15 / scale)) return false;
  return Math.round(value * scale) / scale === value;
}

/**
 * A wire number kept to `decimals` places: the very same number when its shortest decimal
 * form already has no more places (nearly every price the platform sends), so the common case
 * costs no exact-money round trip; otherwise exactly `toJsonNumber(parseAmount(value),
 * decimals)`. Either way the result prints as a decimal of at most `decimals` places.
 */
export function toJsonDecimals(value: number, decimals: number): number {
  if (Number.isFinite(value) && !Object.is(value, -0)) {
    if (hasAtMostPlaces(value, decimals)) return value;
    const text = String(value);
    const point = text.indexOf('.');
    const places = point < 0 ? 0 : text.length - point - 1;
    if (!text.includes('e') && places <= decimals) return value;
  }
  return toJsonNumber(parseAmount(value), decimals);
}

/** Like toJsonNumber, but null stays null (a never-priced product keeps empty prices). */
export const toOptionalJsonNumber = (amount: Amount | null, decimals = 2): number | null =>
  amount === null ? null : toJsonNumber(amount, decimals);

/**
 * A fraction (0.21, 0.055, 0.0575) as a percentage (21, 5.5, 5.75), computed in exact
 * decimals (0.07 × 100 is 7, not 7.000000000000001) and kept to 4 decimals: the one place
 * tax fractions become percentages.
 */
export const percentFromFraction = (fraction: number | string): number =>
  toJsonNumber(multiply(parseAmount(fraction), 100), 4);

/**
 * part / whole × 100, rounded to 2 decimals half away from zero; null when whole is 0
 * (a margin percentage of no turnover is undefined, not 0).
 */
export function percentage(part: Amount, whole: Amount): number | null {
  if (whole === 0n) return null;
  // Work in hundredths of a percent: part * 10000 / whole.
  const hundredths = divideRounded(part * 10_000n, whole);
  return Number(formatAmount(asAmount(hundredths * 10n ** BigInt(SCALE_DIGITS - 2))));
}
