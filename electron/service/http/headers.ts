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
  // A browser's disk cache keeps an answer not marked no-store, and the desktop app's cache is
  // in its data folder: the e-mail of /api/me and the business data would travel with a copy.
  // An answer that sets its own (the UI's files, the API docs page) keeps it.
  'Cache-Control': 'no-store',
};
