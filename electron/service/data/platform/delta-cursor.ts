/**
 * Delta-feed cursors. Guards against forged and swapped cursors: a cursor is base64url JSON
 * plus an HMAC-SHA256 tag under a secret kept in the data folder (so cursors survive a
 * restart), bound to the account and the feed; a changed byte, another account's cursor or
 * the other feed's cursor does not verify. Clients treat it as opaque.
 */
import { createHmac, timingSafeEqual } from 'node:crypto';
import { z } from 'zod';
import { positionOf, type CursorPosition, type KeptPosition } from './delta-position.js';

export type DeltaFeed = 'orders' | 'products';

/**
 * Still version 1 with `micros` added, not a version 2: a cursor issued before microseconds
 * were kept, or by an older release beside this one, has none and is read from the start of
 * its millisecond (positionOf); an older release reads this one's as it read its own.
 */
interface CursorPayload extends KeptPosition {
  v: 1;
  feed: DeltaFeed;
  account: string;
}

/** A payload as signed: safe integers, and microseconds 0-999 when it has them. */
const keptPayloadSchema = z.object({
  v: z.literal(1),
  feed: z.string(),
  account: z.string(),
  updated: z.int(),
  id: z.int(),
  micros: z.int().min(0).max(999).optional(),
});

export class CursorSigner {
  constructor(private readonly secret: Buffer) {}

  sign(feed: DeltaFeed, account: string, position: CursorPosition): string {
    const payload: CursorPayload = {
      v: 1,
      feed,
      account,
      updated: position.updated,
      id: position.id,
      micros: position.micros,
    };
    const body = Buffer.from(JSON.stringify(payload), 'utf8').toString('base64url');
    return `${body}.${this.tag(body).toString('base64url')}`;
  }

  /** The position in a cursor, or null when it is not ours, tampered with, or for another feed or account. */
  verify(feed: DeltaFeed, account: string, cursor: string): CursorPosition | null {
    const [body, tag, extra] = cursor.split('.');
    if (body === undefined || tag === undefined || extra !== undefined) return null;
    const given = Buffer.from(tag, 'base64url');
    const expected = this.tag(body);
    if (given.length !== expected.length || !timingSafeEqual(given, expected)) return null;
    let payload: unknown;
    try {
      payload = JSON.parse(Buffer.from(body, 'base64url').toString('utf8'));
    } catch {
      return null;
    }
    const parsed = keptPayloadSchema.safeParse(payload);
    if (!parsed.success || parsed.data.feed !== feed || parsed.data.account !== account) {
      return null;
    }
    const { updated, id, micros } = parsed.data;
    return positionOf({ updated, id, micros });
  }

  private tag(body: string): Buffer {
    return createHmac('sha256', this.secret).update(`delta-cursor.${body}`, 'utf8').digest();
  }
}
