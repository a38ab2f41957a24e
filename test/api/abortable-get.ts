/**
 * A GET on a connection of its own (no keep-alive pool), closed when `signal` aborts, as a
 * browser closes the connection of a cancelled fetch: so the service sees its client leave,
 * and no pooled socket outlives the test (an aborted pooled fetch can hold the test service's
 * close). Resolves 'aborted', or the answer's status.
 */
import http from 'node:http';

export const abortableGet = (url: string, token: string, signal: AbortSignal) =>
  new Promise<number | 'aborted'>((resolve) => {
    const request = http.get(url, {
      agent: false,
      signal,
      headers: { Authorization: `Bearer ${token}` },
    });
    request.on('response', (response) => {
      response.resume();
      resolve(response.statusCode ?? 0);
    });
    request.on('error', () => resolve('aborted'));
  });
