import { escapeHtml } from '../mail/escape-html.js';
import type { OutgoingMail } from '../mail/mail.service.js';

/** The mail to a profile's new address, carrying the 48-hour link that makes it the profile's. */
export function profileEmailMail(to: string, link: string): OutgoingMail {
  const subject = 'Confirm the e-mail address on your profile: 20-Year Reunion, Class of 2005';
  const lines = [
    'This address was entered on a classmate profile on the Class of 2005 reunion site.',
    'If it is yours and the profile is yours, open this link within 48 hours, signed in to the site, to show the address on your profile:',
    'If you did not enter it, ignore this e-mail: the address is not shown anywhere.',
  ];
  const text = [lines[0], '', lines[1], link, '', lines[2]].join('\n');
  const html = `<p>${escapeHtml(lines[0] ?? '')}</p>
<p>${escapeHtml(lines[1] ?? '')}<br><a href="${escapeHtml(link)}">${escapeHtml(link)}</a></p>
<p>${escapeHtml(lines[2] ?? '')}</p>`;
  return { to, subject, text, html };
}
