import { directoryCardListSchema } from '@reunion/contracts';
import { apiUrl } from '@reunion/web-kit';
import { directoryQuery } from './api/directoryQuery';
import { classmates } from './testing/classmates';

// This section's side of the API contract: if contracts change under it, this fails here,
// in the section's own suite, before a release of it reaches the site.
describe('mf-directory API contract', () => {
  it('asks GET /api/directory', () => {
    expect(directoryQuery.queryKey).toEqual(['directory']);
    expect(apiUrl(directoryQuery.queryKey[0])).toBe('/api/directory');
  });

  it('renders fixtures that are valid directory answers', () => {
    expect(directoryCardListSchema.safeParse(classmates()).success).toBe(true);
  });
});
