import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router-dom';
import { callApi, forgetProfileDrafts, queryKeyOf, useToast } from '@reunion/web-kit';
import { forgetOfflineCopies } from '../../offline/keepOffline';

/**
 * POST /api/logout, then forget everything cached for this user: the programme kept for offline
 * use (docs/offline.md) and the profile form's drafts kept in this browser (docs/pages.md,
 * "Header and footer").
 */
export function useLogout() {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const { toast } = useToast();
  return useMutation({
    mutationFn: async () => {
      await callApi('logout');
      await forgetOfflineCopies();
    },
    onSuccess: () => {
      forgetProfileDrafts();
      const userKey = queryKeyOf('getUser');
      queryClient.removeQueries({ predicate: (query) => query.queryKey[0] !== userKey[0] });
      queryClient.setQueryData(userKey, null);
      toast({ title: 'Logged out', description: 'You have been logged out successfully' });
      navigate('/auth', { replace: true });
    },
    onError: (error: Error) => {
      toast({ title: 'Logout failed', description: error.message, variant: 'destructive' });
    },
  });
}
