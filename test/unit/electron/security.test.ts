import type { Session, WebContents } from 'electron';
import { describe, expect, it, vi } from 'vitest';
import {
  CONTENT_SECURITY_POLICY,
  decideNavigation,
  decideWindowOpen,
  hardenSession,
  hardenWebContents,
  withContentSecurityPolicy,
} from '../../../electron/desktop/security.js';
import { externalLinkPolicyFor } from '../../../electron/desktop/trusted-url.js';
import { EXTERNAL_LINK_TEMPLATES } from '../../../electron/service/boot/server.js';

const ORIGIN = 'http://127.0.0.1:7411';
const POLICY = externalLinkPolicyFor([
  'https://{account}.storekeepercloud.com/#order/details/{id}',
]);

describe('decideNavigation and decideWindowOpen', () => {
  it.each([
    ['http://127.0.0.1:7411/reports', 'allow', 'deny'],
    ['http://localhost:7411/reports', 'deny', 'deny'],
    ['http://127.0.0.1:7412/', 'deny', 'deny'],
    ['http://127.0.0.1.evil.com:7411/', 'deny', 'deny'],
    ['https://demo.storekeepercloud.com/#order/details/7', 'open-externally', 'open-externally'],
    ['https://evil@demo.storekeepercloud.com/', 'deny', 'deny'],
    ['http://demo.storekeepercloud.com/', 'deny', 'deny'],
    ['javascript:alert(1)', 'deny', 'deny'],
    ['file:///etc/passwd', 'deny', 'deny'],
    ['data:text/html,hi', 'deny', 'deny'],
    [' https://demo.storekeepercloud.com/', 'deny', 'deny'],
  ])('%s: navigate → %s, window.open → %s', (url, navigation, windowOpen) => {
    expect(decideNavigation(url, ORIGIN, POLICY)).toBe(navigation);
    expect(decideWindowOpen(url, POLICY)).toBe(windowOpen);
  });
});

describe("the desktop app's link policy", () => {
  const appPolicy = externalLinkPolicyFor(EXTERNAL_LINK_TEMPLATES);

  it.each([
    ['https://demo.storekeepercloud.com/#order/details/7', 'open-externally'],
    // A posted day's document (the bookkeeping screen's View link; moneybird.ts's link()).
    ['https://moneybird.com/123456789/general_journal_documents/987654321', 'open-externally'],
    ['http://moneybird.com/123/general_journal_documents/9', 'deny'],
    ['https://moneybird.com.evil.example/', 'deny'],
    ['https://evil.moneybird.com/', 'deny'],
    ['https://api.e-boekhouden.nl/', 'deny'],
  ])('%s → %s', (url, decision) => {
    expect(decideWindowOpen(url, appPolicy)).toBe(decision);
  });
});

describe('withContentSecurityPolicy', () => {
  it('sets the policy on service responses, replacing one in any header case', () => {
    const headers = withContentSecurityPolicy(
      'http://127.0.0.1:7411/',
      { 'content-security-policy': ['default-src *'], 'Content-Type': ['text/html'] },
      ORIGIN,
    );
    expect(headers).toEqual({
      'Content-Type': ['text/html'],
      'Content-Security-Policy': [CONTENT_SECURITY_POLICY],
    });
  });

  it('leaves other origins untouched', () => {
    const original = { 'Content-Type': ['text/html'] };
    expect(withContentSecurityPolicy('http://localhost:7411/', original, ORIGIN)).toBe(original);
  });

  it('allows scripts only from the service, and no objects, frames or base rewriting', () => {
    expect(CONTENT_SECURITY_POLICY).toContain("script-src 'self'");
    expect(CONTENT_SECURITY_POLICY).not.toMatch(/script-src[^;]*unsafe/);
    expect(CONTENT_SECURITY_POLICY).toContain("object-src 'none'");
    expect(CONTENT_SECURITY_POLICY).toContain("frame-src 'none'");
    expect(CONTENT_SECURITY_POLICY).toContain("base-uri 'none'");
  });
});

type Listener = (event: { url: string; preventDefault(): void }) => void;

function fakeWebContents() {
  const listeners = new Map<string, Listener>();
  let windowOpenHandler: ((details: { url: string }) => { action: string }) | undefined;
  const contents = {
    on: (name: string, listener: Listener) => listeners.set(name, listener),
    setWindowOpenHandler: (handler: typeof windowOpenHandler) => {
      windowOpenHandler = handler;
    },
  };
  const emit = (name: string, url: string) => {
    const event = { url, preventDefault: vi.fn() };
    listeners.get(name)?.(event);
    return event.preventDefault.mock.calls.length > 0;
  };
  return {
    contents: contents as unknown as WebContents,
    emit,
    windowOpen: (url: string) => windowOpenHandler?.({ url }),
  };
}

