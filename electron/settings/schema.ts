/**
 * The settings file, defined once: its schema, its defaults and its version. Every field falls
 * back to its default when missing or invalid (a hand-edited port of "abc" becomes 7411), so a
 * damaged file never keeps the app from starting.
 */
import { z } from 'zod';
import type { JsonValue } from '../../shared/ipc.js';

export const SETTINGS_SCHEMA_VERSION = 2;
export const DEFAULT_PORT = 7411;

export const upstreamSettingSchema = z.discriminatedUnion('kind', [
  /** The embedded demo platform, so a new user can log in at once. */
  z.strictObject({ kind: z.literal('demo') }),
  /** The real platform: base URL template with `{account}`. */
  z.strictObject({
    kind: z.literal('platform'),
    urlTemplate: z
      .string()
      .max(2048)
      .regex(/^https?:\/\/\S+$/, { message: 'must be an http(s) URL template' }),
  }),
]);
export type UpstreamSetting = z.infer<typeof upstreamSettingSchema>;

export const windowStateSchema = z.strictObject({
  bounds: z
    .strictObject({
      x: z.number().int(),
      y: z.number().int(),
      width: z.number().int().min(200).max(20_000),
      height: z.number().int().min(200).max(20_000),
    })
    .nullable(),
  maximized: z.boolean(),
});
export type WindowState = z.infer<typeof windowStateSchema>;

export const LANGUAGES = ['nl', 'en'] as const;
export type Language = (typeof LANGUAGES)[number];

/** `comma`: `,` and decimal points; `excel-nl`: `;` and decimal commas (Dutch Excel). */
export const CSV_DIALECTS = ['comma', 'excel-nl'] as const;
export type CsvDialectSetting = (typeof CSV_DIALECTS)[number];

export interface Settings {
  schemaVersion: typeof SETTINGS_SCHEMA_VERSION;
  upstream: UpstreamSetting;
  port: number;
  language: Language;
  csvDialect: CsvDialectSetting;
  /** The filters last used per page (page key → that page's filter state), as plain JSON. */
  lastFilters: Record<string, JsonValue>;
  windowState: WindowState;
  /** "Remember me": base64 of the safeStorage ciphertext; null when nothing is remembered. */
  rememberedCredentials: string | null;
}

export function defaultSettings(): Settings {
  return {
    schemaVersion: SETTINGS_SCHEMA_VERSION,
    upstream: { kind: 'demo' },
    port: DEFAULT_PORT,
    language: 'nl',
    // The API's own default; Dutch Excel users switch to `excel-nl` once.
    csvDialect: 'comma',
    lastFilters: {},
    windowState: { bounds: null, maximized: false },
    rememberedCredentials: null,
  };
}

export const settingsSchema = z.object({
  schemaVersion: z.literal(SETTINGS_SCHEMA_VERSION).catch(SETTINGS_SCHEMA_VERSION),
  upstream: upstreamSettingSchema.catch(() => defaultSettings().upstream),
  // Unprivileged ports only: below 1024 needs administrator rights on most systems.
  port: z.number().int().min(1024).max(65535).catch(DEFAULT_PORT),
  language: z.enum(LANGUAGES).catch('nl'),
  csvDialect: z.enum(CSV_DIALECTS).catch('comma'),
  lastFilters: z.record(z.string(), z.json()).catch(() => ({})),
  windowState: windowStateSchema.catch(() => defaultSettings().windowState),
  rememberedCredentials: z.string().max(65_536).nullable().catch(null),
}) satisfies z.ZodType<Settings>;
