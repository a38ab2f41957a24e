/** A reference list as an export: every row (start and limit do not apply). */
import type { FastifyReply } from 'fastify';
import type { ExportFormat } from '../../export/format.js';
import { sendTableExport, type ExportQuery } from '../../export/send-export.js';
import type { ReferenceExport } from '../../../domain/reference/export-tables.js';

export const sendReferenceExport = <Row>(
  reply: FastifyReply,
  file: { format: ExportFormat; query: ExportQuery; fileName: string },
  layout: ReferenceExport<Row>,
  rows: Row[],
): Promise<FastifyReply> =>
  sendTableExport(reply, file.format, { ...file, table: layout.table, rows });
