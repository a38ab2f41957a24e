/**
 * The headers every answer carries, whoever writes it: Fastify's onSend hook for routed
 * requests, and the raw writer for answers the HTTP parser forces before any route runs.
 */
import { CONTENT_SECURITY_POLICY } from '../../../shared/content-security-policy.js';

export const ANSWER_HEADERS: Readonly<Record<string, string>> = {
  'X-Content-Type-Options': 'nosniff',
  'Referrer-Policy': 'no-referrer',
  // The UI is also opened in plain browsers, so it carries the same policy as in Electron.
  'Content-Security-Policy': CONTENT_SECURITY_POLICY,
};
