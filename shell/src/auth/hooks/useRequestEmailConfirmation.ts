import { useMutation } from '@tanstack/react-query';
import { apiRequest, parseOnDemand, serverErrorText, useToast } from '@reunion/web-kit';

// The notice that offers this sits on every page of an unconfirmed member: its schema (and zod)
// come with the answer, not with the page.
const parseAnswer = parseOnDemand(
  async () => (await import('@reunion/contracts')).okResponseSchema,
);

/** POST /api/request-email-confirmation: a fresh link, said in a toast. */
export function useRequestEmailConfirmation() {
  const { toast } = useToast();
  return useMutation({
    mutationFn: async () => {
      const response = await apiRequest('POST', '/api/request-email-confirmation');
      return parseAnswer(await response.json());
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
