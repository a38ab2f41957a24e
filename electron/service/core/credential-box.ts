/**
 * Sealed upstream credentials. Guards against a stolen data folder: the account, e-mail and
 * password are encrypted with AES-256-GCM under a key derived (HKDF-SHA256, per-record salt)
 * from a secret the folder does not hold (an API key) or holds apart (the webhook vault key),
 * and the record id is bound in as additional data, so a sealed box cannot be moved to another
 * record. With `--database-url` the sessions' platform sessions are sealed the same way under
 * the vault key (data/sessions/postgres.ts).
 */
import { createCipheriv, createDecipheriv, hkdfSync, randomBytes } from 'node:crypto';
import { fieldOf } from '../../../shared/guards.js';

export interface UpstreamCredentials {
  account: string;
  email: string;
  password: string;
}

export interface SealedBox {
  salt: string;
  iv: string;
  ciphertext: string;
  tag: string;
}

const INFO = 'backoffice-desk upstream credentials v1';

const deriveKey = (secret: Buffer, salt: Buffer, info: string): Buffer =>
  Buffer.from(hkdfSync('sha256', secret, salt, info, 32));

/**
 * Seals any JSON value under `secret` for one record (`info` names what it is, so a box of
 * one kind never opens as another).
 */
export function sealValue(
  secret: Buffer,
  recordId: string,
  value: unknown,
  info: string,
): SealedBox {
  const salt = randomBytes(16);
  const iv = randomBytes(12);
  const cipher = createCipheriv('aes-256-gcm', deriveKey(secret, salt, info), iv);
  cipher.setAAD(Buffer.from(recordId, 'utf8'));
  const plain = Buffer.from(JSON.stringify(value), 'utf8');
  const ciphertext = Buffer.concat([cipher.update(plain), cipher.final()]);
  return {
    salt: salt.toString('base64url'),
    iv: iv.toString('base64url'),
    ciphertext: ciphertext.toString('base64url'),
    tag: cipher.getAuthTag().toString('base64url'),
  };
}

/** The sealed value, or undefined when the secret is wrong or the box was tampered with. */
export function openValue(secret: Buffer, recordId: string, box: SealedBox, info: string): unknown {
  try {
    const decipher = createDecipheriv(
      'aes-256-gcm',
      deriveKey(secret, Buffer.from(box.salt, 'base64url'), info),
      Buffer.from(box.iv, 'base64url'),
    );
    decipher.setAAD(Buffer.from(recordId, 'utf8'));
    decipher.setAuthTag(Buffer.from(box.tag, 'base64url'));
    const plain = Buffer.concat([
      decipher.update(Buffer.from(box.ciphertext, 'base64url')),
      decipher.final(),
    ]);
    return JSON.parse(plain.toString('utf8'));
  } catch {
    return undefined;
  }
}

export const seal = (
  secret: Buffer,
  recordId: string,
  credentials: UpstreamCredentials,
): SealedBox => sealValue(secret, recordId, credentials, INFO);

/** The credentials, or null when the secret is wrong or the box was tampered with. */
export function open(secret: Buffer, recordId: string, box: SealedBox): UpstreamCredentials | null {
  const parsed = openValue(secret, recordId, box, INFO);
  const account = fieldOf(parsed, 'account');
  const email = fieldOf(parsed, 'email');
  const password = fieldOf(parsed, 'password');
  if (typeof account !== 'string' || typeof email !== 'string' || typeof password !== 'string') {
    return null;
  }
  return { account, email, password };
}
