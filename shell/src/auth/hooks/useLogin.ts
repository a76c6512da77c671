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
import { signedInHere } from '../../session/signedInHere';

/**
 * POST /api/login. Success puts the user in the session query, which sends the visitor on
 * from /auth. Every failure reads 'Invalid email or password' (docs/messages.md), except a rate
 * limit or a server too busy to check (429, 503), where that would send the visitor to retype
 * a right password: there the server's own words are shown. Those answers are the same whether
 * the account exists or not.
 */
export function useLogin() {
  const queryClient = useQueryClient();
  const { toast } = useToast();
  return useMutation({
    mutationFn: async (credentials: LoginRequest) => {
      const user = await callApi('login', { body: credentials, answerSchema: publicUserAnswer });
      // Whoever signs in, no one else's drafts or programme stay on this browser.
      await signedInHere(user.id);
      return user;
    },
    onSuccess: (user) => {
      toast({ title: 'Login successful', description: 'You have successfully logged in' });
      queryClient.setQueryData(queryKeyOf('getUser'), user);
    },
    onError: (error) => {
      const description = isApiStatus(error, 429)
        ? (serverErrorText(error) ?? 'Too many attempts. Please wait a moment and try again.')
        : isApiStatus(error, 503)
          ? (serverErrorText(error) ?? 'The site is busy. Please try again in a moment.')
          : 'Invalid email or password';
      toast({ title: 'Login failed', description, variant: 'destructive' });
    },
  });
}
