/**
 * Which answer a caller asked for: `format` when given, else the Accept header (the .xlsx
 * media type or text/csv, unless application/json is accepted too), else JSON. A report of
 * several tables answers CSV as a zip of one file per table: asked by Accept, that is
 * application/zip, and text/csv alone is a 406 saying so rather than a zip under another
 * name. The export options (`lang`, `columns`, `sort`) shape only an export: with a
 * JSON answer they are a 400 rather than silently ignored
 * (docs/decisions/0022-export-columns-language-and-sort.md).
 */
import type { FastifyRequest } from 'fastify';
import { XLSX_MEDIA_TYPE, ZIP_MEDIA_TYPE } from '../../../../shared/api/common.js';
import { badRequest, refusal } from '../../core/errors.js';
import type { ExportFormat } from '../../domain/export/table-file.js';

export type { ExportFormat };

export interface ExportRequestOptions {
  format?: 'json' | 'csv' | 'xlsx' | undefined;
  lang?: string | undefined;
  columns?: unknown;
  sort?: unknown;
}

const EXPORT_ONLY = ['lang', 'columns', 'sort'] as const;

function negotiated(accept: string, tables: boolean): 'json' | ExportFormat {
  if (/\bapplication\/json\b/i.test(accept)) return 'json';
  if (accept.toLowerCase().includes(XLSX_MEDIA_TYPE)) return 'xlsx';
  if (tables && accept.toLowerCase().includes(ZIP_MEDIA_TYPE)) return 'csv';
  if (/\btext\/csv\b/i.test(accept)) {
    if (!tables) return 'csv';
    throw refusal(
      406,
      'tables_not_one_csv',
      'this answer is several tables, which no single text/csv holds: ask for its CSV files ' +
        `as a zip (Accept: ${ZIP_MEDIA_TYPE}, or format=csv), or for one workbook (Accept: ` +
        `${XLSX_MEDIA_TYPE}, or format=xlsx)`,
    );
  }
  return 'json';
}

/** The export format asked for, or null for a JSON answer. */
export function exportFormatOf(
  request: FastifyRequest,
  query: ExportRequestOptions,
): ExportFormat | null {
  const tables = request.routeOptions.config.tables === true;
  const format = query.format ?? negotiated(request.headers.accept ?? '', tables);
  if (format !== 'json') return format;
  const given = EXPORT_ONLY.find((name) => query[name] !== undefined);
  if (given !== undefined) {
    throw badRequest(
      `query parameter '${given}' applies to exports only (format=csv or format=xlsx)`,
    );
  }
  return null;
}
