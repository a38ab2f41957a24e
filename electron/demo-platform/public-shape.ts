/**
 * The strict-public mode's view of an answer: the fields no public recording shows
 * (calls.ts `assumedFields`) are removed, so the service is exercised against exactly what
 * the real platform is known to send.
 */
import { UPSTREAM_CALLS, type UpstreamCallName } from '../upstream/calls.js';
import { isRecord } from '../../shared/guards.js';

/** A copy of `value` without the field at `path` (`a.b`, `list[].c`). */
function without(value: unknown, path: readonly string[]): unknown {
  if (!isRecord(value) || path.length === 0) return value;
  const [head = '', ...rest] = path;
  if (rest.length === 0 && !head.endsWith('[]')) {
    return Object.fromEntries(Object.entries(value).filter(([key]) => key !== head));
  }
  const copy = { ...value };
  if (head.endsWith('[]')) {
    const key = head.slice(0, -2);
    const list = copy[key];
    if (Array.isArray(list)) copy[key] = list.map((item: unknown) => without(item, rest));
  } else if (head in copy) {
    copy[head] = without(copy[head], rest);
  }
  return copy;
}

export function publicShapeOf(call: UpstreamCallName, response: unknown): unknown {
  const spec = UPSTREAM_CALLS[call];
  const assumed: readonly string[] = 'assumedFields' in spec ? spec.assumedFields : [];
  const paths = assumed.map((field) => field.split('.'));
  if (paths.length === 0) return response;
  const strip = (row: unknown) => paths.reduce(without, row);
  if ('row' in spec && isRecord(response) && Array.isArray(response.data)) {
    return { ...response, data: response.data.map(strip) };
  }
  return strip(response);
}
