/**
 * Turns query strings, path parameters and JSON bodies into typed values with the shared zod
 * schemas. The first problem becomes a 400 whose message names the parameter, so a user or
 * script can fix the request without reading the docs.
 */
import { z } from 'zod';
import { badRequest, refusal } from '../core/errors.js';

type Where = 'query parameter' | 'path parameter' | 'field';

/**
 * The first problem as a refusal: its English message, and a code with the parameter's name
 * (`params.field`) so a client can say it in its own words: `unknown_field`, `missing_field`,
 * `repeated_field` or `invalid_field`.
 */
function refusalOf(issue: z.core.$ZodIssue, where: Where) {
  const name = issue.path.join('.');
  if (issue.code === 'unrecognized_keys') {
    const keys = issue.keys.map((key) => `'${key}'`).join(', ');
    const message = `unknown ${where}${issue.keys.length > 1 ? 's' : ''} ${keys}`;
    return refusal(400, 'unknown_field', message, { field: issue.keys.join(', ') });
  }
  if (issue.code === 'invalid_type' && issue.input === undefined) {
    return refusal(400, 'missing_field', `${where} '${name}' is required`, { field: name });
  }
  if (issue.code === 'invalid_type' && Array.isArray(issue.input)) {
    const message = `${where} '${name}' was given more than once`;
    return refusal(400, 'repeated_field', message, { field: name });
  }
  return refusal(400, 'invalid_field', `${where} '${name}' ${issue.message}`, { field: name });
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
  throw issue ? refusalOf(issue, where) : badRequest(`invalid ${where}`);
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
