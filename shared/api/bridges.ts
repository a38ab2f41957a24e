/**
 * A bridge: why two figures a user compares on two screens differ, as named items with their
 * amounts (docs/financial-report.md, "Bridges"). Defined once; the report, the VAT return and
 * Today each carry the bridges of their figures.
 */
import { z } from 'zod';

const money = z.number().meta({ description: 'Euros, exact to the cent.' });

/** What a bridge item can be; the screens and exports name each in words. */
export const BRIDGE_ITEM_KINDS = ['cash_differences', 'exported_days'] as const;
export type BridgeItemKind = (typeof BRIDGE_ITEM_KINDS)[number];

export const bridgeSchema = z
  .object({
    report_turnover: money.meta({
      description: 'The report’s turnover (revenue.total_turnover) of the same range and location.',
    }),
    compared: money.meta({ description: 'The other screen’s figure the report is compared with.' }),
    difference: money.meta({ description: 'compared − report_turnover, to the cent.' }),
    items: z
      .array(
        z.object({
          kind: z.enum(BRIDGE_ITEM_KINDS).meta({
            description:
              'cash_differences: the till closings’ expected − counted, which the report takes ' +
              'off turnover and the compared figure does not. exported_days (the journal’s ' +
              'only): the days exported before, which the journal keeps as exported, with the ' +
              'corrections of their changes it posts in the range, against today’s figures.',
          }),
          amount: money.meta({ description: 'What the item adds to report_turnover.' }),
        }),
      )
      .meta({ description: 'The named items, nonzero only; they add up to the difference.' }),
    unexplained: money.meta({
      description: 'difference − Σ items: 0 unless a cause is not named yet (then it is shown).',
    }),
  })
  .meta({ id: 'Bridge' });

export type Bridge = z.infer<typeof bridgeSchema>;
export type BridgeItem = Bridge['items'][number];
