import { useMutation } from '@tanstack/react-query';
import type { RegisterRequest } from '@reunion/contracts';
import { callApi, publicUserAnswer } from '@reunion/web-kit';
import { signedInHere } from '../../session/signedInHere';

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
    mutationFn: async ({ email, password, classPassword }: RegisterInput) => {
      const body: RegisterRequest = { username: email, email, password, classPassword };
      const user = await callApi('register', { body, answerSchema: publicUserAnswer });
      // A new account on this browser: no one else's drafts or programme stay kept here.
      await signedInHere(user.id);
      return user;
    },
  });
}
