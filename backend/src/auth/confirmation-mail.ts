import { escapeHtml } from '../mail/escape-html.js';
import type { OutgoingMail } from '../mail/mail.service.js';

/** The mail sent at registration (and on request), carrying the 48-hour confirmation link. */
export function confirmationMail(to: string, link: string): OutgoingMail {
  const subject = 'Confirm your e-mail address: 20-Year Reunion, Class of 2005';
  const lines = [
    'Welcome to the Class of 2005 reunion site.',
    'To confirm that this e-mail address is yours, open this link within 48 hours:',
    'If you did not create an account, ignore this e-mail: nothing else happens.',
  ];
  const text = [lines[0], '', lines[1], link, '', lines[2]].join('\n');
  const html = `<p>${escapeHtml(lines[0] ?? '')}</p>
<p>${escapeHtml(lines[1] ?? '')}<br><a href="${escapeHtml(link)}">${escapeHtml(link)}</a></p>
<p>${escapeHtml(lines[2] ?? '')}</p>`;
  return { to, subject, text, html };
}
