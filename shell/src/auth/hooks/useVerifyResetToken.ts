import { useQuery } from '@tanstack/react-query';
import { verifyResetTokenResponseSchema } from '@reunion/contracts';
import { apiRequest } from '@reunion/web-kit';

/**
 * GET /api/verify-reset-token: true when the link can still be used. Not kept in the cache:
 * a token is checked afresh each time the screen opens.
 */
export function useVerifyResetToken(token: string | null) {
  return useQuery({
    queryKey: ['/api/verify-reset-token', token],
    enabled: Boolean(token),
    gcTime: 0,
    queryFn: async () => {
      const response = await apiRequest(
        'GET',
        `/api/verify-reset-token?token=${encodeURIComponent(token ?? '')}`,
      );
      return verifyResetTokenResponseSchema.parse(await response.json());
    },
  });
}
