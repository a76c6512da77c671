import { mountStandalone } from '@reunion/web-kit/standalone';
import EventPage from './pages/EventPage';
import ClassGift from './pages/ClassGift';

// The section alone, outside the shell: `npm run dev:standalone -w mf-event`.
mountStandalone({
  '/event-details': EventPage,
  '/class-gift': ClassGift,
});
