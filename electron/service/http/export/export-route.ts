/**
 * The opening every exportable route shares, in one place: which answer was asked for
 * (format.ts), the scope it covers (checked before anything is read, so a bad or forbidden
 * request never reaches the platform), the kept answer where there is one, JSON or file
 * (plugins/answer-memo.ts), then the JSON answer or the file, in the asked language and its
 * CSV convention (shared/csv.ts). A route says only what differs: its scope, what it keeps,
 * how it computes the JSON and how it writes the file.
 */
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { ExportLanguage } from '../../../../shared/api/export-columns.js';
import { exportDialect, type CsvDelimiter, type CsvDialect } from '../../../../shared/csv.js';
import type { MemoSubject } from '../../data/read-model/timing.js';
import { sendMemoAnswer } from '../plugins/answer-memo.js';
import { exportFormatOf, type ExportFormat, type ExportRequestOptions } from './format.js';
import { isOneOf } from '../../../../shared/guards.js';
import { exportQuery } from '../../../../shared/api/common.js';

export interface ExportRouteQuery extends Omit<ExportRequestOptions, 'format'> {
  /** `json`, `csv`, `xlsx`, or one of the route's own formats (its query schema says which). */
  format?: string | undefined;
  lang?: ExportLanguage | undefined;
  delimiter?: CsvDelimiter | undefined;
}

/** The file asked for: its format, its language and the CSV convention that goes with it. */
export interface Download<Format extends string = ExportFormat> {
  format: Format;
  lang: ExportLanguage;
  dialect: CsvDialect;
}

interface ExportRoutePlan<Scope, Json, Own extends string> {
  /**
   * Formats of this route's own, asked for by name only (`format=pdf`, `format=xaf`), never
   * by Accept; the query schema lists them.
   */
  ownFormats?: readonly Own[];
  /** `lang` words the JSON answer too (the journal's descriptions): not refused with JSON. */
  langInJson?: boolean;
  /** The checked scope (400, 403 here); the format is known, for checks that depend on it. */
  scope: (format: ExportFormat | Own | null) => Scope | Promise<Scope>;
  /**
   * The read model's subjects the answer (JSON or file) is computed from alone, so it may be
   * kept and sent again while they are unchanged; omitted or null: not kept.
   */
  kept?: readonly MemoSubject[] | null;
  /**
   * What a kept answer depends on besides the request and those subjects, the same for every
   * user of the partition (the snapshot the price list's cost prices are from): another
   * variant is another answer (plugins/answer-memo.ts `sendMemoAnswer`).
   */
  keptVariant?: (scope: Scope) => string;
  json: (scope: Scope) => Json | Promise<Json>;
  file: (
    scope: Scope,
    download: Download<ExportFormat | Own>,
  ) => FastifyReply | Promise<FastifyReply>;
}

/** The formats every export takes (`exportQuery`'s), beside a route's own. */
const SHARED_FORMATS = exportQuery.format.unwrap().options;

function formatOf<Own extends string>(
  request: FastifyRequest,
  query: ExportRouteQuery,
  ownFormats: readonly Own[],
  langInJson: boolean,
): ExportFormat | Own | null {
  const own = ownFormats.find((format) => format === query.format);
  if (own !== undefined) return own;
  // The query schema took only json, csv, xlsx and the route's own formats.
  const format = isOneOf(SHARED_FORMATS, query.format) ? query.format : undefined;
  return exportFormatOf(request, { ...query, format, ...(langInJson ? { lang: undefined } : {}) });
}

export async function answerExportable<Scope, Json, Own extends string = never>(
  input: { request: FastifyRequest; reply: FastifyReply; query: ExportRouteQuery },
  plan: ExportRoutePlan<Scope, Json, Own>,
): Promise<Json | FastifyReply> {
  const { request, reply, query } = input;
  const format = formatOf(request, query, plan.ownFormats ?? [], plan.langInJson === true);
  const scope = await plan.scope(format);
  const variant = plan.keptVariant?.(scope);
  if (plan.kept && (await sendMemoAnswer(request, plan.kept, variant))) return reply;
  if (format === null) return plan.json(scope);
  return plan.file(scope, {
    format,
    lang: query.lang ?? 'en',
    dialect: exportDialect(query.lang, query.delimiter),
  });
}
