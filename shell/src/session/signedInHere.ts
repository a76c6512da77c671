import { forgetPendingLogout, forgetProfileDrafts } from '@reunion/web-kit';
import { forgetOfflineCopies } from '../offline/keepOffline';
import { tellOtherTabs } from './sessionChannel';

/**
 * After a sign-in or registration in this tab: no one else's drafts or programme stay in this
 * browser (docs/profiles.md, docs/offline.md), the member's own drafts do (typing kept through a
 * session that ended mid-edit; the expired go), and the site's other tabs read again who is
 * signed in, dropping what they hold of anyone else (useSessionSync). A Logout the server had not
 * heard yet is over: the new session replaced the one it was to end.
 */
export async function signedInHere(member: number): Promise<void> {
  forgetPendingLogout();
  forgetProfileDrafts(member);
  tellOtherTabs({ kind: 'signed-in' });
  await forgetOfflineCopies();
}
