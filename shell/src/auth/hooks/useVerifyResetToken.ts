import { useQuery } from '@tanstack/react-query';
import { apiQuery } from '@reunion/web-kit';

/**
 * GET /api/verify-reset-token: true when the link can still be used. Not kept in the cache:
 * a token is checked afresh each time the screen opens.
 */
export function useVerifyResetToken(token: string | null) {
  return useQuery({
    ...apiQuery('verifyResetToken', { query: { token: token ?? '' } }),
    enabled: Boolean(token),
    gcTime: 0,
  });
}
