import { createHash } from 'node:crypto';

/**
 * Whether a visitor is in a canary's share: a hash of the canary's id and the visitor's, read as
 * a number from 0 to 99. The same on every replica and every reload; a new canary of the section
 * (another id) draws its share afresh.
 */
export function inCanaryShare(canaryId: number, visitor: string, share: number): boolean {
  const digest = createHash('sha256').update(`${canaryId}:${visitor}`).digest();
  return digest.readUInt32BE(0) % 100 < share;
}

/** The canaries among `running` whose share holds `visitor`, by section. */
export function canariesHolding<T extends { id: number; name: string; share: number }>(
  running: readonly T[],
  visitor: string,
): Map<T['name'], T> {
  return new Map(
    running
      .filter((canary) => inCanaryShare(canary.id, visitor, canary.share))
      .map((canary) => [canary.name, canary]),
  );
}
