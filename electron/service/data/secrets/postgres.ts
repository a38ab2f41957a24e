/**
 * Secrets every instance must share, kept on the PostgreSQL server: the first instance to
 * need one makes it, every other one reads that one (the delta feeds' cursor key, so a cursor
 * one instance signed is honoured by all).
 */
import { randomBytes } from 'node:crypto';
import type { Queries } from '../database/pool.js';

export async function sharedSecret(db: Queries, name: string): Promise<Buffer> {
  await db.query('insert into svc_secrets (name, secret) values ($1, $2) on conflict do nothing', [
    name,
    randomBytes(32).toString('base64url'),
  ]);
  const [row] = await db.query<{ secret: string }>(
    'select secret from svc_secrets where name = $1',
    [name],
  );
  if (!row) throw new Error(`the shared secret ${name} could not be stored`);
  return Buffer.from(row.secret, 'base64url');
}
