import { useMutation } from '@tanstack/react-query';
import type { RegisterRequest } from '@reunion/contracts';
import { callApi, publicUserAnswer } from '@reunion/web-kit';

export interface RegisterInput {
  email: string;
  password: string;
  classPassword: string;
}

/**
 * POST /api/register. The site's form uses the e-mail as the username (docs/api.md); the class
 * password from the gate goes along and the server checks it (403 when wrong).
 */
export function useRegister() {
  return useMutation({
    mutationFn: ({ email, password, classPassword }: RegisterInput) => {
      const body: RegisterRequest = { username: email, email, password, classPassword };
      return callApi('register', { body, answerSchema: publicUserAnswer });
    },
  });
}
