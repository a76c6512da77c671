import { mountStandalone } from '@reunion/web-kit/standalone';
import PhotoAlbum from './pages/PhotoAlbum';

// The section alone, outside the shell: `npm run dev:standalone -w mf-photos`.
mountStandalone({
  '/photos': PhotoAlbum,
});
