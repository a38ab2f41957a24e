/** A reference list as CSV when the caller asks for it (every row; start and limit do not apply). */
import type { FastifyReply, FastifyRequest } from 'fastify';
import { sendCsv, wantsCsv } from '../../csv-reply.js';
import type { CsvLayout } from '../../reference/csv.js';

/** When the caller asked for CSV: every row of the list as CSV (start and limit do not apply). */
export function csvAnswer<Row>(
  { request, reply }: { request: FastifyRequest; reply: FastifyReply },
  query: { format?: 'json' | 'csv' | undefined; delimiter?: ',' | ';' | undefined },
  layout: CsvLayout<Row>,
  rows: Row[],
): FastifyReply | null {
  if (!wantsCsv(request, query.format)) return null;
  return sendCsv(reply, {
    fileName: layout.fileName,
    delimiter: query.delimiter,
    columns: layout.columns,
    rows: rows.map(layout.cells),
  });
}
