/** A reference list as an export when the caller asked for one (every row; no paging). */
import type { FastifyReply } from 'fastify';
import type { ExportFormat } from '../../export/format.js';
import { sendTableExport, type ExportQuery } from '../../export/send-export.js';
import type { ReferenceExport } from '../../reference/export-tables.js';

/**
 * For an export (`format` from exportFormatOf, decided before any upstream read): every row of
 * the list as CSV or .xlsx (start and limit do not apply); null for a JSON answer, which the
 * route pages.
 */
export function exportAnswer<Row>(
  reply: FastifyReply,
  format: ExportFormat | null,
  query: ExportQuery,
  layout: ReferenceExport<Row>,
  rows: Row[],
): Promise<FastifyReply> | null {
  if (format === null) return null;
  return sendTableExport(reply, format, {
    fileName: layout.fileName,
    table: layout.table,
    rows,
    query,
  });
}
