import { useQuery } from '@tanstack/react-query';
import type { ConfirmEmailRequest } from '@reunion/contracts';
import { callApi } from '@reunion/web-kit';

/**
 * POST /api/confirm-email with the mailed link's token. A query rather than a mutation,
 * though it changes something: the query is sent once per token however often the screen
 * mounts (React's development double mount, a re-render), where a second POST would find the
 * token spent and show a failure after a success. Never retried, never kept.
 */
export function useConfirmEmail(token: string | null, { signedIn }: { signedIn: boolean }) {
  return useQuery({
    queryKey: ['confirmEmail', token],
    // The link counts only for the account it was sent to, signed in.
    enabled: Boolean(token) && signedIn,
    gcTime: 0,
    queryFn: async () => {
      const body: ConfirmEmailRequest = { token: token ?? '' };
      await callApi('confirmEmail', { body });
      return true;
    },
  });
}
