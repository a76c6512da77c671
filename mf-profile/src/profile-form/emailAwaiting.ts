import { profileMessages, type SavedProfile } from '@reunion/contracts';

/**
 * A save's toast text, followed by where the confirmation link went when the save left a new
 * e-mail address waiting for it (docs/profiles.md, "A profile's e-mail address"). In the same
 * toast: the site shows one at a time, so a second would hide the first.
 */
export function withEmailAwaiting(description: string, answer: SavedProfile): string {
  const address = answer.emailAwaitingConfirmation;
  return address ? `${description} ${profileMessages.emailAwaiting(address)}` : description;
}
