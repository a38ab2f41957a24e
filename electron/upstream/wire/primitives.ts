/**
 * Field types of the platform's answers. The platform sends numbers as JSON numbers in list
 * answers and as decimal strings in order payloads ("16.1200", ids as "529"); both read the
 * same here, so a mapping never sees the difference.
 */
import { z } from 'zod';
import { toJsonDecimals } from '../../../shared/money.js';

/** The text forms of a decimal and an id (also read by upstream/quick-rows.ts). */
export const DECIMAL_TEXT = /^-?\d+(\.\d+)?$/;
export const ID_TEXT = /^\d{1,15}$/;

/** A decimal quantity or amount (money is made exact later, by shared/money). */
export const decimal = z.union([
  z.number(),
  z
    .string()
    .regex(DECIMAL_TEXT, { message: 'is not a decimal number' })
    .transform((text) => Number(text)),
]);

/**
 * An order line's total (`price`, `price_wt`), read to the cent (half away from zero). The
 * report adds line totals over its period, the journal a day at a time: only whole cents add
 * up the same whichever way they are grouped. The recorded orders send whole cents ("4.2600"),
 * so nearly always nothing changes (docs/financial-report.md, "Rounding and exactness").
 */
export const lineTotal = decimal.transform((value, context) => {
  try {
    return toJsonDecimals(value, 2);
  } catch {
    // Beyond what any amount of euros can be (1e31, 5e-324): the row cannot be read.
    context.issues.push({ code: 'custom', message: 'is not an amount of money', input: value });
    return z.NEVER;
  }
});

/** A record id. */
export const recordId = z.union([
  z.number().int().nonnegative(),
  z
    .string()
    .regex(ID_TEXT, { message: 'is not an id' })
    .transform((text) => Number(text)),
]);

/** `YYYY-MM-DD HH:MM:SS+HH:MM`, or `+HH` with microseconds; read by shared/dates. */
export const timestamp = z.string().min(10);

/** Free text the platform may leave out or send as null; both read as "". */
export const optionalText = z
  .string()
  .nullish()
  .transform((text) => text ?? '');
