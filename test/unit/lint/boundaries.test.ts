/**
 * The import boundaries of eslint.boundaries.js fire on a planted import in each layer and stay
 * quiet on the imports each layer is allowed. The rules are run as `npm run lint` runs them,
 * on TypeScript source, with ESLint's own linter.
 */
import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { Linter } from 'eslint';
import tseslint from 'typescript-eslint';
import { describe, expect, it } from 'vitest';
import { boundaries } from '../../../eslint.boundaries.js';

const linter = new Linter({ configType: 'flat' });
const config: Linter.Config[] = [
  { files: ['**/*.ts', '**/*.tsx', '**/*.cts'], languageOptions: { parser: tseslint.parser } },
  ...boundaries,
];

/** The boundary messages ESLint reports for `source` planted at `filename`. */
const violations = (filename: string, source: string): string[] =>
  linter
    .verify(source, config, { filename })
    .filter((message) =>
      ['no-restricted-imports', 'no-restricted-properties'].includes(message.ruleId ?? ''),
    )
    .map((message) => message.message);

describe('import boundaries', () => {
  it.each([
    ['electron/service/http/routes/planted.ts', "import { app } from 'electron';", /Electron/],
    ['electron/upstream/planted.ts', "import { net } from 'electron';", /Electron/],
    ['electron/demo-platform/planted.ts', "import { app } from 'electron';", /Electron/],
    ['electron/settings/planted.ts', "import { safeStorage } from 'electron';", /Electron/],
    ['shared/planted.ts', "import { app } from 'electron';", /Electron/],
    [
      'shared/api/planted.ts',
      "import { x } from '../../electron/service/domain/deps.js';",
      /shared\//,
    ],
    ['shared/planted.ts', "import { x } from '../renderer/src/lib/format.js';", /shared\//],
    [
      'electron/service/http/routes/planted.ts',
      "import { startDemoPlatform } from '../../../demo-platform/server.js';",
      /server entry/,
    ],
    ['electron/desktop/main.ts', "import { x } from '../demo-platform/index.js';", /server entry/],
    [
      'electron/desktop/ipc/planted.ts',
      "import { x } from '../../demo-platform/index.js';",
      /server entry/,
    ],
    [
      'electron/desktop/preload.cts',
      "import { x } from '../demo-platform/index.js';",
      /server entry/,
    ],
    [
      'electron/service/http/routes/planted.ts',
      "import { x } from '../../../desktop/app-controller.js';",
      /desktop shell/,
    ],
    ['electron/settings/planted.ts', "import { x } from '../desktop/menu.js';", /desktop shell/],
    [
      'electron/service/boot/server.ts',
      "import { x } from '../desktop/window.js';",
      /desktop shell/,
    ],
    [
      'electron/demo-platform/planted.ts',
      "import { x } from '../desktop/main.js';",
      /desktop shell/,
    ],
    [
      'renderer/src/planted.tsx',
      "import { x } from '../../electron/service/domain/deps.js';",
      /HTTP/,
    ],
    ['renderer/src/planted.ts', "import { ipcRenderer } from 'electron';", /Electron/],
    // The service's layers import downwards only: boot → http → domain → data → core.
    [
      'electron/service/data/read-model/planted.ts',
      "import { x } from '../../domain/sales-figures/scope.js';",
      /data\/ may not import domain\//,
    ],
    [
      'electron/service/data/planted.ts',
      "import type { X } from '../http/plugins/request-work.js';",
      /data\/ may not import http\//,
    ],
    [
      'electron/service/domain/sales-figures/planted.ts',
      "import { x } from '../../http/route.js';",
      /domain\/ may not import http\//,
    ],
    [
      'electron/service/http/routes/planted.ts',
      "import { x } from '../../boot/server.js';",
      /http\/ may not import boot\//,
    ],
    [
      'electron/service/core/planted.ts',
      "import { x } from '../data/read-source.js';",
      /core\/ may not import data\//,
    ],
    // The platform's rows stop at the data layer's edge.
    [
      'electron/service/domain/sales-figures/planted.ts',
      "import type { OrderRow } from '../../../upstream/wire.js';",
      /Only electron\/service\/data\/ reads the platform's rows/,
    ],
    [
      'electron/service/http/routes/planted.ts',
      "import { shopRowSchema } from '../../../upstream/wire/reference.js';",
      /Only electron\/service\/data\/ reads the platform's rows/,
    ],
    [
      'electron/service/core/model/planted.ts',
      "import type { ShopProductRow } from '../../../upstream/wire/catalog.js';",
      /Only electron\/service\/data\/ reads the platform's rows/,
    ],
    [
      'electron/service/boot/server.ts',
      "import type { OrderRow } from '../../upstream/wire.js';",
      /Only electron\/service\/data\/ reads the platform's rows/,
    ],
    // The domain knows nothing of the HTTP server, and never asks the service's own routes.
    [
      'electron/service/domain/month-pack/planted.ts',
      "import type { FastifyInstance } from 'fastify';",
      /do not import Fastify/,
    ],
    [
      'electron/service/domain/digest/planted.ts',
      "import type { FastifyBaseLogger } from 'fastify';",
      /do not import Fastify/,
    ],
    ['electron/service/core/planted.ts', "import fastifyStatic from '@fastify/static';", /Fastify/],
    [
      'electron/service/domain/digest/planted.ts',
      "export const read = (app: { inject(url: string): unknown }) => app.inject('/api/dashboard');",
      /does not ask the service's own routes/,
    ],
    [
      'electron/desktop/main.ts',
      "import { x } from '../service/core/heap-growth.js';",
      /only through its entry/,
    ],
    [
      'electron/desktop/planted.ts',
      "import { x } from '../service/data/read-model/pglite/pglite-files.js';",
      /only through its entry/,
    ],
  ])('%s: %s is refused', (filename, source, message) => {
    const found = violations(filename, source);
    expect(found).toHaveLength(1);
    expect(found[0]).toMatch(message);
  });

  it.each([
    [
      'electron/service/boot/server.ts',
      "import { startDemoPlatform } from '../demo-platform/server.js';",
    ],
    ['electron/desktop/main.ts', "import { app } from 'electron';"],
    ['electron/desktop/ipc/planted.ts', "import { ipcMain } from 'electron';"],
    ['electron/desktop/main.ts', "import { startService } from '../service/boot/server.js';"],
    ['electron/service/http/routes/planted.ts', "import { x } from '../../../../shared/money.js';"],
    ['renderer/src/planted.ts', "import { x } from '../../shared/api/endpoints.js';"],
    ['electron/demo-platform/calls/planted.ts', "import { x } from '../query.js';"],
    ['electron/service/boot/planted.ts', "import { x } from '../http/route.js';"],
    [
      'electron/service/http/routes/planted.ts',
      "import { x } from '../../domain/sales-figures/scope.js';",
    ],
    [
      'electron/service/domain/sales-figures/planted.ts',
      "import { x } from '../../data/read-source.js';",
    ],
    ['electron/service/data/read-model/planted.ts', "import { x } from '../../core/clock.js';"],
    ['electron/service/domain/sales-figures/planted.ts', "import { x } from './scope.js';"],
    [
      'electron/service/data/platform/planted.ts',
      "import type { OrderRow } from '../../../upstream/wire.js';",
    ],
    [
      'electron/service/domain/sales-figures/planted.ts',
      "import type { UpstreamFilter } from '../../../upstream/filters.js';",
    ],
    ['electron/service/http/routes/planted.ts', "import type { FastifyReply } from 'fastify';"],
    [
      'test/api/planted.ts',
      "export const answer = (app: { inject(url: string): unknown }) => app.inject('/x');",
    ],
  ])('%s: %s is allowed', (filename, source) => {
    expect(violations(filename, source)).toEqual([]);
  });
});

describe("the service's layout", () => {
  const service = join(import.meta.dirname, '../../../electron/service');
  const entries = readdirSync(service, { withFileTypes: true, recursive: true });

  it('has no file outside its layers but the entry point and its README', () => {
    const loose = entries.filter((entry) => entry.isFile() && entry.parentPath === service);
    expect(loose.map((entry) => entry.name).sort()).toEqual(['README.md', 'cli.ts']);
  });

  it('has a README in every folder', () => {
    const folders = [
      service,
      ...entries.filter((e) => e.isDirectory()).map((e) => join(e.parentPath, e.name)),
    ];
    const without = folders.filter((folder) => !readdirSync(folder).includes('README.md'));
    expect(without).toEqual([]);
  });
});
