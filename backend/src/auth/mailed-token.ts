import { createHash, randomBytes } from 'node:crypto';

/**
 * The secret in a mailed link (password reset, e-mail confirmation): 32 random bytes as
 * base64url. Only its SHA-256 is stored, so a database leak gives no usable link.
 */
export function newMailedToken(): string {
  return randomBytes(32).toString('base64url');
}

export function hashMailedToken(token: string): string {
  return createHash('sha256').update(token, 'utf8').digest('hex');
}

/** base64url of 32 bytes: anything else cannot be one of ours, and needs no database trip. */
export function looksLikeMailedToken(token: string): boolean {
  return /^[A-Za-z0-9_-]{43}$/.test(token);
}
