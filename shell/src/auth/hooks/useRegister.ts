import { useMutation } from '@tanstack/react-query';
import { publicUserSchema, type PublicUser, type RegisterRequest } from '@reunion/contracts';
import { apiRequest } from '@reunion/web-kit';

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
    mutationFn: async ({ email, password, classPassword }: RegisterInput): Promise<PublicUser> => {
      const body: RegisterRequest = { username: email, email, password, classPassword };
      const response = await apiRequest('POST', '/api/register', body);
      return publicUserSchema.parse(await response.json());
    },
  });
}
