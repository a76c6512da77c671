import { linkMail } from '../mail/link-mail.js';
import type { OutgoingMail } from '../mail/mail.service.js';

/** The mail sent at registration (and on request), carrying the 48-hour confirmation link. */
export const confirmationMail = (to: string, link: string): OutgoingMail =>
  linkMail(to, link, {
    subject: 'Confirm your e-mail address: 20-Year Reunion, Class of 2005',
    opening: 'Welcome to the Class of 2005 reunion site.',
    beforeLink: 'To confirm that this e-mail address is yours, open this link within 48 hours:',
    closing: 'If you did not create an account, ignore this e-mail: nothing else happens.',
  });
