/**
 * The settings file, defined once: its schema, its defaults and its version. Every field falls
 * back to its default when missing or invalid (a hand-edited port of "abc" becomes 7411), so a
 * damaged file never keeps the app from starting.
 */
import { isAbsolute } from 'node:path';
import { z } from 'zod';
import {
  DEFAULT_PREFERENCES,
  preferencesSchema,
  type Language,
  type Preferences,
} from '../../shared/preferences.js';
import { updateFeedUrlSchema } from '../../shared/updates.js';

export type { Language };

export const SETTINGS_SCHEMA_VERSION = 6;
export const DEFAULT_PORT = 7411;
/** The most export folders the file keeps; a longer list reads as damaged, so as none. */
export const MAX_EXPORT_FOLDERS = 100;

const upstreamSettingSchema = z.discriminatedUnion('kind', [
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

const windowStateSchema = z.strictObject({
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

/** The display preferences (shared/preferences.ts) are the part the page may read and change. */
export interface Settings extends Preferences {
  schemaVersion: typeof SETTINGS_SCHEMA_VERSION;
  upstream: UpstreamSetting;
  port: number;
  windowState: WindowState;
  /** "Remember me": base64 of the safeStorage ciphertext; null when nothing is remembered. */
  rememberedCredentials: string | null;
  /**
   * The generic update feed the app updates itself from (shared/updates.ts); null, the
   * default, keeps updates off.
   */
  updateFeedUrl: string | null;
  /**
   * The folders the user picked in the app's folder dialog: the month pack may write into
   * them (and `Documents/Back-Office Desk`), and into no other
   * (electron/service/domain/folder-writing/export-folders.ts). Only the main process adds to
   * it, after the dialog.
   */
  exportFolders: string[];
}

export function defaultSettings(): Settings {
  return {
    schemaVersion: SETTINGS_SCHEMA_VERSION,
    upstream: { kind: 'demo' },
    port: DEFAULT_PORT,
    ...DEFAULT_PREFERENCES,
    windowState: { bounds: null, maximized: false },
    rememberedCredentials: null,
    updateFeedUrl: null,
    exportFolders: [],
  };
}

export const settingsSchema = z.object({
  schemaVersion: z.literal(SETTINGS_SCHEMA_VERSION).catch(SETTINGS_SCHEMA_VERSION),
  upstream: upstreamSettingSchema.catch(() => defaultSettings().upstream),
  // Unprivileged ports only: below 1024 needs administrator rights on most systems.
  port: z.number().int().min(1024).max(65535).catch(DEFAULT_PORT),
  ...preferencesSchema.shape,
  windowState: windowStateSchema.catch(() => defaultSettings().windowState),
  rememberedCredentials: z.string().max(65_536).nullable().catch(null),
  // A feed address that no longer passes the checks turns updates off rather than trusting it.
  updateFeedUrl: updateFeedUrlSchema.nullable().catch(null),
  // Absolute paths only; anything else in the file (edited by hand) allows nothing.
  exportFolders: z
    .array(
      z
        .string()
        .max(4096)
        .refine((path) => isAbsolute(path)),
    )
    .max(MAX_EXPORT_FOLDERS)
    .catch([]),
}) satisfies z.ZodType<Settings>;
