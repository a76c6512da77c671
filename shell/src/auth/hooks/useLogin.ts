import { useMutation, useQueryClient } from '@tanstack/react-query';
import { publicUserSchema, type LoginRequest, type PublicUser } from '@reunion/contracts';
import { apiRequest, isApiStatus, queryKeys, serverErrorText, useToast } from '@reunion/web-kit';

/**
 * POST /api/login. Success puts the user in the session query, which sends the visitor on
 * from /auth. Every failure reads 'Invalid email or password' (docs/messages.md), except a rate
 * limit, where that would mislead: there the server's own words are shown.
 */
export function useLogin() {
  const queryClient = useQueryClient();
  const { toast } = useToast();
  return useMutation({
    mutationFn: async (credentials: LoginRequest): Promise<PublicUser> => {
      const response = await apiRequest('POST', '/api/login', credentials);
      return publicUserSchema.parse(await response.json());
    },
    onSuccess: (user) => {
      toast({ title: 'Login successful', description: 'You have successfully logged in' });
      queryClient.setQueryData(queryKeys.user, user);
    },
    onError: (error) => {
      const description = isApiStatus(error, 429)
        ? (serverErrorText(error) ?? 'Too many attempts. Please wait a moment and try again.')
        : 'Invalid email or password';
      toast({ title: 'Login failed', description, variant: 'destructive' });
    },
  });
}
