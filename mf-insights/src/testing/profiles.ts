import { summariseInsights, type InsightsSummary, type Profile } from '@reunion/contracts';
import { aProfile, unansweredFields } from '@reunion/contracts/testing';

let nextId = 1;

/**
 * A complete API profile (GET /api/profiles shape) that answers only the required questions,
 * each with its own id; tests override what they are about.
 */
export function apiProfile(overrides: Partial<Profile> = {}): Profile {
  const id = nextId++;
  return aProfile({
    ...unansweredFields(),
    id,
    userId: id,
    email: `classmate${id}@example.com`,
    attending: 'maybe',
    createdAt: '2025-01-01T10:00:00.000Z',
    updatedAt: '2025-01-01T10:00:00.000Z',
    ...overrides,
  });
}

/** What GET /api/insights answers for these profiles: the server runs the same function. */
export function summaryOf(profiles: readonly Profile[]): InsightsSummary {
  return summariseInsights(profiles);
}
