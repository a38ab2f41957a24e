/**
 * Request bodies of `application/json`, parsed here rather than by Fastify's own parser, which
 * refuses a key that could reach an object's prototype (`__proto__`, `constructor.prototype`)
 * and then says only "not valid JSON". Those keys are refused all the same,
 * with a 400 `forbidden_field` that names them; anything else that is not JSON is 400 as before.
 */
import type { FastifyInstance } from 'fastify';
import { ApiError } from '../../core/errors.js';

const forbiddenField = (field: string): ApiError =>
  new ApiError(
    400,
    `the request body has a field ${field}, which no field of this API is: leave it out`,
    {},
    { code: 'forbidden_field', fields: { field, params: { field } } },
  );

/** Refuses the keys that would reach a prototype when the parsed body is copied or merged. */
function refusePrototypeKeys(this: unknown, key: string, value: unknown): unknown {
  if (key === '__proto__') throw forbiddenField('__proto__');
  if (key === 'constructor' && typeof value === 'object' && value !== null) {
    if (Object.hasOwn(value, 'prototype')) throw forbiddenField('constructor.prototype');
  }
  return value;
}

export function registerJsonBody(app: FastifyInstance): void {
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (_request, body, done) => {
    const text = String(body);
    if (text.length === 0) {
      done(new ApiError(400, 'the request body is empty; send a JSON object'), undefined);
      return;
    }
    try {
      done(null, JSON.parse(text, refusePrototypeKeys));
    } catch (error) {
      done(
        error instanceof ApiError ? error : new ApiError(400, 'the request body is not valid JSON'),
        undefined,
      );
    }
  });
}
