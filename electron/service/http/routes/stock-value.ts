/** GET /api/stock-value: what the stock was worth at the end of a day (docs/stock-value.md). */
import type { FastifyInstance } from 'fastify';
import type { ServiceDeps } from '../../domain/deps.js';
import { stockValueOn, type StockValueQuery } from '../../domain/stock-value/stock-value.js';
import { stockValueFile } from '../../domain/downloads/stock-value-file.js';
import { answerExportable } from '../export/export-route.js';
import { sendFile } from '../export/file-reply.js';
import { defineRoute } from '../route.js';
import { badRequest } from '../../core/errors.js';

/**
 * The lines asked for (decision 0127): none by default, `lines=all` every one, `group_id` one
 * group's (`none`: those without a group). JSON only: the files list every product.
 */
function linesOf(
  query: { group_id?: number | 'none' | undefined; lines?: 'all' | undefined },
  format: string | null,
): StockValueQuery['lines'] {
  if (query.group_id === undefined && query.lines === undefined) return undefined;
  if (query.group_id !== undefined && query.lines !== undefined) {
    throw badRequest('group_id and lines=all ask for different lines: give one of them');
  }
  if (format !== null) {
    throw badRequest(
      `group_id and lines are for the JSON answer: a ${format} file holds its own tables`,
    );
  }
  if (query.lines === 'all') return 'all';
  return { groupId: query.group_id === 'none' ? null : (query.group_id ?? null) };
}

export function registerStockValueRoutes(app: FastifyInstance, deps: ServiceDeps): void {
  defineRoute(
    app,
    'GET /api/stock-value',
    {
      summary: 'The stock value at the end of a day (Europe/Amsterdam), at cost and sale price',
      description:
        "Made of the service's own daily stock snapshots (the platform keeps no stock history): " +
        'the stock at the end of yesterday is kept once the day is over, the first moment the ' +
        'service runs, as the changes since the snapshot before. The value at cost (the cost ' +
        'price row, type 3, else the purchase price row, type 2) and at the base sale price ' +
        'excl. VAT, exact and rounded to cents, per turnover group and in total; products in ' +
        'stock without a cost price and products below zero are named and valued at zero. ' +
        "`snapshot` names the snapshot the answer comes from: the date's own, the nearest " +
        'earlier one, or, before the first snapshot, the first one worked back through the ' +
        'units sold and returned since (`estimate: true`; receipts, counts and shrinkage in ' +
        "between are unknown). `lines`, only when asked (`group_id`: one turnover group's, " +
        '`lines=all`: every product), gives each product with its stock, cost price, cost ' +
        'source and value. As CSV a zip of one CSV file per table (heading with the snapshot ' +
        'or estimate note, groups, products, without cost price, negative stock), as .xlsx one ' +
        'worksheet per table; as PDF (`format=pdf`) the heading, the totals, the groups and the ' +
        'named products on A4, every product left to the CSV and .xlsx. A date after today is a 400; without the read model a 503.',
      tag: 'reports',
    },
    async ({ query, auth, work, request, reply }) => {
      const asked = { date: query.date, location_id: query.location_id };
      return answerExportable(
        { request, reply, query },
        {
          // The PDF is this endpoint's own format, asked for by name only (not by Accept).
          ownFormats: ['pdf'],
          scope: (format) => ({ ...asked, lines: linesOf(query, format) }),
          json: (scope) => stockValueOn(deps, auth, scope, work),
          file: async (_, download) =>
            sendFile(reply, await stockValueFile(deps, auth, { query: asked, work }, download)),
        },
      );
    },
  );
}
