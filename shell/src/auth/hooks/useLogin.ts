import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { LoginRequest } from '@reunion/contracts';
import {
  callApi,
  isApiStatus,
  publicUserAnswer,
  queryKeyOf,
  serverErrorText,
  useToast,
} from '@reunion/web-kit';

/**
 * POST /api/login. Success puts the user in the session query, which sends the visitor on
 * from /auth. Every failure reads 'Invalid email or password' (docs/messages.md), except a rate
 * limit, where that would mislead: there the server's own words are shown.
 */
export function useLogin() {
  const queryClient = useQueryClient();
  const { toast } = useToast();
  return useMutation({
    mutationFn: (credentials: LoginRequest) =>
      callApi('login', { body: credentials, answerSchema: publicUserAnswer }),
    onSuccess: (user) => {
      toast({ title: 'Login successful', description: 'You have successfully logged in' });
      queryClient.setQueryData(queryKeyOf('getUser'), user);
    },
    onError: (error) => {
      const description = isApiStatus(error, 429)
        ? (serverErrorText(error) ?? 'Too many attempts. Please wait a moment and try again.')
        : 'Invalid email or password';
      toast({ title: 'Login failed', description, variant: 'destructive' });
    },
  });
}
