import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router-dom';
import { markLogoutPending, signOutOnServer, useToast } from '@reunion/web-kit';
import { forgetOfflineCopies } from '../../offline/keepOffline';
import { forgetKeptOnDevice, forgetSignedInMember } from '../../session/forgetMember';
import { tellOtherTabs } from '../../session/sessionChannel';

/**
 * Logout (docs/pages.md, "Header and footer"): this browser forgets the member first, in this tab
 * and the site's other tabs (the drafts, the query cache, the programme kept offline:
 * docs/offline.md), and goes to /auth; then POST /api/logout signs the session out on the
 * server. The forgetting does not wait for the network: with no signal the server's sign-out
 * fails, the member is told so, and may try it again (docs/messages.md, "Sign in and register");
 * the session's next read sends it again too, and reads nobody in meanwhile (pendingLogout.ts).
 * Once the server has signed out, the programme kept offline is forgotten once more.
 */
export function useLogout() {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const { toast } = useToast();
  const logout = useMutation({
    // React Query's default holds a mutation while the browser is offline, and everything it
    // does with it: the member's data would stay on the device until the network came back.
    networkMode: 'always',
    mutationFn: async () => {
      // Until the server has signed out, no tab may read the member back in (pendingLogout.ts).
      markLogoutPending();
      tellOtherTabs({ kind: 'signed-out' });
      // Before the page goes: when /auth shows, nothing of the member is left on the device.
      await forgetKeptOnDevice();
      forgetSignedInMember(queryClient);
      navigate('/auth', { replace: true });
      await signOutOnServer();
      // Until now the server still knew the session: a keep asked for meanwhile (by a tab that
      // had not yet heard of this logout) could fetch the member's page. The worker keeps nothing
      // asked for before a forget, and after this one none can get the member's page.
      await forgetOfflineCopies().catch(() => undefined);
    },
    onSuccess: () => {
      toast({ title: 'Logged out', description: 'You have been logged out successfully' });
    },
    // The header that held this is gone by now (/auth): the toast's button tries again.
    onError: () => {
      toast({
        title: 'Logout failed',
        description:
          'This device has forgotten your data, but we could not sign you out of the reunion site. Please check your connection and try again.',
        variant: 'destructive',
        action: { label: 'Try again', onClick: () => logout.mutate() },
      });
    },
  });
  return logout;
}
