/**
 * The accountant's reports beside the financial report, all made of its figures:
 * GET /api/vat-return, the VAT return by rubriek, GET /api/day-closings, each till's day
 * closing, each as JSON, CSV or .xlsx; and GET /api/journal, the balanced journal per day,
 * also as an XAF auditfile.
 */
import type { FastifyInstance } from 'fastify';
import {
  dayClosingsQuerySchema,
  dayClosingsResponseSchema,
} from '../../../../shared/api/day-closings.js';
import { journalQuerySchema, journalSchema, XAF_VERSIONS } from '../../../../shared/api/journal.js';
import { vatReturnQuerySchema, vatReturnSchema } from '../../../../shared/api/vat-return.js';
import { formatApiTimestamp, type LocalDate } from '../../../../shared/dates.js';
import { answerExportable } from '../export/export-route.js';
import { sendTables } from '../export/send-tables.js';
import { badRequest } from '../../core/errors.js';
import { reportScopeOf, type ReportScope } from '../../domain/reports/load-report-input.js';
import { computeDayClosings, dayClosingScopeOf } from '../../domain/reports/load-day-closings.js';
import {
  dayClosingsHeading,
  dayClosingSections,
} from '../../domain/reports/day-closing-sections.js';
import { vatReturnHeading, vatReturnSections } from '../../domain/reports/vat-return-sections.js';
import { vatFilingSections } from '../../domain/reports/vat-filing-sections.js';
import { sendJournalTable, sendJournalXaf } from '../export/journal-export.js';
import { computeJournal } from '../../domain/journal/load-journal.js';
import { exportedDays, withExportedEntries } from '../../domain/journal/booked-entries.js';
import { readLedgerMapping } from '../../domain/ledger/ledger-mapping.js';
import { defineRoute } from '../route.js';
import { locationSuffix } from '../../domain/export/file-name.js';
import { REPORT_SUBJECTS } from './reports.js';
import { dayRangeOf } from '../../domain/day-range.js';
import { salesVatReturn, withFilings } from '../../domain/vat-filings/vat-filings.js';
import type { ServiceDeps } from '../../domain/deps.js';

