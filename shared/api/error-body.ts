/**
 * The one error body every refusal and failure answers with, and what may fill it. The
 * service validates its answers with it, the OpenAPI document is generated from it, and the
 * renderer and tests read errors with it.
 */
import { z } from 'zod';
import { missingMappingSchema } from './ledger-mapping.js';
import { packageGapSchema } from './bookkeeping-gap.js';

// Strict: the document promises no other field (additionalProperties: false), and every test
// that parses an error answer with this schema holds the service to that promise.
export const errorBodySchema = z
  .strictObject({
    error: z.string().meta({ description: 'Title-case status label, e.g. "Bad Request".' }),
    code: z.string().meta({
      description:
        'What was refused, in snake case: the refusal’s own code (e.g. "wrong_password", ' +
        '"invalid_field"), else the status label (e.g. "bad_request"). A client words it in ' +
        'its user’s language from `code` and `params`.',
    }),
    message: z.string().meta({
      description:
        'Human-readable reason naming the parameter or id, in English (for logs and support).',
    }),
    params: z
      .record(z.string(), z.union([z.string(), z.number()]))
      .optional()
      .meta({
        description:
          'The refusal’s parameters by name, for a client to word it: e.g. `{field: "time"}` ' +
          'for `invalid_field`, `{folder}` for a folder refused.',
      }),
    status: z.number().int(),
    hint: z.string().optional().meta({ description: 'Present on 401 only.' }),
    feature: z
      .string()
      .optional()
      .meta({ description: '501 `upstream_unsupported` only: the feature the platform lacks.' }),
    missing_calls: z
      .array(z.string())
      .optional()
      .meta({ description: '501 only: the platform calls it does not offer (Module::function).' }),
    paused_reason: z.string().optional().meta({
      description:
        '409 `webhook_paused` only: why the subscription is paused (its `paused_reason`).',
    }),
    missing: z.array(missingMappingSchema).optional().meta({
      description:
        '409 `ledger_mapping_incomplete` only: each figure of the period without an account.',
    }),
    package_missing: z
      .array(packageGapSchema)
      .optional()
      .meta({
        description:
          '409 `bookkeeping_accounts_missing` only: each account and VAT code the bookkeeping ' +
          'package lacks, named before anything is posted.',
      }),
    existing_files: z
      .array(z.string())
      .optional()
      .meta({
        description:
          '409 `files_exist` only (POST /api/exports/month-pack): the files of these names in ' +
          'the folder; send `overwrite: true` to replace them.',
      }),
    max_range_years: z
      .number()
      .int()
      .optional()
      .meta({
        description:
          '400 `range_too_long` only: the longest day range the service accepts, in years ' +
          '(`--max-range-years`), so a client can say which range to choose.',
      }),
    field: z.string().optional().meta({
      description: 'The field a 400 with a code of its own is about (dotted: `company.name`).',
    }),
    character: z.string().optional().meta({
      description: '400 `invalid_text` only: the refused character, as U+XXXX (e.g. U+0085).',
    }),
    overlapping_filing: z
      .object({
        id: z.string(),
        from: z.string(),
        to: z.string(),
        location_id: z.number().int().nullable(),
      })
      .optional()
      .meta({
        description:
          '409 `filing_overlaps` only (POST /api/vat-return/filed): the filed period it shares ' +
          'days and a location with (null: all locations).',
      }),
    request_id: z.string().optional(),
  })
  .meta({ id: 'ErrorBody' });
export type ErrorBody = z.infer<typeof errorBodySchema>;
/** The fields an error body may carry besides the four every one has (and hint, request_id). */
export type ErrorBodyFields = Omit<
  ErrorBody,
  'error' | 'code' | 'message' | 'status' | 'hint' | 'request_id'
>;
/** A refusal's parameters (`params`). */
export type RefusalParams = NonNullable<ErrorBody['params']>;
