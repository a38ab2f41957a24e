/**
 * Which answer a caller asked for: `format` when given, else the Accept header (the .xlsx
 * media type or text/csv, unless application/json is accepted too), else JSON. The export
 * options (`lang`, `columns`, `sort`) shape only an export: with a JSON answer they are a 400
 * rather than silently ignored (docs/decisions/0022-export-columns-language-and-sort.md).
 */
import type { FastifyRequest } from 'fastify';
import { XLSX_MEDIA_TYPE } from '../../../../shared/api/common.js';
import { badRequest } from '../../core/errors.js';

export type ExportFormat = 'csv' | 'xlsx';

export interface ExportRequestOptions {
  format?: 'json' | 'csv' | 'xlsx' | undefined;
  lang?: string | undefined;
  columns?: unknown;
  sort?: unknown;
}

const EXPORT_ONLY = ['lang', 'columns', 'sort'] as const;

function negotiated(accept: string): 'json' | ExportFormat {
  if (/\bapplication\/json\b/i.test(accept)) return 'json';
  if (accept.toLowerCase().includes(XLSX_MEDIA_TYPE)) return 'xlsx';
  if (/\btext\/csv\b/i.test(accept)) return 'csv';
  return 'json';
}

/** The export format asked for, or null for a JSON answer. */
export function exportFormatOf(
  request: FastifyRequest,
  query: ExportRequestOptions,
): ExportFormat | null {
  const format = query.format ?? negotiated(request.headers.accept ?? '');
  if (format !== 'json') return format;
  const given = EXPORT_ONLY.find((name) => query[name] !== undefined);
  if (given !== undefined) {
    throw badRequest(
      `query parameter '${given}' applies to exports only (format=csv or format=xlsx)`,
    );
  }
  return null;
}
