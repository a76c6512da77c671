import { useMutation } from '@tanstack/react-query';
import { callApi, serverErrorText, useToast } from '@reunion/web-kit';

/** POST /api/request-email-confirmation: a fresh link, said in a toast. */
export function useRequestEmailConfirmation() {
  const { toast } = useToast();
  return useMutation({
    mutationFn: () => callApi('requestEmailConfirmation'),
    onSuccess: (answer) => {
      toast({ title: 'Link sent', description: answer.message ?? 'Check your e-mail.' });
    },
    onError: (error) => {
      toast({
        title: 'Could not send the link',
        description: serverErrorText(error) ?? 'Please try again in a moment.',
        variant: 'destructive',
      });
    },
  });
}
