/** The calendar toasts (docs/messages.md, "Calendar"), word for word. */
export const calendarMessages = {
  scheduleDownloaded: {
    title: 'Calendar download started',
    description: 'Complete and up-to-date schedule with all latest changes has been downloaded.',
  },
  scheduleFailed: {
    title: 'Download failed',
    description: 'Unable to generate the event calendar. Please try again later.',
  },
  /** The description is the event's title. */
  eventAddedTitle: 'Event added to calendar',
  eventFailed: {
    title: 'Download failed',
    description: 'Failed to generate calendar file for this event. Please try again.',
  },
} as const;
