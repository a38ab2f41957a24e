/**
 * Counts the users' API requests while they are answered (traffic.ts), so the warm-up holds
 * its calls back meanwhile (warm-up/budget.ts: for how long). Its own progress line's polls do not count, nor do the
 * service's health and documentation pages.
 */
import type { FastifyInstance } from 'fastify';
import type { PlatformTraffic } from '../../upstream/traffic.js';

const NOT_A_USER_READ = ['/api/warm-up', '/api/progress'];

export function registerUserRequestCount(app: FastifyInstance, traffic: PlatformTraffic): void {
  app.addHook('onRequest', async (request, reply) => {
    const path = request.url.split('?')[0] ?? '';
    if (!path.startsWith('/api/') || NOT_A_USER_READ.includes(path)) return;
    // 'close' comes once the answer is out or the client has gone, whichever way it ended.
    reply.raw.once('close', traffic.requests.started());
  });
}
