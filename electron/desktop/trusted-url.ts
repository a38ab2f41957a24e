/**
 * Guards against the window being steered off the local service and against links that hide
 * a different target from a quick look: credentials before the host (`https://bank@evil`),
 * non-https schemes (javascript:, file:, data:), look-alike punycode hosts, bare IP addresses,
 * other ports or other loopback names. Pure predicates; security.ts and the IPC handlers apply
 * them, and test/unit/electron/trusted-url.test.ts runs them over a table of tricky URLs.
 *
 * Decisions:
 * - Raw input with whitespace or control characters anywhere is refused outright: the URL
 *   parser silently strips them (`java\nscript:` parses as `javascript:`), so what was checked
 *   would not be what was written.
 * - The service is exactly its own origin (scheme, host and port as the window loaded it):
 *   `http://localhost:7411` is another origin than `http://127.0.0.1:7411` to the browser, so
 *   it is refused too. Spellings the parser maps to the same origin (`HTTP://`, `0x7f.0.0.1`)
 *   are the same place and pass.
 * - An external link is vetted only when it is https on the default port, carries no user
 *   name or password, names a DNS host (no IP literal, no `xn--` label) and that host matches
 *   the allowlist: the back-office host from its URL template (`*.storekeepercloud.com`) and
 *   Moneybird's (`moneybird.com`, a posted day's document; main.ts passes both).
 *   Anything else the app has no reason to open, so it does not.
 */

export interface ExternalLinkPolicy {
  /** `host.example.com` (exact) or `*.example.com` (exactly one account-like label). */
  readonly hostPatterns: readonly string[];
}

const MAX_URL_LENGTH = 4096;
// Whitespace, control characters and invisible format characters (zero-width, bidi overrides).
const INVISIBLE_OR_SPACE = /[\p{Cc}\p{Cf}\p{Z}\s]/u;
const DNS_LABEL = /^[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?$/;
const IPV4_LITERAL = /^\d{1,3}(?:\.\d{1,3}){3}$/;

/** The URL as written, or null when it is not a clean absolute URL. */
function parseExactly(raw: unknown): URL | null {
  if (typeof raw !== 'string' || raw.length === 0 || raw.length > MAX_URL_LENGTH) return null;
  if (INVISIBLE_OR_SPACE.test(raw)) return null;
  try {
    return new URL(raw);
  } catch {
    return null;
  }
}

function hasCredentials(url: URL): boolean {
  return url.username !== '' || url.password !== '';
}

/** The origin of the service's own address (`http://127.0.0.1:7411/` → `http://127.0.0.1:7411`). */
export function originOf(serviceUrl: string): string {
  return new URL(serviceUrl).origin;
}

/** True when `url` is a page or resource of the local service the window belongs to. */
export function isServiceUrl(url: unknown, serviceOrigin: string): boolean {
  const parsed = parseExactly(url);
  if (!parsed || hasCredentials(parsed)) return false;
  if (parsed.protocol !== 'http:' && parsed.protocol !== 'https:') return false;
  return parsed.origin === originOf(serviceOrigin);
}

function isDnsHostname(hostname: string): boolean {
  if (hostname.startsWith('[') || IPV4_LITERAL.test(hostname)) return false;
  const labels = hostname.split('.');
  return (
    labels.length >= 2 &&
    labels.every((label) => DNS_LABEL.test(label) && !label.startsWith('xn--'))
  );
}

/** Does `hostname` (already lower-case and ASCII from the parser) match one pattern. */
function matchesHostPattern(hostname: string, pattern: string): boolean {
  const wanted = pattern.toLowerCase();
  if (!wanted.startsWith('*.')) return hostname === wanted;
  const suffix = wanted.slice(1);
  if (!hostname.endsWith(suffix)) return false;
  const label = hostname.slice(0, -suffix.length);
  return DNS_LABEL.test(label) && !label.startsWith('xn--');
}

/** True when `url` may be opened in the system browser. */
export function isVettedExternalLink(url: unknown, policy: ExternalLinkPolicy): boolean {
  const parsed = parseExactly(url);
  if (!parsed || parsed.protocol !== 'https:' || hasCredentials(parsed)) return false;
  if (parsed.port !== '') return false;
  if (!isDnsHostname(parsed.hostname)) return false;
  return policy.hostPatterns.some((pattern) => matchesHostPattern(parsed.hostname, pattern));
}

/**
 * The host pattern of a back-office URL template
 * (`https://{account}.storekeepercloud.com/#order/details/{id}` → `*.storekeepercloud.com`),
 * or null when the template is not an https address (such links are never vetted).
 */
export function hostPatternFromTemplate(template: string): string | null {
  const placeholder = 'account-placeholder';
  const filled = template.replaceAll('{account}', placeholder).replaceAll('{id}', '0');
  const parsed = parseExactly(filled);
  if (!parsed || parsed.protocol !== 'https:') return null;
  const host = parsed.hostname;
  if (host.startsWith(`${placeholder}.`)) return `*${host.slice(placeholder.length)}`;
  return host.includes(placeholder) ? null : host;
}

/** The policy for links from the renderer: the back-office hosts of the given templates. */
export function externalLinkPolicyFor(templates: readonly string[]): ExternalLinkPolicy {
  return {
    hostPatterns: templates
      .map(hostPatternFromTemplate)
      .filter((pattern): pattern is string => pattern !== null),
  };
}
