/**
 * The react-query keys every part of the site shares. The cache is one (react-query is a
 * shared singleton), so the shell and the sections see the same user and profile only if
 * they use the same keys. A key is also the URL the default query function fetches.
 */
export const queryKeys = {
  user: ['/api/user'] as const,
  profile: (id: number | string) => ['/api/profiles', String(id)] as const,
  photos: ['/api/photos'] as const,
  remotes: ['/api/remotes'] as const,
};
