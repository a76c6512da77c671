import {
  ALBUM_PHOTOS_PATH,
  albumPageUrl,
  albumPhotoListSchema,
  createAlbumPhotoFieldsSchema,
  publicUserSchema,
} from '@reunion/contracts';
import { ada, photosDescending } from './testing/fixtures';

// This section's side of the API contract, checked in its own suite before a release.
describe('mf-photos API contract', () => {
  it('pages GET /api/photos', () => {
    expect(albumPageUrl(null, 24).startsWith(`${ALBUM_PHOTOS_PATH}?`)).toBe(true);
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
