/**
 * The journal of a financial report's input rows, as the service makes it (day-tallies.ts, then
 * journal-of.ts), in English: the journal tests' one way from generated or hand-made rows to a
 * journal, with the fixtures' tax rates, Belgium's 6 % and Germany's 19 % in the registry.
 */
import type { Journal } from '../../../shared/api/journal.js';
import { JournalDayTallies } from '../../../electron/service/domain/journal/day-tallies.js';
import { journalOf } from '../../../electron/service/domain/journal/journal-of.js';
import type { StockChanges } from '../../../electron/service/domain/journal/stock-change.js';
import type { FinancialReportInput } from '../../../electron/service/domain/financial-report/financial-report.js';
import { BELGIAN_6 } from '../reports/generated-rows.js';
import { fullMapping } from './mapping.js';

/** Another member state's rate, in the registry beside the fixtures' Dutch ones and Belgium's. */
const GERMAN_19 = {
  id: 41,
  name: 'DE 19%',
  alias: 'standard',
  value: 0.19,
  country_iso2: 'DE',
};

export function journalOfInput(
  input: FinancialReportInput,
  mapping = fullMapping(),
  bookedVatCodes?: ReadonlySet<string>,
  stock?: StockChanges,
): Journal {
  const tallies = new JournalDayTallies({
    from: input.from,
    to: input.to,
    locationId: input.locationId,
    shops: input.shops,
  });
  tallies.addOrders(input.orders, input.payments);
  tallies.addDayClosings(input.dayClosings);
  return journalOf(
    tallies.tallies(),
    mapping,
    {
      paymentMethods: input.paymentMethods,
      productGroups: input.productGroups,
      // By id: the generated data's registry lists Belgium's 6 % already.
      taxRates: [
        ...new Map(
          [...(input.taxRates ?? []), BELGIAN_6, GERMAN_19].map((rate) => [rate.id, rate]),
        ).values(),
      ],
    },
    { from: input.from, to: input.to, locationId: input.locationId },
    'en',
    bookedVatCodes,
    stock,
  );
}
