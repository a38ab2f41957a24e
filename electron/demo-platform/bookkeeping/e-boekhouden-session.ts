/**
 * The e-Boekhouden stand-in's `POST v1/session`, as strict as the package: `accessToken` and
 * a `source` matching the swagger's `SessionRequest` (1 to 10 of letters, digits, `_` and
 * space; API_SESSION_002 "Source does not match pattern" otherwise, as a third party saw the
 * live API refuse "pp-cli": README.md cites both); an unknown token is a security error (403).
 * With `refusesSessionSource` (admin.ts) the token's administration refuses every source so,
 * for the tests of a session refused for another reason than the token.
 */
import type { Answer } from './e-boekhouden.js';
import { refusal } from './e-boekhouden.js';
import type { StandInBooks, Tenant } from './tenants.js';
import { fieldOf } from '../../../shared/guards.js';

const SESSION_SECONDS = 3600;
const SOURCE_PATTERN = /^[\w_ ]{1,10}$/u;

/** The session's answer, and the administration it was opened for (null when refused). */
export function openSession(
  books: StandInBooks,
  body: unknown,
  now: number,
): [Tenant | null, Answer] {
  const accessToken = fieldOf(body, 'accessToken');
  const source = fieldOf(body, 'source');
  if (typeof source !== 'string' || source === '')
    return [null, refusal('API_SESSION_001', 'the source is missing', 'source')];
  if (!SOURCE_PATTERN.test(source))
    return [null, refusal('API_SESSION_002', 'the source does not match the pattern', 'source')];
  if (typeof accessToken !== 'string' || accessToken === '')
    return [null, refusal('API_SESSION_003', 'the access token is missing', 'accessToken')];
  const tenant = books.tenant('e-boekhouden', accessToken);
  if (!tenant) {
    const title = 'this access token is not valid';
    return [null, [403, { type: 'security', securityType: 0, title, status: 403 }]];
  }
  if (tenant.faults.refusesSessionSource)
    return [null, refusal('API_SESSION_002', 'the source does not match the pattern', 'source')];
  tenant.requests += 1;
  const token = tenant.newSession(SESSION_SECONDS, now);
  return [tenant, [200, { token, expiresIn: SESSION_SECONDS }]];
}
