import { escapeHtml } from '../mail/escape-html.js';
import type { OutgoingMail } from '../mail/mail.service.js';

/** The reset e-mail, in plain text and HTML, carrying the one-hour link. */
export function resetMail(to: string, link: string): OutgoingMail {
  const subject = 'Reset your password: 20-Year Reunion, Class of 2005';
  const text = [
    'Someone asked to reset the password of your account on the Class of 2005 reunion site.',
    '',
    'To choose a new password, open this link within one hour:',
    link,
    '',
    'If you did not ask for this, ignore this e-mail: your password stays as it is.',
  ].join('\n');
  const html = `<p>Someone asked to reset the password of your account on the Class of 2005 reunion site.</p>
<p>To choose a new password, open this link within one hour:<br><a href="${escapeHtml(link)}">${escapeHtml(link)}</a></p>
<p>If you did not ask for this, ignore this e-mail: your password stays as it is.</p>`;
  return { to, subject, text, html };
}
