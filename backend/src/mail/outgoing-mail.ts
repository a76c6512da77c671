/** One message, as the mail service and its queue carry it. */
export interface OutgoingMail {
  to: string;
  subject: string;
  text: string;
  html: string;
  /** Extra headers, e.g. List-Unsubscribe on the RSVP nudges. */
  headers?: Record<string, string>;
}
