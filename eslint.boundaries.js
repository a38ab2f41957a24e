// The layers' import boundaries (docs/architecture.md, "Layers"), kept apart from the rest of
// the lint setup so a test can check that each rule fires (test/unit/lint/boundaries.test.ts).
// ESLint does not merge the options of one rule across blocks, so each block below states the
// whole rule for its files.

const NO_ELECTRON = {
  name: 'electron',
  message:
    'Only the desktop shell (electron/desktop/) may import Electron: this code also runs headless.',
};
const NO_DEMO_PLATFORM = {
  group: ['**/demo-platform', '**/demo-platform/**'],
  message: 'Only the server entry (electron/service/boot/server.ts) starts the demo platform.',
};
const NO_DESKTOP = {
  group: ['**/desktop', '**/desktop/**'],
  message:
    'Nothing imports the desktop shell (electron/desktop/): the service runs headless without it.',
};
const NO_MAIN_PROCESS_CODE = {
  group: ['**/electron/**'],
  message: 'The renderer reaches the main process only over HTTP and the preload bridge (shared/).',
};
const NO_APP_CODE = {
  group: ['**/electron/**', '**/renderer/**'],
  message:
    'shared/ holds contracts both sides use; it imports nothing from electron/ or renderer/.',
};

// The service's layers (electron/service/README.md): boot → http → domain → data → core. A
// layer imports the layers below it and never one above, read from the import's path.
const LAYER_ORDER = ['boot', 'http', 'domain', 'data', 'core'];
const LAYER_JOBS = {
  boot: 'the start (flags, settings, wiring, server.ts)',
  http: 'the HTTP side (plugins, routes, replies)',
  domain: 'the features (reports, journal, ledger, …)',
  data: 'where data comes from and is kept',
};
const layerAbove = (upper, lower) => ({
  group: [`**/${upper}/**`],
  message: `electron/service/${lower}/ may not import ${upper}/, ${LAYER_JOBS[upper]}: the service's layers import downwards only (boot → http → domain → data → core).`,
});
const layersAbove = (layer) =>
  LAYER_ORDER.slice(0, LAYER_ORDER.indexOf(layer)).map((upper) => layerAbove(upper, layer));
// A group with an exception, not a regular expression with a look-ahead: oxlint, which runs
// these rules in CI (scripts/lint-rules.mjs), reads regular expressions without look-around.
// It names files (an ES module's import names its file), since a folder left out could not
// have a file let back in.
const ONLY_SERVER_ENTRY = {
  group: ['**/service/**/*.js', '!**/service/boot/server.js'],
  message:
    'The desktop shell reaches the service only through its entry, electron/service/boot/server.ts (re-export there what the shell needs).',
};

// The platform's rows stop at the data layer's edge: data/ parses them and hands them up as
// the domain's own types (core/model/, checked in data/platform/records.ts); no other layer
// names the platform's wire protocol.
const NO_PLATFORM_ROWS = {
  group: ['**/upstream/wire', '**/upstream/wire.js', '**/upstream/wire/**'],
  message:
    "Only electron/service/data/ reads the platform's rows (upstream/wire): the other layers work on the domain's own types (electron/service/core/model/).",
};
const platformRowsFor = (layer) => (layer === 'data' ? [] : [NO_PLATFORM_ROWS]);

// The domain and core know nothing of the HTTP server: a feature that needs something of
// another calls the domain function its route calls (never the service's own routes through
// Fastify's inject), and hooks the service's start and stop through core/lifecycle.ts.
const NO_HTTP_SERVER = {
  group: ['fastify', 'fastify/**', '@fastify/**'],
  message:
    'electron/service/domain/ and core/ do not import Fastify: the HTTP side is http/ (a type the domain needs is its own, in core/: ServiceLog, ServiceLifecycle).',
};
const httpServerFor = (layer) => (layer === 'domain' || layer === 'core' ? [NO_HTTP_SERVER] : []);
const NO_INJECT = {
  property: 'inject',
  message:
    "The domain does not ask the service's own routes (inject): it calls the domain function the route calls (domain/scheduling/run-reads.ts for a run's reads).",
};
const ownRoutesFor = (layer) =>
  layer === 'domain' ? { 'no-restricted-properties': ['error', NO_INJECT] } : {};

const rule = (paths, patterns) => ({
  'no-restricted-imports': ['error', { paths, patterns }],
});

export const boundaries = [
  {
    files: ['electron/service/**/*.ts', 'electron/upstream/**/*.ts', 'electron/settings/**/*.ts'],
    ignores: ['electron/service/boot/server.ts'],
    rules: rule([NO_ELECTRON], [NO_DEMO_PLATFORM, NO_DESKTOP]),
  },
  ...LAYER_ORDER.map((layer) => ({
    files: [`electron/service/${layer}/**/*.ts`],
    // server.ts, which alone starts the demo platform, has its own block below.
    ...(layer === 'boot' ? { ignores: ['electron/service/boot/server.ts'] } : {}),
    rules: {
      ...rule(
        [NO_ELECTRON],
        [
          NO_DEMO_PLATFORM,
          NO_DESKTOP,
          ...layersAbove(layer),
          ...platformRowsFor(layer),
          ...httpServerFor(layer),
        ],
      ),
      ...ownRoutesFor(layer),
    },
  })),
  {
    files: ['electron/service/boot/server.ts'],
    rules: rule([NO_ELECTRON], [NO_DESKTOP, NO_PLATFORM_ROWS]),
  },
  {
    files: ['electron/demo-platform/**/*.ts'],
    rules: rule([NO_ELECTRON], [NO_DESKTOP]),
  },
  {
    files: ['shared/**/*.ts'],
    rules: rule([NO_ELECTRON], [NO_APP_CODE]),
  },
  {
    files: ['electron/desktop/**/*.ts', 'electron/desktop/**/*.cts'],
    rules: rule([], [NO_DEMO_PLATFORM, ONLY_SERVER_ENTRY]),
  },
  {
    files: ['renderer/**/*.{ts,tsx}'],
    rules: rule([NO_ELECTRON], [NO_MAIN_PROCESS_CODE, NO_DEMO_PLATFORM]),
  },
];