describe('hardenWebContents', () => {
  it('keeps navigation on the service and sends vetted links to the system browser', () => {
    const openExternal = vi.fn();
    const fake = fakeWebContents();
    hardenWebContents(fake.contents, { serviceOrigin: ORIGIN, linkPolicy: POLICY, openExternal });

    expect(fake.emit('will-navigate', 'http://127.0.0.1:7411/orders')).toBe(false);
    expect(fake.emit('will-navigate', 'https://evil.example/')).toBe(true);
    expect(fake.emit('will-redirect', 'http://localhost:7411/')).toBe(true);
    expect(openExternal).not.toHaveBeenCalled();

    expect(fake.emit('will-navigate', 'https://demo.storekeepercloud.com/#order/details/1')).toBe(
      true,
    );
    expect(openExternal).toHaveBeenCalledWith('https://demo.storekeepercloud.com/#order/details/1');
    expect(fake.emit('will-attach-webview', 'about:blank')).toBe(true);
  });

  it('denies every window.open, opening only vetted links externally', () => {
    const openExternal = vi.fn();
    const fake = fakeWebContents();
    hardenWebContents(fake.contents, { serviceOrigin: ORIGIN, linkPolicy: POLICY, openExternal });

    expect(fake.windowOpen('http://127.0.0.1:7411/')).toEqual({ action: 'deny' });
    expect(fake.windowOpen('javascript:alert(1)')).toEqual({ action: 'deny' });
    expect(openExternal).not.toHaveBeenCalled();
    expect(fake.windowOpen('https://demo.storekeepercloud.com/')).toEqual({ action: 'deny' });
    expect(openExternal).toHaveBeenCalledTimes(1);
  });
});

type RequestHandler = (
  contents: unknown,
  permission: string,
  grant: (granted: boolean) => void,
  details: { requestingUrl: string; isMainFrame: boolean },
) => void;
type CheckHandler = (
  contents: unknown,
  permission: string,
  requestingOrigin: string,
  details: { requestingUrl?: string; isMainFrame: boolean },
) => boolean;

describe('hardenSession', () => {
  it('refuses every permission and adds the CSP to service responses', () => {
    const captured: {
      request?: RequestHandler;
      check?: CheckHandler;
      headers?: (
        details: { url: string; responseHeaders?: Record<string, string[]> },
        callback: (response: { responseHeaders?: Record<string, string[]> }) => void,
      ) => void;
    } = {};
    const session = {
      setPermissionRequestHandler: (handler: typeof captured.request) => {
        captured.request = handler;
      },
      setPermissionCheckHandler: (handler: typeof captured.check) => {
        captured.check = handler;
      },
      webRequest: {
        onHeadersReceived: (listener: typeof captured.headers) => {
          captured.headers = listener;
        },
      },
    } as unknown as Session;
    hardenSession(session, ORIGIN);

    const page = { requestingUrl: 'http://127.0.0.1:7411/#/keys', isMainFrame: true };
    const permissions = ['media', 'geolocation', 'notifications', 'openExternal', 'clipboard-read'];
    for (const permission of permissions) {
      const callback = vi.fn();
      captured.request?.({}, permission, callback, page);
      expect(callback).toHaveBeenCalledWith(false);
      expect(captured.check?.({}, permission, ORIGIN, page)).toBe(false);
    }

    const callback = vi.fn();
    captured.headers?.({ url: 'http://127.0.0.1:7411/', responseHeaders: {} }, callback);
    expect(callback).toHaveBeenCalledWith({
      responseHeaders: { 'Content-Security-Policy': [CONTENT_SECURITY_POLICY] },
    });
  });
  // The API-keys screen's Copy button (navigator.clipboard.writeText): Chromium checks and asks
  // for `clipboard-sanitized-write` first, and a refusal fails the copy with NotAllowedError.
  it('lets the service page, and only it, write to the clipboard', () => {
    let request: RequestHandler | undefined;
    let check: CheckHandler | undefined;
    hardenSession(
      {
        setPermissionRequestHandler: (handler: RequestHandler) => (request = handler),
        setPermissionCheckHandler: (handler: CheckHandler) => (check = handler),
        webRequest: { onHeadersReceived: vi.fn() },
      } as unknown as Session,
      ORIGIN,
    );
    const asked = (requestingUrl: string) => {
      const callback = vi.fn();
      request?.({}, 'clipboard-sanitized-write', callback, { requestingUrl, isMainFrame: true });
      return callback.mock.calls[0]?.[0] as boolean;
    };
    const checked = (origin: string) =>
      check?.({}, 'clipboard-sanitized-write', origin, {
        requestingUrl: `${origin}/`,
        isMainFrame: true,
      });

    expect(asked('http://127.0.0.1:7411/#/keys')).toBe(true);
    expect(checked(ORIGIN)).toBe(true);
    for (const other of [
      'http://localhost:7411',
      'http://127.0.0.1:7412',
      'https://evil.example',
    ]) {
      expect(asked(`${other}/`), other).toBe(false);
      expect(checked(other), other).toBe(false);
    }
  });
});
