/** The service's start and stop (core/lifecycle.ts) as Fastify's hooks. */
import type { FastifyInstance } from 'fastify';
import type { ServiceLifecycle } from '../core/lifecycle.js';

export const lifecycleOf = (app: FastifyInstance): ServiceLifecycle => ({
  whenReady: (hook) => app.addHook('onReady', hook),
  whenClosing: (hook) =>
    app.addHook('preClose', (done) => {
      hook();
      done();
    }),
  whenClosed: (hook) => app.addHook('onClose', () => hook()),
});
