/**
 * The delta feed's signed cursors (delta-cursor.ts) keep a position to the microsecond, and a
 * cursor issued before they did (no `micros`) still verifies: it is read from the start of its
 * millisecond, so a client holding one gets that millisecond's rows again rather than losing any.
 */
import { createHmac, randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { CursorSigner } from '../../../electron/service/data/platform/delta-cursor.js';

const SECRET = randomBytes(32);
const signer = new CursorSigner(SECRET);

/** A cursor signed as the signer signs, with any payload (the form before micros, or a forged one). */
function signed(payload: Record<string, unknown>): string {
  const body = Buffer.from(JSON.stringify(payload), 'utf8').toString('base64url');
  const tag = createHmac('sha256', SECRET).update(`delta-cursor.${body}`, 'utf8').digest();
  return `${body}.${tag.toString('base64url')}`;
}

describe('CursorSigner', () => {
  it('gives back the position it signed, microseconds included', () => {
    const position = { updated: 1_793_403_000_700, micros: 900, id: 5 };
    const cursor = signer.sign('orders', 'demo', position);
    expect(signer.verify('orders', 'demo', cursor)).toEqual(position);
  });

  it('reads a cursor issued before positions had microseconds from the start of its millisecond', () => {
    const before = signed({
      v: 1,
      feed: 'orders',
      account: 'demo',
      updated: 1_793_403_000_700,
      id: 9,
    });
    expect(signer.verify('orders', 'demo', before)).toEqual({
      updated: 1_793_403_000_700,
      micros: 0,
      id: 0,
    });
  });

  it('refuses microseconds that are not 0-999', () => {
    for (const micros of [-1, 1000, 1.5, '5', null]) {
      const cursor = signed({ v: 1, feed: 'orders', account: 'demo', updated: 1, id: 1, micros });
      expect(signer.verify('orders', 'demo', cursor), String(micros)).toBeNull();
    }
  });
});
