import { apiUrl } from '@reunion/web-kit';

/*
 * Every external address the event pages link to, in one place so organisers can repoint
 * them. The school pages below are placeholders on the school's domain until the alumni
 * office publishes the real booking and giving pages.
 */

const reunionPages = 'https://www.insead.edu/alumni/reunions/2025/class-of-2005';

export const eventLinks = {
  bookCampusEvents: `${reunionPages}/book-campus-events`,
  bookParisBistro: `${reunionPages}/book-thursday-paris-bistro`,
  bookClassParty: `${reunionPages}/book-saturday-class-party`,
  officialSchedule: `${reunionPages}/schedule`,
  donate: 'https://www.insead.edu/alumni/giving/class-gift-2005',
} as const;

/** The calendar feed the backend serves from the same schedule (GET /api/calendar.ics). */
export const calendarFeedPath = apiUrl('calendar');

/**
 * Where the page sends people to register, and to find classmates (docs/pages.md, "Event page").
 */
export const internalRoutes = {
  createProfile: '/create-profile',
  /** A member's own answers: the RSVP part of their edit form (mf-profile's FormSection). */
  editRsvp: (profileId: number) => `/profile/edit/${profileId}#rsvp-travel`,
  browse: '/browse',
  eventDetails: '/event-details',
} as const;

/** The hero's three booking buttons (docs/pages.md, "Event page"), in the order shown. */
export const bookingButtons: ReadonlyArray<{ readonly label: string; readonly url: string }> = [
  { label: 'Book Campus Events', url: eventLinks.bookCampusEvents },
  { label: 'Book Thursday Paris Bistro', url: eventLinks.bookParisBistro },
  { label: 'Book Saturday Class Party', url: eventLinks.bookClassParty },
];
