/**
 * The bookkeeping packages' flags of `npm run serve` (cli-flags.ts lists every flag;
 * cli-options.ts reads them with `packageUrlFlag`): another base URL in the form of the
 * package's own, for a sandbox or a stand-in.
 */
import { PACKAGE_URLS } from '../domain/bookkeeping/setup.js';

export const BOOKKEEPING_FLAGS = [
  {
    name: 'moneybird-url',
    value: 'URL',
    default: `the demo platform's stand-in, else \`${PACKAGE_URLS.moneybird}\``,
    meaning: "Moneybird's API base URL, in the form of its own, for tests and sandboxes",
    see: 'docs/journal.md',
  },
  {
    name: 'eboekhouden-url',
    value: 'URL',
    default: `the demo platform's stand-in, else \`${PACKAGE_URLS.eBoekhouden}\``,
    meaning: "e-Boekhouden.nl's API base URL, in the form of its own, for tests and sandboxes",
    see: 'docs/journal.md',
  },
] as const;

/** An http(s) URL, ending in `/` so the package's paths follow it; undefined when not given. */
export function packageUrlFlag(value: string | undefined, name: string): string | undefined {
  if (value === undefined) return undefined;
  if (!/^https?:\/\/[^/\s]+/.test(value))
    throw new Error(`--${name} must be an http(s) URL, got ${value}`);
  return value.endsWith('/') ? value : `${value}/`;
}
