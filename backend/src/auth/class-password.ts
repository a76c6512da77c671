import { createHash, timingSafeEqual } from 'node:crypto';

/**
 * Compares the registration gate's answer with CLASS_PASSWORD in constant time. Both sides are
 * hashed first so their lengths match (timingSafeEqual demands it) and leak nothing.
 */
export function classPasswordMatches(given: string, expected: string): boolean {
  const digest = (value: string) => createHash('sha256').update(value, 'utf8').digest();
  return timingSafeEqual(digest(given), digest(expected));
}
