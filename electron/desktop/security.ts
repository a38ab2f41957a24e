/**
 * Guards against a page in the app window (or content injected into it) escaping the local
 * service: navigating the window elsewhere, opening new windows, embedding webviews, asking for
 * camera/location/other permissions, or loading scripts from anywhere but the service (the
 * Content-Security-Policy). Vetted https links are handed to the system browser instead.
 */
import type { Session, WebContents } from 'electron';
import { CONTENT_SECURITY_POLICY } from '../../shared/content-security-policy.js';
import { isServiceUrl, isVettedExternalLink, type ExternalLinkPolicy } from './trusted-url.js';

interface SecurityOptions {
  /** The service origin the window belongs to, e.g. http://127.0.0.1:7411 */
  serviceOrigin: string;
  linkPolicy: ExternalLinkPolicy;
  /** Opens a URL in the system browser (shell.openExternal in the app). */
  openExternal: (url: string) => void;
}

type NavigationDecision = 'allow' | 'open-externally' | 'deny';

/** Where a navigation or window.open may go: the service itself, the system browser, nowhere. */
export function decideNavigation(
  url: string,
  serviceOrigin: string,
  linkPolicy: ExternalLinkPolicy,
): NavigationDecision {
  if (isServiceUrl(url, serviceOrigin)) return 'allow';
  return isVettedExternalLink(url, linkPolicy) ? 'open-externally' : 'deny';
}

/**
 * Pop-ups are never in-app windows: a vetted link goes to the system browser, anything else
 * (service pages included — the app has one window) is dropped.
 */
export function decideWindowOpen(
  url: string,
  linkPolicy: ExternalLinkPolicy,
): Exclude<NavigationDecision, 'allow'> {
  return isVettedExternalLink(url, linkPolicy) ? 'open-externally' : 'deny';
}

export { CONTENT_SECURITY_POLICY };

/** Response headers with our CSP set, for responses from the service; others untouched. */
export function withContentSecurityPolicy(
  url: string,
  headers: Record<string, string[]> | undefined,
  serviceOrigin: string,
): Record<string, string[]> | undefined {
  if (!isServiceUrl(url, serviceOrigin)) return headers;
  const result: Record<string, string[]> = {};
  for (const [name, value] of Object.entries(headers ?? {})) {
    // Replace, not add to, any policy the response carried, whatever its header case.
    if (name.toLowerCase() !== 'content-security-policy') result[name] = value;
  }
  result['Content-Security-Policy'] = [CONTENT_SECURITY_POLICY];
  return result;
}

/**
 * The one permission the service's own page is given: writing text to the clipboard, which the
 * Copy buttons (the new API key, shown once) do with navigator.clipboard.writeText. Chromium
 * checks and asks for it first, and a refusal fails every such copy. Reading the clipboard,
 * and anything asked by any other origin, stays refused.
 */
const SERVICE_PAGE_PERMISSIONS: ReadonlySet<string> = new Set(['clipboard-sanitized-write']);

function grants(permission: string, requestingUrl: string, serviceOrigin: string): boolean {
  return SERVICE_PAGE_PERMISSIONS.has(permission) && isServiceUrl(requestingUrl, serviceOrigin);
}

/** Session-wide guards: every permission but a clipboard write refused, CSP on every service response. */
export function hardenSession(session: Session, serviceOrigin: string): void {
  session.setPermissionRequestHandler((_contents, permission, callback, details) => {
    callback(grants(permission, details.requestingUrl, serviceOrigin));
  });
  session.setPermissionCheckHandler((_contents, permission, requestingOrigin, details) =>
    grants(permission, details.requestingUrl ?? requestingOrigin, serviceOrigin),
  );
  session.webRequest.onHeadersReceived((details, callback) => {
    callback({
      responseHeaders: withContentSecurityPolicy(
        details.url,
        details.responseHeaders,
        serviceOrigin,
      ),
    });
  });
}

/** Per-window guards; applied to every webContents the app creates. */
export function hardenWebContents(contents: WebContents, options: SecurityOptions): void {
  const { serviceOrigin, linkPolicy, openExternal } = options;
  const guard = (event: { url: string; preventDefault(): void }) => {
    const decision = decideNavigation(event.url, serviceOrigin, linkPolicy);
    if (decision === 'allow') return;
    event.preventDefault();
    if (decision === 'open-externally') openExternal(event.url);
  };
  contents.on('will-navigate', guard);
  contents.on('will-redirect', guard);
  contents.setWindowOpenHandler(({ url }) => {
    if (decideWindowOpen(url, linkPolicy) === 'open-externally') openExternal(url);
    return { action: 'deny' };
  });
  contents.on('will-attach-webview', (event) => {
    event.preventDefault();
  });
}
