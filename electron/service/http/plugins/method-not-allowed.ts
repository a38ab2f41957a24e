/**
 * Which methods a path is served with, for the 405 a wrong method on an existing path gets
 * (instead of a 404 that would say the path does not exist). The router is asked directly,
 * so the `Allow` header cannot drift from the routes actually registered.
 */
import type { FastifyInstance } from 'fastify';

/** The methods registered for this concrete path (e.g. `/api/orders/12`), sorted; [] for none. */
export function allowedMethods(app: FastifyInstance, path: string): string[] {
  return app.supportedMethods
    .filter((method) => {
      // Typed as always found; it is null when nothing matches.
      const route: unknown = app.findRoute({ method, url: path });
      return route !== null;
    })
    .sort();
}
