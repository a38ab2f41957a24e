/**
 * Turns query strings, path parameters and JSON bodies into typed values with the shared zod
 * schemas. The first problem becomes a 400 whose message names the parameter, so a user or
 * script can fix the request without reading the docs.
 */
import { z } from 'zod';
import { ApiError, badRequest, refusal } from '../core/errors.js';
import { fieldOf } from '../../../shared/guards.js';

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
  // A query parameter or path parameter given twice arrives as a list; a body's list is a
  // list the client sent, which the field's own message refuses.
  if (issue.code === 'invalid_type' && Array.isArray(issue.input) && where !== 'field') {
    const message = `${where} '${name}' was given more than once`;
    return refusal(400, 'repeated_field', message, { field: name });
  }
  const message = `${where} '${name}' ${wordsOf(issue)}`;
  return (
    ruleRefusal(issue, name, message) ?? refusal(400, 'invalid_field', message, { field: name })
  );
}

/** A JSON value's kind, as a refusal names what was sent. */
const kindOf = (input: unknown): string =>
  input === null
    ? 'null'
    : Array.isArray(input)
      ? 'a list'
      : typeof input === 'object'
        ? 'an object'
        : `a ${typeof input}`;

const EXPECTED: Record<string, string> = {
  boolean: 'true or false',
  array: 'a list',
  object: 'an object',
};

/**
 * The issue's words after the parameter's name. A schema's own words stay; zod's own for a
 * value of the wrong kind ("Invalid input: expected string, received number") are said as the
 * service's other refusals are: "must be a string, not a number".
 */
function wordsOf(issue: z.core.$ZodIssue): string {
  if (issue.code !== 'invalid_type' || !issue.message.startsWith('Invalid input:')) {
    return issue.message;
  }
  return `must be ${EXPECTED[issue.expected] ?? `a ${issue.expected}`}, not ${kindOf(issue.input)}`;
}

/**
 * A refusal a shared rule names with a code of its own (`params.code`, e.g. `invalid_text` of
 * shared/api/stored-text.ts) carries it, with the field and the rule's parameters, both as
 * `params` and as the body's own fields, so a client can word it in its user's language.
 */
function ruleRefusal(issue: z.core.$ZodIssue, field: string, message: string) {
  if (issue.code !== 'custom') return undefined;
  const code = fieldOf(issue.params, 'code');
  const character = fieldOf(issue.params, 'character');
  if (typeof code !== 'string') return undefined;
  const named = { field, ...(typeof character === 'string' ? { character } : {}) };
  return new ApiError(400, message, {}, { code, fields: { ...named, params: named } });
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
