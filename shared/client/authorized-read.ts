/**
 * A request as the logged-in user (a GET; a PUT, which is as safe to send twice; or a POST,
 * which the service refuses with a 401 before it acts on it): a fresh token first, and on a
 * 401 one renewal of the session and one more try, then fail. Any other error answer is
 * thrown as an ApiError.
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
