/**
 * Upgrades a settings file written by an older version, one step per version, before the
 * schema reads it. A file without `schemaVersion` is version 1, the early layout with a flat
 * `upstreamUrl` (null = demo) and a `csvDelimiter` character instead of a named dialect.
 * Version 3 drops `lastFilters`, which nothing read: screen state is to live in the URL.
 * Version 4 adds `tableLayouts`, each user's table columns, starting empty.
 * Version 5 adds `updateFeedUrl`, the update feed, starting null: updates are off by default.
 * Version 6 reads a stored `excel-nl`, the old default, as following the language.
 */
import { dialectOfDelimiter, upgradeOldDefaultDialect } from '../../shared/preferences.js';
import { SETTINGS_SCHEMA_VERSION } from './schema.js';

type RawSettings = Record<string, unknown>;

const isRecord = (value: unknown): value is RawSettings =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** Version n → n + 1, keyed by n. */
const MIGRATIONS: Record<number, (old: RawSettings) => RawSettings> = {
  1: ({ upstreamUrl, csvDelimiter, ...rest }) => ({
    ...rest,
    upstream:
      typeof upstreamUrl === 'string' && upstreamUrl !== ''
        ? { kind: 'platform', urlTemplate: upstreamUrl }
        : { kind: 'demo' },
    csvDialect: dialectOfDelimiter(csvDelimiter),
    schemaVersion: 2,
  }),
  // Before version 3 the window never read `csvDialect` back: it showed its own default,
  // Excel NL, while the file mostly held its old default, `comma`, written on open. Dropping
  // it lets the one default apply, so the app keeps showing what it showed; a user who had
  // picked comma (it cannot be told apart) picks it once more.
  2: ({ lastFilters: _unusedFilters, csvDialect: _neverRead, ...rest }) => ({
    ...rest,
    schemaVersion: 3,
  }),
  // Nobody has laid out a table yet: the columns start as each table defines them.
  3: (old) => ({ ...old, tableLayouts: {}, schemaVersion: 4 }),
  // Nobody has chosen an update feed yet: the app updates itself only once someone does.
  4: (old) => ({ ...old, updateFeedUrl: null, schemaVersion: 5 }),
  // `excel-nl` was the default and written on open, so it says nothing of a choice
  // (shared/preferences.ts, `upgradeOldDefaultDialect`).
  5: ({ csvDialect, ...rest }) => ({
    ...rest,
    ...(csvDialect === undefined ? {} : { csvDialect: upgradeOldDefaultDialect(csvDialect) }),
    schemaVersion: 6,
  }),
};

function versionOf(raw: RawSettings): number {
  const version = raw.schemaVersion;
  return typeof version === 'number' && Number.isInteger(version) && version >= 1 ? version : 1;
}

/**
 * The file's contents at the current version. A file from a newer version is returned as is:
 * the schema keeps what it understands and defaults the rest.
 */
export function migrateSettings(raw: unknown): RawSettings {
  let current: RawSettings = isRecord(raw) ? { ...raw } : {};
  if (Object.keys(current).length === 0) return { schemaVersion: SETTINGS_SCHEMA_VERSION };
  for (let version = versionOf(current); version < SETTINGS_SCHEMA_VERSION; version++) {
    const step = MIGRATIONS[version];
    if (!step) throw new Error(`no settings migration from version ${version}`);
    current = step(current);
  }
  return current;
}
