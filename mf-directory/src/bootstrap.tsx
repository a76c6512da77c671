import { mountStandalone } from '@reunion/web-kit/standalone';
import FindClassmates from './pages/FindClassmates';

// The section alone, outside the shell: `npm run dev:standalone -w mf-directory`.
mountStandalone({
  '/search': FindClassmates,
  '/browse': FindClassmates,
});
