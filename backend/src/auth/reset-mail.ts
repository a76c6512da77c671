import { linkMail } from '../mail/link-mail.js';
import type { OutgoingMail } from '../mail/mail.service.js';

/** The reset e-mail, carrying the one-hour link. */
export const resetMail = (to: string, link: string): OutgoingMail =>
  linkMail(to, link, {
    subject: 'Reset your password: 20-Year Reunion, Class of 2005',
    opening:
      'Someone asked to reset the password of your account on the Class of 2005 reunion site.',
    beforeLink: 'To choose a new password, open this link within one hour:',
    closing: 'If you did not ask for this, ignore this e-mail: your password stays as it is.',
  });
