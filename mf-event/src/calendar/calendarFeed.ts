import { calendarFeedPath, internalRoutes } from '../event-info/eventLinks';

/**
 * The subscribe address: webcal:// makes the operating system hand the feed to its calendar
 * app, which then polls it. Same host as the page, because the backend serves the feed.
 */
export function calendarFeedWebcalUrl(location: Pick<Location, 'host'>): string {
  return `webcal://${location.host}${calendarFeedPath}`;
}

/** The event page's absolute address, written into every calendar entry as its link. */
export function eventPageUrl(location: Pick<Location, 'origin'>): string {
  return `${location.origin}${internalRoutes.eventDetails}`;
}
