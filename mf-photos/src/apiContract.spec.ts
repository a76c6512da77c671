import {
  albumPhotoListSchema,
  createAlbumPhotoFieldsSchema,
  publicUserSchema,
} from '@reunion/contracts';
import { mockApi } from '@reunion/web-kit/testing';
import { fetchAlbumPage } from './api/albumApi';
import { ada, photosDescending } from './testing/fixtures';

// This section's side of the API contract, checked in its own suite before a release.
describe('mf-photos API contract', () => {
  it('pages GET /api/photos: the newest page, then the one after a given photo', async () => {
    const api = mockApi({ 'GET /api/photos': [200, []] });
    await fetchAlbumPage(null);
    await fetchAlbumPage(120);
    expect(api.calls.map((call) => call.url)).toEqual([
      '/api/photos?limit=24',
      '/api/photos?limit=24&before=120',
    ]);
  });

  it('sends upload fields the server accepts', () => {
    expect(createAlbumPhotoFieldsSchema.safeParse({ caption: 'Graduation day' }).success).toBe(
      true,
    );
  });

  it('renders fixtures that are valid API answers', () => {
    expect(albumPhotoListSchema.safeParse(photosDescending(30, 3)).success).toBe(true);
    expect(publicUserSchema.safeParse(ada).success).toBe(true);
  });
});
