import { useMutation } from '@tanstack/react-query';
import { okResponseSchema } from '@reunion/contracts';
import { apiRequest, serverErrorText, useToast } from '@reunion/web-kit';

/** POST /api/request-email-confirmation: a fresh link, said in a toast. */
export function useRequestEmailConfirmation() {
  const { toast } = useToast();
  return useMutation({
    mutationFn: async () => {
      const response = await apiRequest('POST', '/api/request-email-confirmation');
      return okResponseSchema.parse(await response.json());
    },
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
