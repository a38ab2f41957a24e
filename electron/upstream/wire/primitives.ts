/**
 * Field types of the platform's answers. The platform sends numbers as JSON numbers in list
 * answers and as decimal strings in order payloads ("16.1200", ids as "529"); both read the
 * same here, so a mapping never sees the difference.
 */
import { z } from 'zod';

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
