import { mountStandalone } from '@reunion/web-kit/standalone';
import CreateProfile from './pages/CreateProfile';
import EditProfile from './pages/EditProfile';
import ProfileDetail from './pages/ProfileDetail';

// The section alone, outside the shell: `npm run dev:standalone -w mf-profile`.
mountStandalone({
  '/create-profile': CreateProfile,
  '/profile/edit/:id': EditProfile,
  '/profile/:id': ProfileDetail,
});
