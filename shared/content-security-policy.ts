/**
 * Guards the app's pages against injected scripts: the Content-Security-Policy the service
 * sends with everything it serves, and that the Electron window enforces as well. Only the service's own scripts, styles, fonts and API;
 * no plugins, frames, foreign forms or <base> rewriting. Inline styles stay allowed because
 * table and layout libraries set style attributes; inline scripts do not.
 */
export const CONTENT_SECURITY_POLICY = [
  "default-src 'self'",
  "script-src 'self'",
  "style-src 'self' 'unsafe-inline'",
  "img-src 'self' data: blob:",
  "font-src 'self'",
  "connect-src 'self'",
  "object-src 'none'",
  "frame-src 'none'",
  "frame-ancestors 'none'",
  "form-action 'self'",
  "base-uri 'none'",
].join('; ');
