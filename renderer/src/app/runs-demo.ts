import { useQuery } from '@tanstack/react-query';

/** How long a screen waits to know whether to show the demo's hints. */
const DEMO_QUESTION_MS = 5_000;

/**
 * Whether the service runs the embedded demo platform (/healthz, which needs no login): only
 * then do the login page and the bookkeeping connection say how to use it (its stand-ins take
 * any token starting `demo`). Anything else (an older service, no answer within
 * DEMO_QUESTION_MS) shows no hint. Undefined until known.
 */
export function useRunsDemo(): boolean | undefined {
  const answer = useQuery({
    queryKey: ['healthz', 'demo'],
    queryFn: async ({ signal }) => {
      const asked = AbortSignal.any([signal, AbortSignal.timeout(DEMO_QUESTION_MS)]);
      const response = await fetch('/healthz', { signal: asked });
      const body: unknown = response.ok ? await response.json() : null;
      return typeof body === 'object' && body !== null && 'demo_platform' in body
        ? body.demo_platform === true
        : false;
    },
    staleTime: Infinity,
    retry: false,
  });
  return answer.isPending ? undefined : answer.data === true;
}
