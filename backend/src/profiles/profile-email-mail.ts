import { linkMail } from '../mail/link-mail.js';
import type { OutgoingMail } from '../mail/mail.service.js';

/** How the mail to a profile's new address opens: tests find the mail by it. */
export const PROFILE_EMAIL_MAIL_OPENING =
  'This address was entered on a classmate profile on the Class of 2005 reunion site.';

/** The mail to a profile's new address, carrying the 48-hour link that makes it the profile's. */
export const profileEmailMail = (to: string, link: string): OutgoingMail =>
  linkMail(to, link, {
    subject: 'Confirm the e-mail address on your profile: 20-Year Reunion, Class of 2005',
    opening: PROFILE_EMAIL_MAIL_OPENING,
    beforeLink:
      'If it is yours and the profile is yours, open this link within 48 hours, signed in to the site, to show the address on your profile:',
    closing: 'If you did not enter it, ignore this e-mail: the address is not shown anywhere.',
  });
