import { escapeHtml } from './escape-html.js';
import type { OutgoingMail } from './mail.service.js';

/** What a mail carrying one link says: a line before, the line that leads to the link, one after. */
export interface LinkMailText {
  readonly subject: string;
  readonly opening: string;
  readonly beforeLink: string;
  readonly closing: string;
}

/**
 * A mail carrying one link (password reset, e-mail confirmation, a profile's new address), in
 * plain text and HTML, the link written out in both.
 */
export function linkMail(to: string, link: string, text: LinkMailText): OutgoingMail {
  const href = escapeHtml(link);
  return {
    to,
    subject: text.subject,
    text: [text.opening, '', text.beforeLink, link, '', text.closing].join('\n'),
    html: `<p>${escapeHtml(text.opening)}</p>
<p>${escapeHtml(text.beforeLink)}<br><a href="${href}">${href}</a></p>
<p>${escapeHtml(text.closing)}</p>`,
  };
}
