import { RSVP_EVENT_LABELS, type RsvpEvent } from '@reunion/contracts';
import { escapeHtml } from '../mail/escape-html.js';
import type { OutgoingMail } from '../mail/outgoing-mail.js';

/** One event the member is still "maybe" for, with the pages its two links open. */
export interface NudgeMailEvent {
  event: RsvpEvent;
  yesLink: string;
  noLink: string;
}

export interface NudgeMailInput {
  to: string;
  /** Null where the address is unconfirmed: the greeting then names no one. */
  firstName: string | null;
  /** As the mail writes it, e.g. 'Thursday, May 29'. */
  deadlineText: string;
  events: NudgeMailEvent[];
  unsubscribeLink: string;
}

/**
 * The nudge: one "yes" and one "no" link per event still "maybe". The links open a page whose
 * button records the answer; opening one changes nothing (mail scanners fetch links).
 */
export function nudgeMail(input: NudgeMailInput): OutgoingMail {
  const subject = `Are you coming? Please answer by ${input.deadlineText}: Class of 2005 reunion`;
  const hello = input.firstName === null ? 'Hello' : `Hello ${input.firstName}`;
  const intro = `${hello}, your answer is still "maybe". Please tell your classmates by ${input.deadlineText}: one click is enough, no sign-in needed.`;
  const outro =
    'Each link works once, until the deadline. You can also change your answers on your profile.';
  const stop = 'No more reminders like this one:';
  const text = [
    intro,
    '',
    ...input.events.flatMap(({ event, yesLink, noLink }) => [
      `Coming to ${RSVP_EVENT_LABELS[event]}?`,
      `  Yes: ${yesLink}`,
      `  No:  ${noLink}`,
      '',
    ]),
    outro,
    '',
    `${stop} ${input.unsubscribeLink}`,
  ].join('\n');
  const link = (href: string, label: string) =>
    `<a href="${escapeHtml(href)}">${escapeHtml(label)}</a>`;
  const html = `<p>${escapeHtml(intro)}</p>
${input.events
  .map(
    ({ event, yesLink, noLink }) =>
      `<p>Coming to ${escapeHtml(RSVP_EVENT_LABELS[event])}? ${link(yesLink, 'Yes, I am coming')} · ${link(noLink, 'No, I cannot come')}</p>`,
  )
  .join('\n')}
<p>${escapeHtml(outro)}</p>
<p><small>${escapeHtml(stop)} ${link(input.unsubscribeLink, 'unsubscribe')}</small></p>`;
  return {
    to: input.to,
    subject,
    text,
    html,
    // RFC 2369: mail clients show their own "unsubscribe" for it; it opens the same page.
    headers: { 'List-Unsubscribe': `<${input.unsubscribeLink}>` },
  };
}
