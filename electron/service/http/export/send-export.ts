/** A list endpoint's export (domain/export/table-file.ts) as the answer. */
import type { FastifyReply } from 'fastify';
import {
  tableExportFile,
  type ExportFormat,
  type ExportQuery,
} from '../../domain/export/table-file.js';
import type { ExportTable } from '../../domain/export/table.js';
import type { ExportRows } from '../../core/pages.js';
import { sendFile } from './file-reply.js';

export type { ExportQuery };

export async function sendTableExport<Row>(
  reply: FastifyReply,
  format: ExportFormat,
  options: { fileName: string; table: ExportTable<Row>; rows: ExportRows<Row>; query: ExportQuery },
): Promise<FastifyReply> {
  return sendFile(reply, await tableExportFile(format, options));
}
