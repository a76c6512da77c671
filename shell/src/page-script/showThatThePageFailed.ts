import { HIDDEN_FOR_LOGOUT } from '@reunion/web-kit/pending-logout-mark';

/** Said when the shell could not load: nothing will take the page over. */
export const PAGE_FAILED =
  'The page could not load. Please check your connection and reload the page.';

/**
 * Says PAGE_FAILED, read out at once (an alert). A page hidden for a pending Logout
 * (hideWhileLogoutPending.ts) is replaced by the note, and shown: no reader sees the member's
 * page, ever. Any other page stays as it is, readable and its links working, the note last in it
 * and held at the foot of the screen (site.css, which styles the note alone too).
 */
export function showThatThePageFailed(document: Document): void {
  const note = document.createElement('p');
  const page = document.documentElement;
  note.setAttribute('role', 'alert');
  note.className = 'page-failed';
  note.textContent = PAGE_FAILED;
  if (page.hasAttribute(HIDDEN_FOR_LOGOUT)) {
    document.body.replaceChildren(note);
    page.removeAttribute(HIDDEN_FOR_LOGOUT);
    page.hidden = false;
  } else {
    document.body.append(note);
  }
}
