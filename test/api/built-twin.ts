/**
 * The API tests run the service as `npm run build` built it, where the build is of the
 * sources as they are (`isBuilt`, as `npm test` makes sure before the API stage): each import
 * of a module under `electron/` or `shared/` resolves to its compiled twin in `dist/`, which
 * Node loads itself (`server.deps.external` in vitest.config.ts), as `npm run serve` does.
 * Transformed from TypeScript instead, each of vitest's workers compiled some 300 of the
 * service's modules again and ran them through its own module loader: of a sample of four
 * folders' files, transform 10.6 → 1.0 s and import 20.3 → 5.2 s. Only the tests' own files
 * (test/**) are TypeScript compiled by vitest. Not built: the sources, as before.
 */
import { existsSync } from 'node:fs';
import { relative, resolve, sep } from 'node:path';
import type { Plugin } from 'vitest/config';

const SERVICE_SOURCES = ['electron', 'shared'];

export function builtTwin(root: string): Plugin {
  return {
    name: 'built-twin',
    enforce: 'pre',
    resolveId(source, importer) {
      // Our modules name each other by relative `.js` paths; the built ones find their own.
      if (!importer || !source.startsWith('.') || !source.endsWith('.js')) return null;
      const path = relative(root, resolve(importer, '..', source));
      if (!SERVICE_SOURCES.includes(path.split(sep)[0] ?? '')) return null;
      const twin = resolve(root, 'dist', path);
      return existsSync(twin) ? twin : null;
    },
  };
}
