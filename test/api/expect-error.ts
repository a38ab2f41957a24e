/** The one check of an error answer, shared by every API test. */
import { expect } from 'vitest';
import { errorBodySchema, type ErrorBody } from '../../shared/api/error-body.js';

export interface AnswerLike {
  status: number;
  text: string;
  json: unknown;
}

/**
 * The answer has `status` and the one error body (with the same status), and, when given, a
 * message that contains the text or matches the pattern. Returns the body for further checks.
 */
export function expectError(
  answer: AnswerLike,
  status: number,
  message?: string | RegExp,
): ErrorBody {
  expect(answer.status, answer.text).toBe(status);
  const body = errorBodySchema.parse(answer.json);
  expect(body.status).toBe(status);
  if (typeof message === 'string') expect(body.message).toContain(message);
  else if (message) expect(body.message).toMatch(message);
  return body;
}

/**
 * A 502 for an upstream failure: JSON in the error shape, the upstream's reason in the message,
 * and nothing internal (no upstream address, no session hash, no stack trace).
 */
export function expectUpstreamFailure(
  answer: AnswerLike & { headers: Headers },
  reason: RegExp,
): ErrorBody {
  expect(answer.headers.get('content-type')).toMatch(/application\/json/);
  const body = expectError(answer, 502, /^upstream platform: /);
  expect(body).toMatchObject({ error: 'Bad Gateway', code: 'bad_gateway' });
  expect(body.message).toMatch(reason);
  expect(answer.text).not.toMatch(/127\.0\.0\.1|hash|\bat \w+ \(/);
  return body;
}
