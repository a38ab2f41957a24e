/**
 * Turns query strings, path parameters and JSON bodies into typed values with the shared zod
 * schemas. The first problem becomes a 400 whose message names the parameter, so a user or
 * script can fix the request without reading the docs.
 */
import { z } from 'zod';
import { ApiError, badRequest } from '../core/errors.js';

type Where = 'query parameter' | 'path parameter' | 'field';

function describeIssue(issue: z.core.$ZodIssue, where: Where): string {
  const name = issue.path.join('.');
  if (issue.code === 'unrecognized_keys') {
    const keys = issue.keys.map((key) => `'${key}'`).join(', ');
    return `unknown ${where}${issue.keys.length > 1 ? 's' : ''} ${keys}`;
  }
  if (issue.code === 'invalid_type' && issue.input === undefined) {
    return `${where} '${name}' is required`;
  }
  // A query parameter or path parameter given twice arrives as a list; a body's list is a
  // list the client sent, which the field's own message refuses.
  if (issue.code === 'invalid_type' && Array.isArray(issue.input) && where !== 'field') {
    return `${where} '${name}' was given more than once`;
  }
  return `${where} '${name}' ${issue.message}`;
}

function parseWith<Schema extends z.ZodType>(
  schema: Schema,
  input: unknown,
  where: Where,
): z.output<Schema> {
  // reportInput: the messages tell a missing parameter from a repeated one by its input.
  const result = schema.safeParse(input ?? {}, { reportInput: true });
  if (result.success) return result.data;
  const issue = result.error.issues[0];
  if (!issue) throw badRequest(`invalid ${where}`);
  throw new ApiError(400, describeIssue(issue, where), {}, detailOf(issue));
}

/**
 * A refusal a shared rule names with a code of its own (`params.code`, e.g. `invalid_text` of
 * shared/api/stored-text.ts) carries it, with the field and the rule's parameters, so a client
 * can word it in its user's language; any other is a plain `bad_request`.
 */
function detailOf(issue: z.core.$ZodIssue): ApiError['detail'] {
  if (issue.code !== 'custom' || typeof issue.params?.code !== 'string') return {};
  const { code, character } = issue.params as { code: string; character?: unknown };
  return {
    code,
    fields: {
      field: issue.path.join('.'),
      ...(typeof character === 'string' ? { character } : {}),
    },
  };
}

export const parseQuery = <Schema extends z.ZodType>(schema: Schema, query: unknown) =>
  parseWith(schema, query, 'query parameter');

export const parseParams = <Schema extends z.ZodType>(schema: Schema, params: unknown) =>
  parseWith(schema, params, 'path parameter');

export function parseBody<Schema extends z.ZodType>(
  schema: Schema,
  body: unknown,
): z.output<Schema> {
  if (body === null || typeof body !== 'object' || Array.isArray(body)) {
    throw badRequest('the request body must be a JSON object');
  }
  return parseWith(schema, body, 'field');
}
