/**
 * Which receiver URLs a subscription may use. Guards against server-side request forgery: a
 * receiver URL must be https:// without credentials in it; plain http is accepted only for a
 * loopback address and only when the service was started with --allow-insecure-webhooks.
 */
import { isIP } from 'node:net';
import { badRequest } from '../errors.js';

function isLoopback(hostname: string): boolean {
  const bare = hostname.replace(/^\[|\]$/g, '');
  if (bare === 'localhost' || bare === '::1') return true;
  return isIP(bare) === 4 && bare.startsWith('127.');
}

/** The receiver URL, normalised; 400 naming `url` when it may not be used. */
export function checkReceiverUrl(text: string, allowInsecure: boolean): string {
  let url: URL;
  try {
    url = new URL(text);
  } catch {
    throw badRequest("field 'url' is not an absolute URL");
  }
  if (url.username !== '' || url.password !== '') {
    throw badRequest("field 'url' must not carry a user name or password");
  }
  if (url.protocol === 'https:') return url.toString();
  if (url.protocol === 'http:' && allowInsecure && isLoopback(url.hostname)) return url.toString();
  if (url.protocol === 'http:') {
    throw badRequest(
      allowInsecure
        ? "field 'url' may use plain http only for a loopback address (127.0.0.1, ::1, localhost)"
        : "field 'url' must be https:// (plain http is off; see --allow-insecure-webhooks)",
    );
  }
  throw badRequest("field 'url' must be an https:// URL");
}
