import { useMutation } from '@tanstack/react-query';
import type { ClassPasswordCheck } from '@reunion/contracts';
import { callApi } from '@reunion/web-kit';

/**
 * POST /api/verify-class-password: the gate asks the server, so the phrase never ships in
 * the page and a wrong one is refused before the visitor fills the form (403).
 */
export function useVerifyClassPassword() {
  return useMutation({
    mutationFn: (body: ClassPasswordCheck) => callApi('verifyClassPassword', { body }),
  });
}
