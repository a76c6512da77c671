import { insightsSummarySchema, profileSchema } from '@reunion/contracts';
import { apiUrl } from '@reunion/web-kit';
import { insightsQuery } from './api/insightsQuery';
import { apiProfile, summaryOf } from './testing/profiles';

// This section's side of the API contract, checked in its own suite before a release.
describe('mf-insights API contract', () => {
  it('asks GET /api/insights', () => {
    expect(insightsQuery.queryKey).toEqual(['insights']);
    expect(apiUrl(insightsQuery.queryKey[0])).toBe('/api/insights');
  });

  it('renders fixtures that are valid API answers', () => {
    const profiles = [apiProfile(), apiProfile({ id: 2, attending: 'no' })];
    for (const profile of profiles) expect(profileSchema.safeParse(profile).success).toBe(true);
    expect(insightsSummarySchema.safeParse(summaryOf(profiles)).success).toBe(true);
  });
});