export function registerAccountantRoutes(app: FastifyInstance, deps: ServiceDeps): void {
  defineRoute(
    app,
    {
      method: 'GET',
      path: '/api/vat-return',
      summary: 'VAT return (btw-aangifte) by rubriek for a date range, from sales data',
      description:
        "Rubrieken 1a, 1b, 1c and 1e from the financial report's VAT rows of the same range and " +
        'location (direct_paid and not_paid_now, less the refunds paid back in the range), ' +
        'exact to the cent and in whole euros rounded down; sales at a rate of another EU ' +
        'member state (the tax rate’s country) apart in `oss`, per country, for the ' +
        'One-Stop-Shop return; the rubrieken sales data cannot fill are named, never 0; ' +
        'non-revenue lines apart ' +
        'with the reason. A filed period (POST /api/vat-return/filed) answers its filing in ' +
        '`filed` and, where today’s figures differ from the filed ones, `corrections`; the ' +
        'period after a filed one lists them in `corrections_from_filed`. As CSV a zip of one CSV file per table, as .xlsx one worksheet per table.',
      tag: 'reports',
      query: vatReturnQuerySchema,
      response: vatReturnSchema,
      errors: [400, 401, 403, 501, 502],
      csv: 'zip',
    },
    async ({ query, auth, work, request, reply }) => {
      const vatReturnOf = async ({ from, to }: { from: LocalDate; to: LocalDate }) =>
        withFilings(
          deps,
          auth,
          await salesVatReturn(deps, auth, { from, to, location_id: query.location_id }, work),
          work,
        );
      return answerExportable(
        { request, reply, query },
        {
          scope: () => dayRangeOf(query, deps.config.maxRangeYears),
          // Not kept (answer-memo.ts): a filed period's answer depends on the filings as well
          // as on the read model's data, and a kept one would outlive a filing or an un-filing.
          json: (range) => vatReturnOf(range),
          file: async (range, download) => {
            const overview = await vatReturnOf(range);
            return sendTables(reply, {
              ...download,
              fileName: `vat-return-${overview.from}-${overview.to}${locationSuffix(overview.location_id)}`,
              // The filing first: whoever opens the file reads that these figures were filed.
              tables: [
                vatReturnHeading(overview),
                ...vatFilingSections(overview, download.lang),
                ...vatReturnSections(overview),
              ],
              madeAt: deps.clock.now(),
            });
          },
        },
      );
    },
  );

  defineRoute(
    app,
    {
      method: 'GET',
      path: '/api/day-closings',
      summary:
        "Each till's day closing for a date range: cash expected, counted and the difference",
      description:
        'Per till per Amsterdam day: expected and counted cash, the difference (positive = short), ' +
        "flagged above `threshold` euros, the day's orders and their same-day payments per method, " +
        "the till's other payments and payouts made that day (settlements) per method; " +
        'a till-day with orders but no closing is listed with `closed: false`. The differences add ' +
        "up to the financial report's total_differences of the same range and location.",
      tag: 'reports',
      query: dayClosingsQuerySchema,
      response: dayClosingsResponseSchema,
      errors: [400, 401, 403, 501, 502],
      csv: 'zip',
    },
    async ({ query, auth, work, request, reply }) =>
      answerExportable(
        { request, reply, query },
        {
          scope: () => dayClosingScopeOf(deps, auth, query),
          kept: REPORT_SUBJECTS,
          json: (scope) => computeDayClosings(deps, auth, scope, query.threshold, work),
          file: async (scope, download) => {
            const closings = await computeDayClosings(deps, auth, scope, query.threshold, work);
            const shopSuffix = closings.shop_id === null ? '' : `-shop-${closings.shop_id}`;
            return sendTables(reply, {
              ...download,
              fileName: `day-closings-${closings.from}-${closings.to}${locationSuffix(closings.location_id)}${shopSuffix}`,
              tables: [dayClosingsHeading(closings), ...dayClosingSections(closings)],
              madeAt: deps.clock.now(),
            });
          },
        },
      ),
  );

  defineRoute(
    app,
    {
      method: 'GET',
      path: '/api/journal',
      summary: 'The balanced journal: one entry per Amsterdam day, posted to the ledger mapping',
      description:
        "The financial report's figures of the range (and location) as journal lines on the " +
        "ledger mapping's accounts: payments per type and sales on account debited, revenue " +
        'per turnover group and VAT per rate credited, returns and credit notes reversed on the ' +
        'day they were made, later payments and payouts between clearing and debtors, cash ' +
        'differences and non-revenue to their accounts. Every entry balances to the cent and ' +
        'the entries tie to the report; a day that cannot balance is in `left_out` with its ' +
        'reason. An account the mapping lacks is a 409 naming it. As CSV (with `lang=nl` ' +
        'Excel NL: `;` and decimal commas) or .xlsx one row per line; as `format=xaf` an XML Auditfile Financieel ' +
        '4.0 with RGS codes (`xaf_version=3.2`: the 3.2 file). Another member state’s rates post ' +
        'to its OSS account.',
      tag: 'reports',
      query: journalQuerySchema,
      response: journalSchema,
      errors: [400, 401, 403, 409, 501, 502],
      csv: true,
    },
    async ({ query, auth, work, request, reply }) => {
      // `lang` words the journal's descriptions, in JSON as in the files: the screen shows
      // the lines as they will be imported.
      const lang = query.lang ?? 'en';
      // Not kept (answer-memo.ts): the answer depends on the ledger mapping and the journal's
      // exports as well as on the read model's data, and a kept one would outlive a change.
      const journalOf = async (scope: ReportScope) => {
        const { journal: computed, mapping } = await computeJournal(
          deps,
          auth,
          scope,
          () => readLedgerMapping(deps, auth),
          lang,
          work,
        );
        // Days exported before are answered as exported, a change since as a correction.
        const exported = await deps.journalExports.exported(
          auth.account,
          computed.location_id,
          scope.from,
          scope.to,
        );
        return { journal: withExportedEntries(computed, exported, lang), mapping };
      };
      return answerExportable(
        { request, reply, query },
        {
          ownFormats: ['xaf'],
          langInJson: true,
          scope: (format) => {
            if (query.xaf_version !== undefined && format !== 'xaf') {
              throw badRequest("field 'xaf_version': goes with format=xaf only");
            }
            return reportScopeOf(deps, auth, query);
          },
          json: async (scope) => (await journalOf(scope)).journal,
          file: async (scope, { format, dialect }) => {
            const { journal, mapping } = await journalOf(scope);
            // Kept before the file is sent: no export leaves without its record.
            await deps.journalExports.record(
              auth.account,
              journal.location_id,
              exportedDays(journal),
              journal.entries
                .filter((entry) => entry.exported_at === null)
                .map((entry) => ({ ...entry, exported_at: formatApiTimestamp(deps.clock.now()) })),
            );
            const fileName = `journal-${journal.from}-${journal.to}${locationSuffix(journal.location_id)}`;
            if (format === 'xaf') {
              const header = { softwareVersion: deps.config.version, createdAt: deps.clock.now() };
              const version = query.xaf_version ?? XAF_VERSIONS[0];
              return sendJournalXaf(reply, journal, mapping, header, fileName, version);
            }
            return sendJournalTable(reply, journal, { format, fileName, lang, dialect });
          },
        },
      );
    },
  );
}
