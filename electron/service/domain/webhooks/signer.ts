/**
 * Webhook signatures. Guards receivers against forged and replayed batches: each POST carries
 * `X-Backoffice-Signature: t=<unix seconds>,v1=<hex HMAC-SHA256(secret, "<t>.<raw body>")>`;
 * a receiver recomputes the HMAC over the raw body, compares in constant time, and refuses
 * timestamps too far from its clock.
 */
import { createHmac, timingSafeEqual } from 'node:crypto';

const signatureOf = (secret: string, unixSeconds: number, rawBody: string): string =>
  createHmac('sha256', secret).update(`${unixSeconds}.${rawBody}`, 'utf8').digest('hex');

export const signatureHeader = (secret: string, unixSeconds: number, rawBody: string): string =>
  `t=${unixSeconds},v1=${signatureOf(secret, unixSeconds, rawBody)}`;

/** A receiver's check (used by our tests and documented for integrators). */
export function verifySignature(
  secret: string,
  header: string,
  rawBody: string,
  nowSeconds: number,
  toleranceSeconds = 300,
): boolean {
  const parts = new Map(
    header.split(',').map((part) => {
      const index = part.indexOf('=');
      return [part.slice(0, index).trim(), part.slice(index + 1).trim()] as const;
    }),
  );
  const timestamp = Number(parts.get('t'));
  const given = parts.get('v1') ?? '';
  if (!Number.isInteger(timestamp) || Math.abs(nowSeconds - timestamp) > toleranceSeconds) {
    return false;
  }
  const expected = Buffer.from(signatureOf(secret, timestamp, rawBody), 'hex');
  const received = Buffer.from(given, 'hex');
  return received.length === expected.length && timingSafeEqual(received, expected);
}
