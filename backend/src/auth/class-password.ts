import { createHash, timingSafeEqual } from 'node:crypto';

/**
 * Compares the registration gate's answer with CLASS_PASSWORD in constant time. Both sides are
 * hashed first so their lengths match (timingSafeEqual demands it) and leak nothing. Spaces
 * around either do not count: a password copied from the class chat, or finished by a phone's
 * keyboard, comes with them (docs/permissions.md, "Registration").
 */
export function classPasswordMatches(given: string, expected: string): boolean {
  const digest = (value: string) => createHash('sha256').update(value.trim(), 'utf8').digest();
  return timingSafeEqual(digest(given), digest(expected));
}
