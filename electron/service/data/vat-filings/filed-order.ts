/**
 * One order's share of a VAT return as a filing keeps it (the domain computes the shares:
 * domain/vat/order-figures.ts): the shape both stores write and read back.
 */
import { z } from 'zod';

const money = z.number();

/** One order's share of the return as kept with a filing. */
const filedOrderSchema = z.object({
  id: z.number().int(),
  number: z.string(),
  lines: z.array(z.object({ line: z.string(), turnover: money, vat: money })),
});
export type FiledOrder = z.infer<typeof filedOrderSchema>;
export const filedOrdersSchema = z.array(filedOrderSchema);
