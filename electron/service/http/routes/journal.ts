/**
 * GET /api/journal: the balanced journal per day, made of the financial report's figures and
 * posted to the ledger mapping, as JSON, CSV, .xlsx or an XAF auditfile.
 */
import type { FastifyInstance } from 'fastify';
import { answerExportable } from '../export/export-route.js';
import { sendFile } from '../export/file-reply.js';
import { badRequest } from '../../core/errors.js';
import {
  reportScopeOf,
  type ReportScope,
} from '../../domain/financial-report/load-report-input.js';
import { bridgedJournalOf } from '../../domain/journal/journal-answer.js';
import { journalFile, type KeepExport } from '../../domain/downloads/journal-file.js';
import { defineRoute } from '../route.js';
import type { ServiceDeps } from '../../domain/deps.js';

export function registerJournalRoutes(app: FastifyInstance, deps: ServiceDeps): void {
  defineRoute(
    app,
    'GET /api/journal',
    {
      summary: 'The balanced journal: one entry per Amsterdam day, posted to the ledger mapping',
      description:
        "The financial report's figures of the range (and location) as journal lines on the " +
        "ledger mapping's accounts: payments per type and sales on account debited, revenue " +
        'per turnover group and VAT per rate credited, returns and credit notes reversed on the ' +
        'day they were made, later payments and payouts between clearing and debtors, cash ' +
        'differences and non-revenue to their accounts. Every entry balances to the cent and ' +
        'the entries tie to the report; a day that cannot balance is in `left_out` with its ' +
        'reason. An account the mapping lacks is a 409 `ledger_mapping_incomplete` naming ' +
        'every gap in `missing` (`role`, `key`, `name`; a tax rate’s also its `rate`, the ' +
        'percentage); two rates of one VAT code on two VAT payable accounts (a mapping stored ' +
        'before the PUT refused that) a 409 `vat_accounts_differ` naming both in `params`; ' +
        'for XAF 4.0 an RGS code of the other kind than its account (stored before the PUT ' +
        'refused that) a 409 `rgs_code_kind`; ' +
        'an account code XAF cannot take, or no company name or VAT number for ' +
        'XAF, a plain 409. A tax rate neither the platform’s list nor a line names is a 502. ' +
        'As CSV (with `lang=nl` ' +
        'Excel NL: `;` and decimal commas) or .xlsx one row per line; as `format=xaf` an XML Auditfile Financieel ' +
        '4.0 with RGS codes (`xaf_version=3.2`: the 3.2 file). Another member state’s rates post ' +
        'to its OSS account.',
      tag: 'reports',
    },
    async ({ query, auth, work, request, reply }) => {
      // `lang` words the journal's descriptions, in JSON as in the files: the screen shows
      // the lines as they will be imported.
      const lang = query.lang ?? 'en';
      // Not kept (answer-memo.ts): the answer depends on the ledger mapping and the journal's
      // exports as well as on the read model's data, and a kept one would outlive a change.
      const read = (scope: ReportScope) => ({ auth, scope, lang, work });
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
          json: async (scope) => (await bridgedJournalOf(deps, read(scope))).journal,
          file: async (scope, { format, dialect }) => {
            const download = { format, dialect, xafVersion: query.xaf_version };
            const keepNow: KeepExport = (record) => record();
            return sendFile(reply, await journalFile(deps, read(scope), download, keepNow));
          },
        },
      );
    },
  );
}
