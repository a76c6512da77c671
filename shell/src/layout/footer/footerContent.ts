import { reunionFacts } from '@reunion/contracts';

/**
 * What the footer says (docs/pages.md, "Header and footer"). Its addresses and names (the
 * mailbox, the social groups and their representatives, technical support) come from the site's
 * configuration instead (GET /api/site-links), so none is a placeholder.
 */
export const footerContent = {
  eventName: reunionFacts.siteName,
  eventDates: reunionFacts.datesAndPlace,
  preEvent: reunionFacts.preEvent,
  quickLinks: [
    { label: 'Event Schedule', to: '/event-details#schedule' },
    { label: 'Create Profile', to: '/create-profile' },
    { label: 'Search Profiles', to: '/browse' },
    { label: 'Accommodation', to: '/event-details#accommodation' },
    { label: 'Insights', to: '/admin' },
  ],
} as const;
