import { useMutation } from '@tanstack/react-query';
import type { ResetPassword } from '@reunion/contracts';
import { ApiRequestError, callApi, serverErrorText, useToast } from '@reunion/web-kit';

/** POST /api/reset-password, with its toasts (docs/messages.md, "Password reset"). */
export function useResetPassword() {
  const { toast } = useToast();
  return useMutation({
    mutationFn: async (body: ResetPassword) => {
      await callApi('resetPassword', { body });
    },
    onSuccess: () => {
      toast({
        title: 'Password Reset Successful',
        description: 'Your password has been changed. You can now log in with your new password.',
      });
    },
    onError: (error) => {
      const description =
        error instanceof ApiRequestError
          ? (serverErrorText(error) ?? 'Failed to reset password')
          : 'An unexpected error occurred while resetting your password. Please try again.';
      toast({ title: 'Error', description, variant: 'destructive' });
    },
  });
}
