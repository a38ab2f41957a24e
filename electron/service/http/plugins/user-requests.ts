/**
 * Counts the users' API requests while they are answered (traffic.ts), so the warm-up holds
 * its calls back meanwhile (domain/warm-up/budget.ts: for how long). Its own progress line's polls
 * do not count, nor do the service's health and documentation pages.
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { PlatformTraffic } from '../../../upstream/traffic.js';

const NOT_A_USER_READ = ['/api/warm-up', '/api/progress'];

export function registerUserRequestCount(app: FastifyInstance, traffic: PlatformTraffic): void {
  const ends = new WeakMap<FastifyRequest, () => void>();
  const end = (request: FastifyRequest) => {
    ends.get(request)?.();
    ends.delete(request);
  };
  app.addHook('onRequest', (request, _reply, done) => {
    const path = request.url.split('?')[0] ?? '';
    if (path.startsWith('/api/') && !NOT_A_USER_READ.includes(path)) {
      ends.set(request, traffic.requests.started());
    }
    done();
  });
  // Answered, failed, or left by its client.
  app.addHook('onResponse', (request, _reply, done) => {
    end(request);
    done();
  });
  app.addHook('onRequestAbort', (request, done) => {
    end(request);
    done();
  });
}
