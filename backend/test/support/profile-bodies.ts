import { aProfileBody } from '@reunion/contracts/testing';

/**
 * contracts' complete profile body, loosely typed: tests override what they are about,
 * including keys the schema does not know (to prove they are refused).
 */
export function profileBody(overrides: Record<string, unknown> = {}): Record<string, unknown> {
  return { ...aProfileBody(), ...overrides };
}
