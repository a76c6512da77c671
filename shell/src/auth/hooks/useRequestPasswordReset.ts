import { useMutation } from '@tanstack/react-query';
import { RESET_EMAIL_SENT_MESSAGE, type PasswordResetRequest } from '@reunion/contracts';
import { ApiRequestError, callApi, serverErrorText, useToast } from '@reunion/web-kit';

/** POST /api/request-password-reset, with its toasts (docs/messages.md, "Password reset"). */
export function useRequestPasswordReset() {
  const { toast } = useToast();
  return useMutation({
    mutationFn: async (body: PasswordResetRequest) => {
      await callApi('requestPasswordReset', { body });
    },
    onSuccess: () => {
      toast({ title: 'Reset Email Sent', description: RESET_EMAIL_SENT_MESSAGE });
    },
    onError: (error) => {
      const description =
        error instanceof ApiRequestError
          ? (serverErrorText(error) ?? 'Failed to request password reset')
          : 'An unexpected error occurred';
      toast({ title: 'Error', description, variant: 'destructive' });
    },
  });
}
