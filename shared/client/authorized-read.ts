/**
 * A request as the logged-in user (a read, or a write: a 401 comes before the service acts
 * on a request, so trying it again once is safe): a fresh token first, and on a 401 one
 * renewal of the session and one more try, then fail. Any other error answer is thrown as an
 * ApiError.
 */
import { readErrorBody } from './http.js';
import type { TokenSession } from './session.js';

export async function authorizedRead(
  session: TokenSession,
  read: (token: string | null) => Promise<Response>,
): Promise<Response> {
  let renewed = false;
  for (;;) {
    await session.ensureFresh();
    const token = session.token;
    const response = await read(token);
    if (response.ok) return response;
    const error = await readErrorBody(response);
    if (!error.isUnauthorized) throw error;
    if (renewed) session.expire(error);
    renewed = true;
    await session.recoverFrom(error, token);
  }
}
