import { DIRECTORY_PATH, directoryCardListSchema } from '@reunion/contracts';
import { directoryQuery } from './directory/directoryQuery';
import { classmates } from './testing/classmates';

// This section's side of the API contract: if contracts change under it, this fails here,
// in the section's own suite, before a release of it reaches the site.
describe('mf-directory API contract', () => {
  it('asks GET /api/directory', () => {
    expect(directoryQuery.queryKey).toEqual([DIRECTORY_PATH]);
  });

  it('renders fixtures that are valid directory answers', () => {
    expect(directoryCardListSchema.safeParse(classmates()).success).toBe(true);
  });
});
