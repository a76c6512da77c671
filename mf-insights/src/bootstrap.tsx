import { mountStandalone } from '@reunion/web-kit/standalone';
import Insights from './pages/Insights';

// The section alone, outside the shell: `npm run dev:standalone -w mf-insights`.
mountStandalone({
  '/admin': Insights,
});
