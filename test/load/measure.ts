/**
 * One endpoint under load: autocannon for the given time and connections, while the
 * service's resident memory is sampled every 100 ms, so the figures hold its peak and not
 * only the before and after.
 */
import autocannon from 'autocannon';
import type { ServiceProcess } from '../tools/service-process.js';
import type { Endpoint } from './endpoints.js';

export interface LoadFigures {
  label: string;
  path: string;
  requests: number;
  requestsPerSecond: number;
  latencyP50Ms: number;
  latencyP99Ms: number;
  non2xx: number;
  status5xx: number;
  /** Connection errors and timeouts. */
  errors: number;
  rssBeforeBytes: number;
  rssPeakBytes: number;
  rssAfterBytes: number;
}

const SAMPLE_EVERY_MS = 100;
/** A request still unanswered after this long counts as an error. */
const REQUEST_TIMEOUT_S = 30;

export async function measure(
  service: ServiceProcess,
  endpoint: Endpoint,
  token: string,
  options: { duration: number; connections: number },
): Promise<LoadFigures> {
  const headers: Record<string, string> = endpoint.authenticated
    ? { Authorization: `Bearer ${token}` }
    : {};
  // One request first, so a broken endpoint fails fast and caches are as in steady use.
  const warm = await fetch(service.url + endpoint.path, { headers });
  await warm.arrayBuffer();
  if (warm.status !== 200) throw new Error(`${endpoint.path}: warm-up answered ${warm.status}`);

  const rssBeforeBytes = service.rss();
  let rssPeakBytes = rssBeforeBytes;
  const sampler = setInterval(() => {
    rssPeakBytes = Math.max(rssPeakBytes, service.rss());
  }, SAMPLE_EVERY_MS);
  let result: autocannon.Result;
  try {
    result = await autocannon({
      url: service.url + endpoint.path,
      connections: options.connections,
      duration: options.duration,
      timeout: REQUEST_TIMEOUT_S,
      headers,
    });
  } finally {
    clearInterval(sampler);
  }
  const rssAfterBytes = service.rss();
  return {
    label: endpoint.label,
    path: endpoint.path,
    requests: result.requests.total,
    requestsPerSecond: result.requests.average,
    latencyP50Ms: result.latency.p50,
    latencyP99Ms: result.latency.p99,
    non2xx: result.non2xx,
    status5xx: result['5xx'],
    errors: result.errors + result.timeouts,
    rssBeforeBytes,
    rssPeakBytes: Math.max(rssPeakBytes, rssAfterBytes),
    rssAfterBytes,
  };
}
