/**
 * The failures below the routes that have an answer of their own (the platform's, a full disk),
 * as ApiErrors: one mapping, used by the error handler (http/plugins/errors.ts) for a request
 * and by a run that reads the domain directly (the month pack, the digest, the postings), so a
 * run's refusal says what the endpoint would have said.
 */
import {
  UpstreamAuthError,
  UpstreamError,
  UpstreamLookupError,
  UpstreamUnsupportedError,
} from '../../upstream/errors.js';
import { ApiError, diskFull, isDiskFull, upstreamUnsupported } from './errors.js';

/** The error's answer, or null when it has none of its own (then it is the service's fault). */
export function knownApiError(error: unknown): ApiError | null {
  if (error instanceof ApiError) return error;
  if (error instanceof UpstreamAuthError) {
    return new ApiError(401, 'the upstream platform ended the session');
  }
  if (error instanceof UpstreamLookupError) return new ApiError(404, error.message);
  if (error instanceof UpstreamUnsupportedError) {
    // Features check their calls first (capabilities/); this is a call outside a feature.
    return upstreamUnsupported(
      `the platform does not offer ${error.call} for this account`,
      'unknown',
      [error.call],
    );
  }
  if (error instanceof UpstreamError)
    return new ApiError(502, `upstream platform: ${error.message}`);
  if (isDiskFull(error)) return diskFull();
  return null;
}
